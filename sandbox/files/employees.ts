/** The employees and candidates lists as files (spec 001 §7 export): French column titles, the statuses' French labels, dates DD/MM/YYYY. */
import type { EmployeeListItem } from '../../src/api/contract/employees';
import type { ExportFileType } from '../../src/api/contract/searchV2';
import { USER_STATUS_LABELS } from '../../src/domain/labels';
import type { FileAnswer } from '../handlers/types';
import type { Cell } from './cells';
import { dayCell, listFile } from './listFile';

const TITLES = [
  'Référence', 'Prénom', 'Nom', 'Statut', 'E-mail', 'Mobile', 'Téléphone', 'Code postal', 'Ville', 'Nationalité', 'Contrats', 'Notes', 'Rappels',
  'Créé le', 'Dernier échange', 'Prochain échange',
];

function row(e: EmployeeListItem): Cell[] {
  return [
    e.ref ?? '', e.firstName, e.lastName, USER_STATUS_LABELS[e.status], e.email ?? '', e.phoneNumber1 ?? '', e.phoneNumber2 ?? '', e.zipCode ?? '', e.city ?? '',
    e.nationality ?? '', e.contractsCount, e.notesCount, e.notesRemindersCount, dayCell(e.createdAt), dayCell(e.lastExchangeAt), dayCell(e.nextExchangeAt),
  ];
}

/** `salaries-2026-11-24.csv`, or `candidats-…` when only candidates are kept. */
export function employeesFile(items: EmployeeListItem[], type: ExportFileType, candidatesOnly: boolean, today: string): FileAnswer {
  return listFile(TITLES, items.map(row), type, candidatesOnly ? 'candidats' : 'salaries', candidatesOnly ? 'Candidats' : 'Salariés', today);
}
