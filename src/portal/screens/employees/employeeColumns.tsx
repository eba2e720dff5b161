/** The columns of the employees and candidates lists: reference, name, status, city, phones, e-mail, counts, exchanges, created. */
import type { EmployeeListItem } from '../../../api/contract/employees';
import { EMPLOYEE_LIST_STATUS_LABELS } from '../../../domain/employees/labels';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import { contactColumns, countCell, exchangeColumns } from '../../kit/listCells';
import type { Column } from '../../ui/Table';
import type { EmployeesListKind } from './employeesList';

/** What fits at 1440 px in an intranet's frame, as the customers' lists; the others are one tick away in « Colonnes ». */
export const DEFAULT_COLUMNS: Record<EmployeesListKind, readonly string[]> = {
  employees: ['ref', 'name', 'phone', 'email', 'city', 'nextExchange'],
  candidates: ['name', 'phone', 'email', 'city', 'nextExchange', 'created'],
};

export const recordPath = (kind: EmployeesListKind, employeeId: number, tab = 'home'): string => buildPath(`/${kind}/{employeeId}/${tab}`, { employeeId });

export function employeeColumns(kind: EmployeesListKind, now: number): Column<EmployeeListItem>[] {
  return [
    { key: 'ref', header: 'Référence', nowrap: true, sortBy: 'ref', cell: (row) => row.ref ?? '' },
    {
      key: 'name',
      header: 'Nom',
      sortBy: 'lastName',
      wide: true,
      cell: (row) => (
        <Link to={recordPath(kind, row.id)} className="ap-strong">
          {`${row.firstName} ${row.lastName}`}
        </Link>
      ),
    },
    { key: 'status', header: 'Statut', nowrap: true, sortBy: 'status', cell: (row) => EMPLOYEE_LIST_STATUS_LABELS[row.archived ? 'ARCHIVED' : row.status] },
    ...contactColumns<EmployeeListItem>((row) => ({ mobile: row.phoneNumber1, phone: row.phoneNumber2 })),
    { key: 'contracts', header: 'Contrats', numeric: true, sortBy: 'contractsCount', cell: (row) => countCell(row.contractsCount) },
    { key: 'notes', header: 'Notes', numeric: true, sortBy: 'notesCount', cell: (row) => countCell(row.notesCount) },
    { key: 'reminders', header: 'Rappels', numeric: true, sortBy: 'notesRemindersCount', cell: (row) => countCell(row.notesRemindersCount) },
    ...exchangeColumns<EmployeeListItem>(now),
  ];
}
