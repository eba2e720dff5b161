/** French labels of paye and work contracts (spec 001 §3, §4); the spec gives the codes, the words are the product's. */
import type { MinuteCounts } from '../billing/compute';
import type { Tone } from '../tone';

export const PAYE_PERIOD_STATUS_LABELS = { validated: 'Période validée', open: 'Période à valider' } as const;
export const payePeriodStatusLabel = (validated: boolean) => PAYE_PERIOD_STATUS_LABELS[validated ? 'validated' : 'open'];

/** The period table's column headers (hours worked, of which at night, on Sundays, on public holidays), short enough for the table to fit the record. */
export const PAYE_MINUTES_HEADERS: Readonly<Record<keyof MinuteCounts, string>> = { total: 'Heures', night: 'Dont nuit', sunday: 'Dont dimanche', holiday: 'Dont férié' };

/**
 * The period's totals. « Reste à verser, avant cotisations », not « Net à payer »: no social
 * contribution is computed here (the payroll software's), so it is not a net.
 */
export const PAYE_TOTAL_LABELS = {
  hours: 'Heures (brut)', allowances: 'Indemnités', bonuses: 'Primes', downPayments: 'Acomptes', toPay: 'Reste à verser, avant cotisations',
} as const;

export const WORK_CONTRACT_STATUSES = ['DRAFT', 'SENT', 'SIGNED'] as const;
export type WorkContractStatus = (typeof WORK_CONTRACT_STATUSES)[number];
export const WORK_CONTRACT_STATUS_LABELS: Readonly<Record<WorkContractStatus, string>> = { DRAFT: 'Brouillon', SENT: 'Envoyé', SIGNED: 'Signé' };
export const WORK_CONTRACT_STATUS_TONES: Readonly<Record<WorkContractStatus, Tone>> = { DRAFT: 'warning', SENT: 'info', SIGNED: 'success' };

export const WORK_CONTRACT_TYPES = ['CDI', 'CDD'] as const;
export type WorkContractType = (typeof WORK_CONTRACT_TYPES)[number];
export const WORK_CONTRACT_TYPE_LABELS: Readonly<Record<WorkContractType, string>> = { CDI: 'CDI (durée indéterminée)', CDD: 'CDD (durée déterminée)' };

/** Why a validated period refuses a change (the sandbox's 400 and the portal's disabled buttons). */
export const PAYE_PERIOD_LOCKED = 'La période est validée : elle ne peut plus être modifiée';
export const PAYE_NOT_INITIALIZED = "La paie n'est pas initialisée pour ce salarié";
export const PAYE_NOT_AVAILABLE = "La paie n'est pas disponible pour votre agence";
