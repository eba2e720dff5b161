/**
 * Birth leaves follow the professional's civility (issue 33 §7): maternity leaves for a woman
 * (MME), the paternity leave for a man (M). The portal offers only the types that fit; the
 * sandbox refuses the others (400 with these labels).
 */
import type { AbsenceType } from '../../api/contract/unavailabilities';
import type { RuleError } from '../rule';

export type Civility = 'MME' | 'M';

const REQUIRED_CIVILITY: Partial<Record<AbsenceType, Civility>> = {
  MATERNITY_LEAVE: 'MME',
  MATERNITY_LEAVE_PRENATAL: 'MME',
  MATERNITY_LEAVE_POSTNATAL: 'MME',
  PATERNITY_LEAVE: 'M',
};

export const LEAVE_CIVILITY_CODE = 'ABSENCE_TYPE_CIVILITY';

const LABELS: Readonly<Record<Civility, string>> = {
  MME: 'Un congé maternité ne peut être saisi que pour une intervenante',
  M: 'Un congé paternité ne peut être saisi que pour un intervenant',
};

/** Whether the type may be given to a professional of that civility. */
export const fitsCivility = (type: AbsenceType, civility: Civility): boolean => (REQUIRED_CIVILITY[type] ?? civility) === civility;

/** The refusal of a birth leave given to the other civility, else null. */
export function leaveCivilityError(type: AbsenceType, civility: Civility): RuleError | null {
  const required = REQUIRED_CIVILITY[type];
  return required && required !== civility ? { code: LEAVE_CIVILITY_CODE, label: LABELS[required] } : null;
}
