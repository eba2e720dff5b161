/** A bill's or credit note's PDF from its detail: the agency, the customer, the lines, the totals. */
import type { BillDetail } from '../../src/api/contract/billing';
import { billDocumentTitle, formatIncrease, formatItemQuantity } from '../../src/domain/billing/format';
export { billFileName } from '../../src/domain/billing/format';
import { PAYMENT_TYPE_LABELS } from '../../src/domain/billing/labels';
import { vatRateLabel } from '../../src/domain/billing/money';
import { formatCents } from '../../src/domain/format/amount';
import { formatDate, formatMonth } from '../../src/domain/format/date';
import type { Db } from '../store/db';
import { renderPdf, type PdfModel } from './pdf';

interface Addresses {
  agencyAddress: string; agencyPostcode: string; agencyCity: string; agencyPhone: string; agencyEmail: string; siret: string;
  customerAddress: string | null; customerPostcode: string | null; customerCity: string | null;
}

function addressesOf(db: Db, bill: BillDetail): Addresses {
  return db
    .prepare(
      `SELECT a.address AS agencyAddress, a.postcode AS agencyPostcode, a.city AS agencyCity, a.phone AS agencyPhone, a.email AS agencyEmail, cl.siret,
        c.address AS customerAddress, c.postcode AS customerPostcode, c.city AS customerCity
       FROM agencies a JOIN clients cl ON cl.id = a.client_id JOIN customers c ON c.id = ? WHERE a.id = ?`,
    )
    .get(bill.customer.id, bill.agency.id) as Addresses;
}

export function billPdfModel(db: Db, bill: BillDetail, watermark?: string): PdfModel {
  const money = (cents: number) => formatCents(cents, { currency: bill.currency });
  const mark = watermark ?? (bill.billNumber ? null : 'BROUILLON');
  const where = addressesOf(db, bill);
  const first = bill.customFirstPrestationDate ?? bill.firstPrestationDate;
  const last = bill.customLastPrestationDate ?? bill.lastPrestationDate;
  const lines = [
    ...bill.items.map((i) => [i.label, formatItemQuantity(i), `${money(i.unitPrice)}${i.type === 'KMS' ? ' / km' : ' / h'} ${formatIncrease(i)}`.trim(), money(i.vatExcluded), money(i.vat), money(i.vatIncluded)]),
    ...bill.adjustments.map((a) => [a.label, '', '', money(a.vatExcluded), money(a.vat), money(a.vatIncluded)]),
    ...bill.fees.map((f) => [f.label, '', '', money(f.vatExcluded), money(f.vat), money(f.vatIncluded)]),
  ];
  const paragraphs = [
    `Prestations : ${formatMonth(`${bill.month}-01`)}${first && last ? ` (du ${formatDate(first)} au ${formatDate(last)})` : ''}`,
    `TVA : ${vatRateLabel(bill.vatRate)}`,
  ];
  if (bill.originalBill) paragraphs.push(`Avoir sur la facture ${bill.originalBill.billNumber ?? ''}`);
  if (bill.comments) paragraphs.push(bill.comments);
  const totals: [string, string][] = [
    ['Total HT', money(bill.vatExcludedAmount)],
    ['TVA', money(bill.vatAmount)],
    ['Total TTC', money(bill.vatIncludedAmount)],
  ];
  if (bill.type === 'BILL') {
    if (bill.creditedAmount) totals.push(['Avoirs', money(-bill.creditedAmount)]);
    if (bill.paidAmount) totals.push(['Déjà réglé', money(-bill.paidAmount)]);
    totals.push(['Reste à payer', money(bill.remaining)]);
  }
  return {
    title: billDocumentTitle(bill),
    date: new Date(bill.validatedAt ?? bill.createdAt),
    issuer: [bill.agency.label, where.agencyAddress, `${where.agencyPostcode} ${where.agencyCity}`, `${where.agencyPhone} · ${where.agencyEmail}`],
    recipient: [
      bill.customer.label,
      `${bill.customer.contactFirstName} ${bill.customer.contactLastName}`,
      where.customerAddress ?? '',
      [where.customerPostcode, where.customerCity].filter(Boolean).join(' '),
    ].filter(Boolean),
    paragraphs,
    table: {
      columns: [
        { label: 'Désignation', width: 165 },
        { label: 'Quantité', width: 50, align: 'right' },
        { label: 'Prix unitaire TTC', width: 95, align: 'right' },
        { label: 'HT', width: 60, align: 'right' },
        { label: 'TVA', width: 55, align: 'right' },
        { label: 'TTC', width: 70, align: 'right' },
      ],
      rows: lines,
    },
    totals,
    footer: [
      `${bill.agency.label} · SIRET ${where.siret}${bill.paymentType ? ` · Mode de paiement : ${PAYMENT_TYPE_LABELS[bill.paymentType]}` : ''}`,
      'Pas d\'escompte pour paiement anticipé. Pénalités de retard : trois fois le taux d\'intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.',
    ],
    ...(mark ? { watermark: mark } : {}),
  };
}

export async function billPdf(db: Db, bill: BillDetail, watermark?: string): Promise<Buffer> {
  return renderPdf(billPdfModel(db, bill, watermark));
}
