/** Customers and prospects: the quick search with its counters, and the details panel. */
import { CUSTOMER_STATUSES } from '../../src/api/contract/customers';
import { isoDate, agencyToday, wallClockNow } from '../dates';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { getWallet } from './billing/wallet';
import { nextEvent } from './planning';
import { matchesPattern, searchPattern } from './search';
import type { CustomerDetails, CustomerSearchResult, CustomerStatus, Page } from './types';

/** The status of spec 001 (the contract's CustomerStatus) of the customer `c`. */
export const STATUS = `CASE WHEN c.prospect = 1 THEN (CASE WHEN c.archived = 1 THEN 'ARCHIVED_PROSPECT' ELSE 'PROSPECT' END)
  ELSE (CASE WHEN c.archived = 1 THEN 'ARCHIVED_CUSTOMER' ELSE 'ACTIVE_CUSTOMER' END) END`;

/** The customer's main family (its first) and the contract in force on @today. */
const FROM = `FROM customers c
  LEFT JOIN families f ON f.id = (SELECT MIN(id) FROM families WHERE customer_id = c.id)
  LEFT JOIN contracts k ON k.id = (SELECT id FROM contracts WHERE customer_id = c.id AND start_date <= @today AND (end_date IS NULL OR end_date >= @today)
    ORDER BY start_date DESC LIMIT 1)`;

export function searchCustomers(
  db: Db,
  agencyId: number,
  filter: { labelPattern?: string | null | undefined; status?: CustomerStatus | null | undefined },
  paging: PageRequest,
  now: number,
): Page<CustomerSearchResult> & { counters: Record<CustomerStatus, number> } {
  const matched = `WITH matched AS (
    SELECT c.id, f.id AS familyId, f.label AS familyName, c.label, ${STATUS} AS status, c.next_exchange_at AS nextExchangeAt,
      k.start_date AS currentContractStartDate, k.end_date AS currentContractEndDate
    ${FROM} WHERE c.agency_id = @agencyId AND ${matchesPattern('c.label', 'f.label', 'c.ref')})`;
  const args = { agencyId, today: isoDate(agencyToday(now)), pattern: searchPattern(filter.labelPattern), status: filter.status ?? null };
  const counts = db.prepare(`${matched} SELECT status, COUNT(*) AS n FROM matched GROUP BY status`).all(args) as { status: CustomerStatus; n: number }[];
  const counters = Object.fromEntries(CUSTOMER_STATUSES.map((status) => [status, counts.find((c) => c.status === status)?.n ?? 0])) as Record<CustomerStatus, number>;
  const kept = 'WHERE @status IS NULL OR status = @status';
  const total = db.prepare(`${matched} SELECT COUNT(*) FROM matched ${kept}`).pluck().get(args) as number;
  const rows = db
    .prepare(`${matched} SELECT * FROM matched ${kept} ORDER BY fold(label), id LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as CustomerSearchResult[];
  return { ...pageOf(rows, total, paging), counters };
}

interface DetailsRow {
  customerId: number;
  ref: string;
  customerName: string;
  type: CustomerDetails['type'];
  status: CustomerStatus;
  source: CustomerDetails['source'];
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  agencyId: number;
  agencyLabel: string;
  lastExchangeAt: string | null;
  nextExchangeAt: string | null;
  contractId: number | null;
  contractNumber: string | null;
  contractStart: string | null;
  contractEnd: string | null;
  weeklyMinutes: number | null;
  prestationTypeId: number | null;
  prestationTypeLabel: string | null;
  stage: CustomerDetails['stage'];
  civility: CustomerDetails['civility'];
  notes: string | null;
  infos: string | null;
  adviserId: number | null;
  adviserFirstName: string | null;
  adviserLastName: string | null;
}

export function getCustomer(db: Db, agencyId: number, id: number, now: number): CustomerDetails | null {
  const row = db
    .prepare(
      `SELECT c.id AS customerId, c.ref, c.label AS customerName, c.type, ${STATUS} AS status, c.source, c.created_at AS createdAt,
         c.contact_first_name AS firstName, c.contact_last_name AS lastName, c.email, c.phone, c.mobile, c.address AS street, c.postcode AS zipCode, c.city,
         a.id AS agencyId, a.label AS agencyLabel, c.last_exchange_at AS lastExchangeAt, c.next_exchange_at AS nextExchangeAt,
         k.id AS contractId, k.number AS contractNumber, k.start_date AS contractStart, k.end_date AS contractEnd, k.weekly_minutes AS weeklyMinutes,
         t.id AS prestationTypeId, t.label AS prestationTypeLabel, c.stage, c.civility, c.notes, c.infos,
         u.id AS adviserId, u.first_name AS adviserFirstName, u.last_name AS adviserLastName
       ${FROM} JOIN agencies a ON a.id = c.agency_id LEFT JOIN prestation_types t ON t.id = k.prestation_type_id LEFT JOIN users u ON u.id = c.adviser_id
       WHERE c.id = @id AND c.agency_id = @agencyId`,
    )
    .get({ id, agencyId, today: isoDate(agencyToday(now)) }) as DetailsRow | undefined;
  if (!row) return null;
  const families = db.prepare('SELECT id, label AS name, caf_number AS cafNumber FROM families WHERE customer_id = ? ORDER BY id').all(id) as {
    id: number; name: string; cafNumber: string | null;
  }[];
  const familyIds = families.map((f) => f.id);
  const children = db
    .prepare('SELECT first_name AS firstName, birth_date AS birthDate FROM children WHERE family_id IN (SELECT value FROM json_each(?)) ORDER BY birth_date')
    .all(JSON.stringify(familyIds)) as { firstName: string; birthDate: string }[];
  const contractsCount = db.prepare('SELECT COUNT(*) FROM contracts WHERE customer_id = ?').pluck().get(id) as number;
  return {
    customerId: row.customerId,
    ref: row.ref,
    customerName: row.customerName,
    type: row.type,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt,
    customerMainContact: { firstName: row.firstName, lastName: row.lastName },
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    address: row.street && row.zipCode && row.city ? { street: row.street, zipCode: row.zipCode, city: row.city } : null,
    agency: { id: row.agencyId, label: row.agencyLabel },
    families: families.map(({ id: familyId, name }) => ({ id: familyId, name })),
    cafNumber: families.find((f) => f.cafNumber)?.cafNumber ?? null,
    childrenCount: children.length,
    activeParentsAccountsCount: db
      .prepare("SELECT COUNT(*) FROM family_parents WHERE family_id IN (SELECT value FROM json_each(?)) AND account_status = 'ACTIVE'")
      .pluck()
      .get(JSON.stringify(familyIds)) as number,
    childrenInfos: children,
    contractsCount,
    currentContract:
      row.contractId === null
        ? null
        : {
            id: row.contractId,
            number: row.contractNumber!,
            startDate: row.contractStart!,
            endDate: row.contractEnd,
            prestationType: { id: row.prestationTypeId!, label: row.prestationTypeLabel! },
            weeklyMinutes: row.weeklyMinutes!,
          },
    lastExchangeAt: row.lastExchangeAt,
    nextExchangeAt: row.nextExchangeAt,
    nextPlanningEvent: familyIds.length ? nextEvent(db, { familyIds }, wallClockNow(now)) : null,
    stage: row.stage,
    civility: row.civility,
    adviser: row.adviserId === null ? null : { id: row.adviserId, firstName: row.adviserFirstName!, lastName: row.adviserLastName! },
    notes: row.notes,
    infos: row.infos,
    estimatesCount: db.prepare('SELECT COUNT(*) FROM estimates WHERE customer_id = ?').pluck().get(id) as number,
    billsCount: db.prepare("SELECT COUNT(*) FROM bills WHERE customer_id = ? AND type = 'BILL'").pluck().get(id) as number,
    lastBills: db
      .prepare(`SELECT id, bill_number AS number, type, month, status, vat_included AS vatIncludedAmount FROM bills WHERE customer_id = ?
        ORDER BY month DESC, id DESC LIMIT 3`)
      .all(id) as CustomerDetails['lastBills'],
    lastEstimates: db
      .prepare(`SELECT id, number, status, vat_included_amount AS vatIncludedAmount, period_start AS periodStartDate, period_end AS periodEndDate
        FROM estimates WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 3`)
      .all(id) as CustomerDetails['lastEstimates'],
    familiesWallets: families.map(({ id: familyId, name }) => ({ family: { id: familyId, name }, currentValue: getWallet(db, familyId).balance })),
  };
}
