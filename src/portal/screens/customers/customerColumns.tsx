/** The columns of the customers and prospects lists (spec 001 §2: reference, name, contact, type, source, phone, e-mail, city, counts, next exchange, created). */
import type { CustomerListItem } from '../../../api/contract/customers';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_TYPE_LABELS, PROSPECT_STAGE_LABELS } from '../../../domain/customers/labels';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import { contactColumns, countCell, exchangeColumns } from '../../kit/listCells';
import type { Column } from '../../ui/Table';
import type { CustomersListKind } from './customersList';

/**
 * The columns shown until the user chooses (« Colonnes »): what fits the record's width at
 * 1440 px beside the host page's and the portal's menus (about 880 px) without a side scroll.
 * The counts, the reference of a prospect, type, source, adviser and dates are one tick away.
 */
export const DEFAULT_COLUMNS: Record<CustomersListKind, readonly string[]> = {
  customers: ['ref', 'name', 'phone', 'email', 'city', 'nextExchange'],
  prospects: ['name', 'stage', 'phone', 'email', 'city', 'nextExchange'],
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
    { key: 'contact', header: 'Contact', cell: (row) => `${row.customerMainContact.firstName} ${row.customerMainContact.lastName}` },
    { key: 'stage', header: 'Étape', sortBy: 'stage', cell: (row) => (row.stage ? PROSPECT_STAGE_LABELS[row.stage] : '') },
    { key: 'type', header: 'Type', nowrap: true, sortBy: 'type', cell: (row) => CUSTOMER_TYPE_LABELS[row.type] },
    { key: 'source', header: 'Source', sortBy: 'source', cell: (row) => (row.source ? CUSTOMER_SOURCE_LABELS[row.source] : '') },
    ...contactColumns<CustomerListItem>((row) => ({ mobile: row.mobile, phone: row.phone })),
    { key: 'adviser', header: 'Conseiller', cell: (row) => (row.adviser ? `${row.adviser.firstName} ${row.adviser.lastName}` : '') },
    { key: 'estimates', header: 'Devis', numeric: true, sortBy: 'estimatesCount', cell: (row) => countCell(row.estimatesCount) },
    { key: 'contracts', header: 'Contrats', numeric: true, sortBy: 'contractsCount', cell: (row) => countCell(row.contractsCount) },
    { key: 'bills', header: 'Factures', numeric: true, sortBy: 'billsCount', cell: (row) => countCell(row.billsCount) },
    ...exchangeColumns<CustomerListItem>(now),
  ];
}
