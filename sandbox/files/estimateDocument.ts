/**
 * An estimate's PDF, on the bills' layout: the agency, the customer, the prestation and its
 * period, the weekly planning, the hourly price, VAT and totals (with the family's tax
 * credit), and the signature block — once the family signed through the signature provider, the
 * signed copy: the block says who signed and when. Its date is the estimate's creation: same data,
 * same bytes.
 */
import type { Estimate } from '../../src/api/contract/estimates';
import { vatRateLabel } from '../../src/domain/billing/money';
import { WEEK_DAY_NAMES } from '../../src/domain/calendar';
import { REPETITION_TYPE_LABELS, slotMinutes } from '../../src/domain/estimates/planning';
import { currencyOfAgency, formatCents } from '../../src/domain/format/amount';
import { formatDate } from '../../src/domain/format/date';
import { formatDuration } from '../../src/domain/format/duration';
import { formatPeriod } from '../../src/domain/format/period';
import type { SchoolVacationZone } from '../../src/domain/schoolVacations';
import type { Db } from '../store/db';
import { renderPdf } from './pdf';

interface Parties {
  agencyLabel: string; agencyAddress: string; agencyPostcode: string; agencyCity: string; agencyPhone: string | null; agencyEmail: string | null; zone: SchoolVacationZone;
  customerAddress: string | null; customerPostcode: string | null; customerCity: string | null;
}

/** The head of an estimate's or a contract's PDF: the agency's lines, the customer's, the agency's name and zone. */
export function partiesOf(db: Db, agencyId: number, customer: { id: number; label: string }) {
  const p = db
    .prepare(
      `SELECT a.label AS agencyLabel, a.address AS agencyAddress, a.postcode AS agencyPostcode, a.city AS agencyCity, a.phone AS agencyPhone, a.email AS agencyEmail,
        a.school_vacation_zone AS zone, c.address AS customerAddress, c.postcode AS customerPostcode, c.city AS customerCity
       FROM agencies a JOIN customers c ON c.id = ? WHERE a.id = ?`,
    )
    .get(customer.id, agencyId) as Parties;
  const town = [p.customerPostcode, p.customerCity].filter(Boolean).join(' ');
  return {
    agencyLabel: p.agencyLabel,
    zone: p.zone,
    issuer: [p.agencyLabel, p.agencyAddress, `${p.agencyPostcode} ${p.agencyCity}`, [p.agencyPhone, p.agencyEmail].filter(Boolean).join(' · ')],
    recipient: [customer.label, p.customerAddress ?? '', town].filter(Boolean),
  };
}

/** The electronic signature of the family, when it signed through the provider. */
export interface EstimateSignature {
  recipient: string;
  signedAt: string;
}

export async function estimatePdf(db: Db, agencyId: number, estimate: Estimate, signature: EstimateSignature | null = null): Promise<Buffer> {
  const p = partiesOf(db, agencyId, estimate.customer);
  const currency = currencyOfAgency({ schoolVacationZone: p.zone });
  const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents, { currency }));
  const { amounts, planning } = estimate;
  return renderPdf({
    title: `Devis ${estimate.number}`,
    subject: `Devis ${estimate.number}, ${estimate.customer.label}`,
    date: new Date(estimate.createdAt),
    issuer: p.issuer,
    recipient: p.recipient,
    paragraphs: [
      `Date : ${formatDate(estimate.createdAt)}`,
      `Prestation : ${estimate.prestationType?.label ?? 'non renseignée'}${estimate.priceGrid ? ` (grille « ${estimate.priceGrid.label} »)` : ''}`,
      `Période : ${formatPeriod(estimate.periodStartDate, estimate.periodEndDate)}`,
      planning ? `Répétition : ${REPETITION_TYPE_LABELS[planning.repetitionType]}, ${planning.weeksCount} semaine${planning.weeksCount > 1 ? 's' : ''}` : 'Planning : non renseigné',
      ...(amounts ? [`Tarif horaire TTC : ${money(amounts.hourlyRate)} · TVA ${vatRateLabel(amounts.vatRate)}`] : []),
      ...(estimate.comments ? [`Commentaires : ${estimate.comments}`] : []),
      '',
      'Planning hebdomadaire',
    ],
    table: planning
      ? {
        columns: [{ label: 'Jour', width: 160 }, { label: 'De', width: 90 }, { label: 'À', width: 90 }, { label: 'Durée', width: 155, align: 'right' }],
        rows: planning.slots.map((slot) => [WEEK_DAY_NAMES[slot.weekDay], slot.startTime, slot.endTime, formatDuration(slotMinutes(slot))]),
      }
      : { columns: [{ label: 'Planning', width: 495 }], rows: [['Devis repris de l’ancien outil : planning non renseigné']] },
    totals: amounts
      ? [
        ['Heures prévues', formatDuration(amounts.minutes)],
        ['Total HT', money(amounts.vatExcluded)],
        [`TVA (${vatRateLabel(amounts.vatRate)})`, money(amounts.vat)],
        ['Total TTC', money(amounts.vatIncluded)],
        ...(amounts.taxCredit !== null ? ([['Crédit d’impôt estimé (50 %)', money(amounts.taxCredit)], ['Reste à charge', money(amounts.afterTaxCredit)]] as [string, string][]) : []),
      ]
      : [['Total TTC', money(estimate.vatIncludedAmount)]],
    closing: [
      'Bon pour accord, le client :',
      ...(signature
        ? [`Signé électroniquement par ${signature.recipient}`, `le ${formatDate(signature.signedAt.slice(0, 10))}`]
        : ['Nom : ....................................................', 'Date : ....................    Signature :']),
      '',
      '',
      `Pour ${p.agencyLabel} :`,
    ],
    ...(estimate.status === 'DRAFT' ? { watermark: 'BROUILLON' } : {}),
    footer: [
      'Devis valable 30 jours à compter de sa date.',
      'Le crédit d’impôt est une estimation (article 199 sexdecies du CGI) : 50 % des sommes versées, dans la limite des plafonds.',
      `Devis ${estimate.number} · ${p.agencyLabel}`,
    ],
  });
}
