/** The customers and prospects lists (v2 search, spec 001 §7): the attributes of CUSTOMER_ATTRIBUTE_KINDS over the customers table. */
import { CUSTOMER_ATTRIBUTE_KINDS, type CustomerAttribute, type CustomerListItem, type CustomersV2Filter } from '../../src/api/contract/customers';
import type { SortDirection } from '../../src/api/contract/searchV2';
import { STATUS } from './customers';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { v2Distribution, v2Ids, v2Stats, type V2Resource } from './searchV2';
import type { Page } from './types';

/** The counts of a customer `c`: estimates, contracts, bills (credit notes aside), children of its families. */
const COUNTS = {
  estimatesCount: '(SELECT COUNT(*) FROM estimates e WHERE e.customer_id = c.id)',
  contractsCount: '(SELECT COUNT(*) FROM contracts k WHERE k.customer_id = c.id)',
  billsCount: "(SELECT COUNT(*) FROM bills b WHERE b.customer_id = c.id AND b.type = 'BILL')",
  childrenCount: '(SELECT COUNT(*) FROM children ch JOIN families f ON f.id = ch.family_id WHERE f.customer_id = c.id)',
} as const;

export const CUSTOMERS_V2: V2Resource<CustomerAttribute> = {
  kinds: CUSTOMER_ATTRIBUTE_KINDS,
  expressions: {
    ref: 'c.ref', customerName: 'c.label', contactFirstName: 'c.contact_first_name', contactLastName: 'c.contact_last_name', email: 'c.email',
    phone: 'c.phone', mobile: 'c.mobile', city: 'c.city', zipCode: 'c.postcode',
    status: `(${STATUS})`, type: 'c.type', source: 'c.source', stage: 'c.stage', adviserId: 'c.adviser_id',
    ...COUNTS,
    createdAt: 'c.created_at', nextExchangeAt: 'c.next_exchange_at', lastExchangeAt: 'c.last_exchange_at',
  },
  from: 'FROM customers c',
  scope: 'c.agency_id = @scope',
  id: 'c.id',
  // One text per row (one fold instead of seven over 10,000 customers); line breaks keep a match inside one field.
  textColumns: [
    "c.label || char(10) || c.contact_first_name || ' ' || c.contact_last_name || char(10) || c.ref || char(10) || coalesce(c.email, '') || char(10) || coalesce(c.city, '')",
  ],
  defaultSort: { attribute: 'customerName', direction: 'ASC' },
};

export interface CustomersV2Query {
  text?: string | null | undefined;
  filters: CustomersV2Filter[];
  sort?: { attribute: CustomerAttribute; direction: SortDirection } | null | undefined;
}

interface ListRow extends Omit<CustomerListItem, 'customerMainContact' | 'familyIds' | 'adviser'> {
  firstName: string;
  lastName: string;
  adviserId: number | null;
  adviserFirstName: string | null;
  adviserLastName: string | null;
}

/** The list's rows of these customers, in the order of `ids`. */
export function customerListItems(db: Db, ids: number[]): CustomerListItem[] {
  if (!ids.length) return [];
  const json = JSON.stringify(ids);
  const rows = db
    .prepare(
      `SELECT c.id AS customerId, c.ref, c.label AS customerName, c.contact_first_name AS firstName, c.contact_last_name AS lastName, c.type, ${STATUS} AS status,
         c.stage, c.source, c.phone, c.mobile, c.email, c.postcode AS zipCode, c.city, ${Object.entries(COUNTS).map(([name, sql]) => `${sql} AS ${name}`).join(', ')},
         u.id AS adviserId, u.first_name AS adviserFirstName, u.last_name AS adviserLastName,
         c.created_at AS createdAt, c.last_exchange_at AS lastExchangeAt, c.next_exchange_at AS nextExchangeAt
       FROM customers c LEFT JOIN users u ON u.id = c.adviser_id WHERE c.id IN (SELECT value FROM json_each(?))`,
    )
    .all(json) as ListRow[];
  const families = new Map<number, number[]>();
  for (const f of db.prepare('SELECT customer_id AS customerId, id FROM families WHERE customer_id IN (SELECT value FROM json_each(?)) ORDER BY id').all(json) as {
    customerId: number; id: number;
  }[]) {
    families.set(f.customerId, [...(families.get(f.customerId) ?? []), f.id]);
  }
  const byId = new Map(
    rows.map(({ firstName, lastName, adviserId, adviserFirstName, adviserLastName, ...row }) => [
      row.customerId,
      {
        ...row,
        customerMainContact: { firstName, lastName },
        familyIds: families.get(row.customerId) ?? [],
        adviser: adviserId === null ? null : { id: adviserId, firstName: adviserFirstName!, lastName: adviserLastName! },
      } satisfies CustomerListItem,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function searchCustomersV2(db: Db, agencyId: number, query: CustomersV2Query, paging: PageRequest): Page<CustomerListItem> {
  const { ids, total } = v2Ids(db, CUSTOMERS_V2, query, agencyId, paging);
  return pageOf(customerListItems(db, ids), total, paging);
}

/** The rows of an export: the requested page, or every match (at most 100,000). */
export function customersToExport(db: Db, agencyId: number, query: CustomersV2Query, paging: PageRequest | null): CustomerListItem[] {
  return customerListItems(db, v2Ids(db, CUSTOMERS_V2, query, agencyId, paging).ids);
}

export const customersV2Distribution = (db: Db, agencyId: number, query: CustomersV2Query & { attribute: CustomerAttribute }) =>
  v2Distribution(db, CUSTOMERS_V2, query, agencyId);

export const customersV2Stats = (db: Db, agencyId: number, query: CustomersV2Query & { attribute: CustomerAttribute }) =>
  v2Stats(db, CUSTOMERS_V2, query, agencyId);
