/** How bill lines read, on screen and in the PDF alike. */
import { formatDistance } from '../format/distance';
import { formatDuration } from '../format/duration';
import type { BillItemType } from './labels';
import { fileSlug } from '../text';

/** '7h30' for hours and increases (minutes), '12,3 Kms' for kilometres (tenths). */
export function formatItemQuantity(item: { type: BillItemType; quantity: number }): string {
  return item.type === 'KMS' ? formatDistance(item.quantity / 10) : formatDuration(item.quantity);
}

/** '+25 %' for an increase, empty for plain hours and kilometres. */
export function formatIncrease(item: { type: BillItemType; percent: number }): string {
  return item.type === 'HOURS' || item.type === 'KMS' ? '' : `+${String(item.percent).replace('.', ',')}\u00a0%`;
}

/** The document's name: 'Facture F01-000042', 'Avoir F01-000043', 'Facture (brouillon)'. */
export function billDocumentTitle(bill: { type: 'BILL' | 'CREDIT_NOTE'; billNumber: string | null }): string {
  const kind = bill.type === 'CREDIT_NOTE' ? 'Avoir' : 'Facture';
  return bill.billNumber ? `${kind} ${bill.billNumber}` : `${kind} (brouillon)`;
}

/** The PDF's file name: 'facture-F01-000042.pdf', 'avoir-F01-000043.pdf', 'facture-brouillon-12.pdf'. */
export function billFileName(bill: { type: 'BILL' | 'CREDIT_NOTE'; billNumber: string | null; id: number }): string {
  const kind = bill.type === 'CREDIT_NOTE' ? 'avoir' : 'facture';
  return `${kind}-${bill.billNumber ?? `brouillon-${bill.id}`}.pdf`;
}

/** A fiscal attestation's PDF: 'attestation-fiscale-2026-famille-francois.pdf'. */
export function fiscalAttestationFileName(attestation: { readonly year: number; readonly family: { readonly name: string } }): string {
  return `attestation-fiscale-${attestation.year}-${fileSlug(attestation.family.name)}.pdf`;
}
