/** The columns of the customers and prospects lists (spec 001 §2: reference, name, contact, type, source, phone, e-mail, city, counts, next exchange, created). */
import type { CustomerListItem } from '../../../api/contract/customers';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_TYPE_LABELS, PROSPECT_STAGE_LABELS } from '../../../domain/customers/labels';
import { isOverdue } from '../../../domain/customers/exchange';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { Column } from '../../ui/Table';
import { PhoneText } from '../../widgets/PhoneField';
import type { CustomersListKind } from './customersList';

export const DEFAULT_COLUMNS: Record<CustomersListKind, readonly string[]> = {
  customers: ['ref', 'name', 'phone', 'email', 'city', 'contracts', 'nextExchange'],
  prospects: ['ref', 'name', 'stage', 'phone', 'email', 'city', 'nextExchange'],
};

export function recordPath(kind: CustomersListKind, customerId: number, tab = 'home'): string {
  return buildPath(`/${kind}/{customerId}/${tab}`, { customerId });
}

/** Under the name: the contact when the name is not theirs (a company), and the type when it is not a family. */
function nameSubLine(row: CustomerListItem): string {
  const contact = `${row.customerMainContact.firstName} ${row.customerMainContact.lastName}`;
  const parts = [contact === row.customerName ? null : contact, row.type === 'NATURAL' ? null : CUSTOMER_TYPE_LABELS[row.type]];
  return parts.filter(Boolean).join(' · ');
}

const count = (value: number) => (value ? String(value) : <span className="ap-muted">0</span>);

export function customerColumns(kind: CustomersListKind, now: number): Column<CustomerListItem>[] {
  return [
    { key: 'ref', header: 'Référence', nowrap: true, sortBy: 'ref', cell: (row) => row.ref },
    {
      key: 'name',
      header: 'Nom',
      sortBy: 'customerName',
      wide: true,
      cell: (row) => (
        <>
          <Link to={recordPath(kind, row.customerId)} className="ap-strong">
            {row.customerName}
          </Link>
          <span className="ap-cell-sub">{nameSubLine(row)}</span>
        </>
      ),
    },
    { key: 'stage', header: 'Étape', nowrap: true, sortBy: 'stage', cell: (row) => (row.stage ? PROSPECT_STAGE_LABELS[row.stage] : '') },
    { key: 'type', header: 'Type', nowrap: true, sortBy: 'type', cell: (row) => CUSTOMER_TYPE_LABELS[row.type] },
    { key: 'source', header: 'Source', sortBy: 'source', cell: (row) => (row.source ? CUSTOMER_SOURCE_LABELS[row.source] : '') },
    {
      key: 'phone',
      header: 'Téléphone',
      nowrap: true,
      cell: (row) => (
        <>
          <PhoneText value={row.mobile ?? row.phone} />
          {row.mobile && row.phone ? (
            <span className="ap-cell-sub">
              <PhoneText value={row.phone} />
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
    { key: 'adviser', header: 'Conseiller', cell: (row) => (row.adviser ? `${row.adviser.firstName} ${row.adviser.lastName}` : '') },
    { key: 'estimates', header: 'Devis', numeric: true, sortBy: 'estimatesCount', cell: (row) => count(row.estimatesCount) },
    { key: 'contracts', header: 'Contrats', numeric: true, sortBy: 'contractsCount', cell: (row) => count(row.contractsCount) },
    { key: 'bills', header: 'Factures', numeric: true, sortBy: 'billsCount', cell: (row) => count(row.billsCount) },
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
