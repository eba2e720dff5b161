/**
 * A contract's words and rules (spec 001 §4, §7; decided where the spec shows none):
 * - State in the record's list: UPCOMING, IN_FORCE, ENDED from its period and today.
 * - Status: a contract is born READY (« Validé ») from its signed estimate, becomes SENT
 *   (« Envoyé ») when mailed, SIGNED (« Signé ») with the signed copy uploaded. Once SIGNED
 *   its document is neither regenerated nor replaced and the contract is not deleted
 *   (400 CONTRACT_SIGNED); its end date, label, archive flag and initialization stay editable.
 * - End of contract minimum date: the latest of the contract's start, the first day of the
 *   current month (a past month's planning stays as it was worked) and the day after the last
 *   month billed for its customer (a bill validated or further). An earlier end date is
 *   refused in the form and by the sandbox: 400 END_DATE_BEFORE_MIN field `endDate`.
 * - Fees: the contract's family's; one billed outside the portal is marked ALREADY_BILLED and
 *   no longer offered to the family's bills; one on a bill of the portal cannot be (FEE_ON_A_BILL).
 */
import type { CONTRACT_STATES, CONTRACT_STATUSES } from '../api/contract/contracts';
import { formatDate } from './format/date';
import type { Tone } from './tone';

export const CONTRACT_STATE_LABELS: Readonly<Record<(typeof CONTRACT_STATES)[number], { label: string; tone: Tone }>> = {
  UPCOMING: { label: 'À venir', tone: 'info' },
  IN_FORCE: { label: 'En cours', tone: 'success' },
  ENDED: { label: 'Terminé', tone: 'warning' },
};

export const CONTRACT_STATUS_LABELS: Readonly<Record<(typeof CONTRACT_STATUSES)[number], { label: string; tone: Tone }>> = {
  READY: { label: 'Validé', tone: 'primary' },
  SENT: { label: 'Envoyé', tone: 'info' },
  SIGNED: { label: 'Signé', tone: 'success' },
};

const firstOfNextMonth = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The earliest end date a contract accepts ('YYYY-MM-DD'); `lastBilledMonth` 'YYYY-MM' or null. */
export function endOfContractMinDate({ startDate, today, lastBilledMonth }: { startDate: string; today: string; lastBilledMonth: string | null }): string {
  const candidates = [startDate, `${today.slice(0, 7)}-01`, ...(lastBilledMonth ? [firstOfNextMonth(lastBilledMonth)] : [])];
  return candidates.reduce((latest, day) => (day > latest ? day : latest));
}

/** The French message of an end date before the minimum, null when it is accepted. */
export function endDateError(endDate: string, minDate: string): string | null {
  return endDate < minDate ? `La date de fin ne peut pas être avant le ${formatDate(minDate)}` : null;
}

export const END_DATE_BEFORE_MIN = 'END_DATE_BEFORE_MIN';
export const CONTRACT_SIGNED = { code: 'CONTRACT_SIGNED', label: 'Un contrat signé ne peut plus être supprimé ni changer de document' } as const;

/** Marking as already billed a fee that is on a bill of the portal. */
export const FEE_ON_A_BILL = { code: 'FEE_ON_A_BILL', label: 'Ces frais figurent déjà sur une facture' } as const;

export const FEE_STATE_LABELS = { PENDING: 'À facturer', BILLED: 'Facturés', ALREADY_BILLED: 'Déjà facturés' } as const;

/** The label of a contract's line on the monthly bill when none is set. */
export const defaultMonthlyBillItemLabel = (prestationType: string, number: string): string => `${prestationType} — contrat ${number}`;

/** A contract's PDF file name. */
export const contractFileName = (number: string): string => `contrat-${number}.pdf`;
