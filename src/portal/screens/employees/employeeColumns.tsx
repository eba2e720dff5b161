/** The columns of the employees and candidates lists: reference, name, status, city, phones, e-mail, counts, exchanges, created. */
import type { EmployeeListItem } from '../../../api/contract/employees';
import { isOverdue } from '../../../domain/customers/exchange';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { USER_STATUS_LABELS } from '../../../domain/labels';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { Column } from '../../ui/Table';
import { PhoneText } from '../../widgets/PhoneField';
import type { EmployeesListKind } from './employeesList';

export const DEFAULT_COLUMNS: Record<EmployeesListKind, readonly string[]> = {
  employees: ['ref', 'name', 'phone', 'email', 'city', 'contracts', 'nextExchange'],
  candidates: ['ref', 'name', 'phone', 'email', 'city', 'nextExchange', 'created'],
};

export const recordPath = (kind: EmployeesListKind, employeeId: number, tab = 'home'): string => buildPath(`/${kind}/{employeeId}/${tab}`, { employeeId });

const count = (value: number) => (value ? String(value) : <span className="ap-muted">0</span>);

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
    { key: 'status', header: 'Statut', nowrap: true, sortBy: 'status', cell: (row) => USER_STATUS_LABELS[row.status] },
    {
      key: 'phone',
      header: 'Téléphone',
      nowrap: true,
      cell: (row) => (
        <>
          <PhoneText value={row.phoneNumber1 ?? row.phoneNumber2} />
          {row.phoneNumber1 && row.phoneNumber2 ? (
            <span className="ap-cell-sub">
              <PhoneText value={row.phoneNumber2} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'email',
      header: 'E-mail',
      sortBy: 'email',
      cell: (row) => (row.email ? <a className="ap-cell-clip" href={`mailto:${row.email}`} title={row.email}>{row.email}</a> : ''),
    },
    { key: 'city', header: 'Ville', sortBy: 'city', cell: (row) => row.city ?? '' },
    { key: 'zipCode', header: 'Code postal', nowrap: true, sortBy: 'zipCode', cell: (row) => row.zipCode ?? '' },
    { key: 'contracts', header: 'Contrats', numeric: true, sortBy: 'contractsCount', cell: (row) => count(row.contractsCount) },
    { key: 'notes', header: 'Notes', numeric: true, sortBy: 'notesCount', cell: (row) => count(row.notesCount) },
    { key: 'reminders', header: 'Rappels', numeric: true, sortBy: 'notesRemindersCount', cell: (row) => count(row.notesRemindersCount) },
    {
      key: 'nextExchange',
      header: 'Prochain échange',
      nowrap: true,
      sortBy: 'nextExchangeAt',
      cell: (row) => (row.nextExchangeAt ? <span className={isOverdue(row.nextExchangeAt, now) ? 'ap-overdue' : undefined}>{formatDateTime(row.nextExchangeAt)}</span> : ''),
    },
    { key: 'lastExchange', header: 'Dernier échange', nowrap: true, sortBy: 'lastExchangeAt', cell: (row) => (row.lastExchangeAt ? formatDate(row.lastExchangeAt) : '') },
    { key: 'created', header: 'Créé le', nowrap: true, sortBy: 'createdAt', cell: (row) => formatDate(row.createdAt) },
  ];
}
