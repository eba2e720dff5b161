/**
 * What an employee's or candidate's record allows (spec 001 §4): a candidate can be turned
 * into an employee, either can be archived and unarchived. Pure rules shared by the portal
 * (which buttons show) and the sandbox (which moves it refuses, with these labels).
 */
import type { EmployeeStatus } from '../../api/contract/employees';
import type { EmployeeHistoryEvent } from './labels';

export const EMPLOYEE_ACTIONS = ['TO_EMPLOYEE', 'ARCHIVE', 'UNARCHIVE'] as const;
export type EmployeeAction = (typeof EMPLOYEE_ACTIONS)[number];

interface RecordState {
  status: EmployeeStatus;
  archived: boolean;
}

/** The actions the record allows, in the order its header shows them. */
export function allowedEmployeeActions({ status, archived }: RecordState): readonly EmployeeAction[] {
  if (archived) return ['UNARCHIVE'];
  return status === 'CANDIDATE' ? ['TO_EMPLOYEE', 'ARCHIVE'] : ['ARCHIVE'];
}

/** Why the action is refused (French, shown as is), or null when it is allowed. */
export function refusedEmployeeAction(record: RecordState, action: EmployeeAction): string | null {
  if (allowedEmployeeActions(record).includes(action)) return null;
  switch (action) {
    case 'TO_EMPLOYEE':
      return record.status === 'CANDIDATE' ? 'Ce candidat est archivé : désarchivez-le avant d’en faire un salarié' : 'Seul un candidat peut devenir salarié';
    case 'ARCHIVE':
      return 'Cette fiche est déjà archivée';
    case 'UNARCHIVE':
      return 'Cette fiche n’est pas archivée';
  }
}

/** The history event of a move on a record of this status. */
export function employeeActionEvent(status: EmployeeStatus, action: EmployeeAction): EmployeeHistoryEvent {
  if (action === 'TO_EMPLOYEE') return 'CANDIDATE_TO_EMPLOYEE';
  const who = status === 'CANDIDATE' ? 'CANDIDATE' : 'EMPLOYEE';
  return `${who}_${action === 'ARCHIVE' ? 'ARCHIVED' : 'UNARCHIVED'}`;
}

/** The header's buttons and their confirmations. */
export const EMPLOYEE_ACTION_TEXTS: Readonly<Record<EmployeeAction, { button: string; title: string; question(name: string): string }>> = {
  TO_EMPLOYEE: { button: 'Passer en salarié', title: 'Passer en salarié', question: (name) => `${name} devient salarié·e de l’agence. Confirmez-vous ?` },
  ARCHIVE: { button: 'Archiver', title: 'Archiver la fiche', question: (name) => `Confirmez-vous l’archivage de la fiche de ${name} ? Son prochain échange sera retiré.` },
  UNARCHIVE: { button: 'Désarchiver', title: 'Désarchiver la fiche', question: (name) => `Confirmez-vous le désarchivage de la fiche de ${name} ?` },
};
