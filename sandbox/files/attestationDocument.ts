/** A fiscal attestation's PDF: the agency, the family, the year's counted payments and their total. */
import type { FiscalAttestation } from '../../src/api/contract/fiscalAttestations';
import { PAYMENT_TYPE_LABELS, type PaymentType } from '../../src/domain/billing/labels';
import { formatCents } from '../../src/domain/format/amount';
import { formatDate } from '../../src/domain/format/date';
import { countedPayments } from '../store/billing/fiscalAttestations';
import type { Db } from '../store/db';
import { renderPdf } from './pdf';

export async function attestationPdf(db: Db, agencyId: number, attestation: FiscalAttestation): Promise<Buffer> {
  const agency = db.prepare('SELECT a.label, a.address, a.postcode, a.city, c.siret FROM agencies a JOIN clients c ON c.id = a.client_id WHERE a.id = ?').get(agencyId) as {
    label: string; address: string; postcode: string; city: string; siret: string;
  };
  const family = db.prepare('SELECT parent_first_name AS first, parent_last_name AS last, address, postcode, city FROM families WHERE id = ?').get(attestation.family.id) as {
    first: string; last: string; address: string; postcode: string; city: string;
  };
  const money = (cents: number) => formatCents(cents, { currency: attestation.currency });
  const detailed = attestation.templateId === 2;
  const payments = countedPayments(db, attestation.family.id, attestation.year);
  return renderPdf({
    title: `Attestation fiscale ${attestation.year}`,
    date: new Date(attestation.validatedAt ?? `${attestation.year + 1}-01-15T09:00:00Z`),
    issuer: [agency.label, agency.address, `${agency.postcode} ${agency.city}`, `SIRET ${agency.siret}`],
    recipient: [attestation.family.name, `${family.first} ${family.last}`, family.address, `${family.postcode} ${family.city}`],
    paragraphs: [
      `${agency.label} atteste que ${family.first} ${family.last} a réglé en ${attestation.year}`,
      `la somme de ${money(attestation.amount)} au titre de services à la personne rendus à son domicile.`,
      'Les sommes réglées en espèces, en CESU préfinancés et par prépaiement ne sont pas comptées.',
    ],
    ...(detailed ? { table: { columns: [{ label: 'Date', width: 90 }, { label: 'Facture', width: 130 }, { label: 'Mode', width: 150 }, { label: 'Montant', width: 125, align: 'right' as const }], rows: payments.map((p) => [formatDate(p.date), p.billNumber ?? '', PAYMENT_TYPE_LABELS[p.type as PaymentType], money(p.amount)]) } } : {}),
    totals: [['Total réglé', money(attestation.amount)]],
    footer: ['Attestation établie pour bénéficier du crédit d\'impôt prévu à l\'article 199 sexdecies du code général des impôts.'],
    ...(attestation.status === 'DRAFT' ? { watermark: 'BROUILLON' } : {}),
  });
}
