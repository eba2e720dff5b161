/**
 * Billing demo data for Lyon (€) and Geneva (CHF): price grids and the bills of the two
 * previous months in every status, computed by the sandbox's own engine from the seed's
 * planning (planning.ts; cancelled events left out); payments, credit notes, fees, a wallet and fiscal attestations.
 *
 * - Month before last: every bill validated and sent; most paid (cheque, transfer, debit,
 *   CESU…), one paid in part, one chased (UNPAID), one cancelled by a full credit note and
 *   billed again, one with a partial credit note.
 * - Last month: the statuses in turn (PAID, EMITTED, UNPAID, READY, NUMBERED, VALIDATED,
 *   DRAFT, PREPARING, a bill locked for a missing grid price…), a partial credit note, drafts
 *   to validate.
 * - The current month from the 15th: drafts (the bills screen opens on it).
 * Dates are derived from the seed's day, so the data is the same for the same day.
 */
import { AGENCY } from './organisation';
import { addDays, isoDate } from '../dates';
import { notCancelled } from '../store/eventCancellations';
import { addPayment, refreshBill, createCreditNote, createDraft, creditableLines, logBill, markSent, validateBill, billRow, type BillRow } from '../store/billing/bills';
import { addMissingItems } from '../store/billing/priceGrids';
import { upsertAttestation, familiesWithCountedPayments } from '../store/billing/fiscalAttestations';
import { addOperation, setInitialValue, syncWalletDebit } from '../store/billing/wallet';
import { splitVat } from '../../src/domain/billing/money';
import type { PaymentType } from '../../src/domain/billing/labels';
import type { Db } from '../store/db';

const SYSTEM = 'Facturation automatique';

/** VAT-included cents per hour by prestation type code, for each agency's default grid. */
const RATES: Record<number, { base: number; perKm: number; label: string }> = {
  [AGENCY.lyon]: { base: 2490, perKm: 45, label: 'Grille standard' },
  [AGENCY.geneve]: { base: 3650, perKm: 70, label: 'Tarifs Genève' },
};
const TYPE_EXTRA: Record<string, number> = { CHILDCARE_BILINGUAL: 350, CHILDCARE_TUTORING: 250, CHILDCARE_UNDER_THREE: 150, CHILDCARE_FIVE_CHILDREN_AND_MORE: 600, SPECIAL: 450 };

function monthOf(today: Date, offset: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
  return isoDate(date).slice(0, 7);
}

/** A wall-clock instant of the seed: day + hours, ISO in UTC. */
const at = (day: string, hour: number, minute = 0) => `${day}T${String(hour).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

function seedGrids(db: Db, agencyId: number, createdAt: string): void {
  const rate = RATES[agencyId]!;
  const gridId = Number(
    db
      .prepare(
        `INSERT INTO price_grids (agency_id, customer_id, label, formula_id, valid_from, valid_to, per_km_cents, night_increase_percent, sunday_increase_percent, holiday_increase_percent, created_at)
         VALUES (?, NULL, ?, (SELECT id FROM price_grid_formulas WHERE agency_id = ? AND code = 'HOURLY'), '2024-01-01', NULL, ?, 25, 25, 100, ?)`,
      )
      .run(agencyId, rate.label, agencyId, rate.perKm, createdAt).lastInsertRowid,
  );
  addMissingItems(db, agencyId, gridId);
  db.prepare(
    `UPDATE price_grid_items SET hourly_rate = ? + COALESCE((SELECT CASE p.type ${Object.entries(TYPE_EXTRA).map(([type, extra]) => `WHEN '${type}' THEN ${extra}`).join(' ')} ELSE 0 END
     FROM prestation_types p WHERE p.id = price_grid_items.prestation_type_id), 0) WHERE grid_id = ?`,
  ).run(rate.base, gridId);
  db.prepare('INSERT INTO price_grid_changelogs (grid_id, at, author, description) VALUES (?, ?, ?, ?)').run(gridId, createdAt, SYSTEM, 'Grille créée');
}

/** Families billed: those with a contract in force on the day. */
function contractFamiliesOn(db: Db, agencyId: number, day: string): number[] {
  return db
    .prepare('SELECT DISTINCT family_id FROM contracts WHERE agency_id = ? AND family_id IS NOT NULL AND start_date <= ? AND (end_date IS NULL OR end_date >= ?) ORDER BY family_id')
    .pluck()
    .all(agencyId, day, day) as number[];
}

/** A grid for one customer that lacks the price of its family's prestation type: its bill of the month is locked. */
function lockOneCustomer(db: Db, agencyId: number, familyId: number, month: string, createdAt: string): void {
  const customerId = db.prepare('SELECT customer_id FROM families WHERE id = ?').pluck().get(familyId) as number;
  const [first, last] = [`${month}-01`, isoDate(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)))];
  const gridId = Number(
    db
      .prepare(
        `INSERT INTO price_grids (agency_id, customer_id, label, formula_id, valid_from, valid_to, per_km_cents, night_increase_percent, sunday_increase_percent, holiday_increase_percent, created_at)
         VALUES (?, ?, 'Tarif négocié (à compléter)', NULL, ?, ?, 0, 25, 25, 100, ?)`,
      )
      .run(agencyId, customerId, first, last, createdAt).lastInsertRowid,
  );
  addMissingItems(db, agencyId, gridId);
  // Every price but the one of the family's own prestation.
  db.prepare('UPDATE price_grid_items SET hourly_rate = 2600 WHERE grid_id = ? AND prestation_type_id NOT IN (SELECT prestation_type_id FROM contracts WHERE family_id = ?)').run(gridId, familyId);
}

interface Seeded {
  bill: BillRow;
  day: string;
}

const PAID_WITH: readonly PaymentType[] = ['CHECK', 'TRANSFER', 'DEBIT', 'CB', 'CESU', 'TRANSFER', 'DEBIT', 'MONEY'];

function pay(db: Db, bill: BillRow, amount: number, type: PaymentType, day: string, checked: boolean): void {
  const id = addPayment(db, bill.agencyId, { billId: bill.id, type, amount, date: day, paid: true, checked, comment: null }, at(day, 10));
  syncWalletDebit(db, id);
  db.prepare('UPDATE bills SET payment_type = COALESCE(payment_type, ?) WHERE id = ?').run(type, bill.id);
  logBill(db, bill.id, SYSTEM, 'Paiement enregistré', at(day, 10));
}

/** Drafts for every billed family of the month, in label order (so numbers follow customers). */
function draftsOfMonth(db: Db, agencyId: number, month: string, createdAt: string): number[] {
  const families = db
    .prepare(
      `SELECT DISTINCT f.id, f.customer_id AS customerId FROM planning_events e JOIN families f ON f.id = e.family_id
       WHERE e.agency_id = ? AND e.day LIKE ? AND f.customer_id IS NOT NULL AND ${notCancelled('e')} ORDER BY fold(f.label), f.id`,
    )
    .all(agencyId, `${month}-%`) as { id: number; customerId: number }[];
  return families.map((f) => {
    const id = createDraft(db, agencyId, f.id, f.customerId, month, createdAt);
    logBill(db, id, SYSTEM, 'Facture préparée', createdAt);
    return id;
  });
}

function validateAndSend(db: Db, agencyId: number, id: number, day: string, minute: number, send: boolean): BillRow | null {
  const bill = billRow(db, agencyId, id)!;
  if (bill.status !== 'DRAFT') return null;
  const number = validateBill(db, bill, at(day, 9, minute));
  logBill(db, id, SYSTEM, `Facture validée sous le numéro ${number}`, at(day, 9, minute));
  if (send) {
    markSent(db, id, at(day, 11, minute));
    logBill(db, id, SYSTEM, 'Envoyée au client', at(day, 11, minute));
  }
  return billRow(db, agencyId, id);
}

function creditNote(db: Db, bill: BillRow, share: number | null, day: string): void {
  const lines = creditableLines(db, bill.id).filter((l) => l.creditable > 0);
  const credited = share === null ? lines.map(({ creditable, ...l }) => ({ ...l, amount: creditable })) : lines.slice(0, 1).map(({ creditable, ...l }) => ({ ...l, amount: Math.max(1, Math.round(creditable * share)) }));
  if (!credited.length) return;
  createCreditNote(db, billRow(db, bill.agencyId, bill.id)!, credited, share === null ? 'Annulation : erreur de saisie des heures' : 'Geste commercial : heures non effectuées', at(day, 15));
}

function seedMonthBeforeLast(db: Db, agencyId: number, month: string, billingDay: string, paymentDay: string): void {
  const ids = draftsOfMonth(db, agencyId, month, at(billingDay, 6));
  const bills = ids.map((id, i) => validateAndSend(db, agencyId, id, billingDay, i, true)).filter((b): b is BillRow => b !== null);
  bills.forEach((bill, i) => {
    if (i === 1) return creditNote(db, bill, null, paymentDay); // cancelled…
    if (i === 2) return pay(db, bill, Math.floor(bill.remaining / 2), 'CHECK', paymentDay, true); // paid in part
    if (i === 3) {
      db.prepare("UPDATE bills SET status = 'UNPAID', dunning_count = 1 WHERE id = ?").run(bill.id);
      return logBill(db, bill.id, SYSTEM, 'Relance envoyée', at(paymentDay, 9));
    }
    if (i === 4) creditNote(db, bill, 0.2, paymentDay);
    const current = billRow(db, agencyId, bill.id)!;
    if (current.remaining > 0) pay(db, current, current.remaining, PAID_WITH[i % PAID_WITH.length]!, paymentDay, i % 3 !== 0);
  });
  // …and billed again.
  const cancelled = bills[1];
  if (cancelled?.familyId) {
    const again = createDraft(db, agencyId, cancelled.familyId, cancelled.customerId, month, at(paymentDay, 16));
    logBill(db, again, SYSTEM, 'Refacturation après avoir', at(paymentDay, 16));
  }
}

/** Last month: the statuses in turn, then drafts; index 0 is always a draft the browser test validates. */
const LAST_MONTH_PLAN = ['DRAFT', 'PAID', 'EMITTED', 'UNPAID', 'READY', 'NUMBERED', 'VALIDATED', 'PREPARING', 'PAID_CREDITED', 'EMITTED_PART_PAID', 'DRAFT_ADJUSTED', 'DRAFT'] as const;

function seedLastMonth(db: Db, agencyId: number, month: string, billingDay: string, paymentDay: string, lockedFamily: number | null): void {
  const ids = draftsOfMonth(db, agencyId, month, at(billingDay, 6));
  ids.forEach((id, i) => {
    const plan = LAST_MONTH_PLAN[i % LAST_MONTH_PLAN.length]!;
    const row = billRow(db, agencyId, id)!;
    if (row.familyId === lockedFamily || row.status !== 'DRAFT') return;
    if (plan === 'DRAFT') return;
    if (plan === 'PREPARING') return void db.prepare("UPDATE bills SET status = 'PREPARING' WHERE id = ?").run(id);
    if (plan === 'DRAFT_ADJUSTED') {
      const split = splitVat(-1500, row.vatRate);
      db.prepare('INSERT INTO bill_adjustments (bill_id, label, vat_included, vat_excluded, vat) VALUES (?, ?, ?, ?, ?)').run(id, 'Remise fidélité', split.vatIncluded, split.vatExcluded, split.vat);
      db.prepare("UPDATE bills SET comments = 'Remise accordée par la directrice' WHERE id = ?").run(id);
      return refreshBill(db, id);
    }
    const bill = validateAndSend(db, agencyId, id, billingDay, i, ['PAID', 'EMITTED', 'UNPAID', 'PAID_CREDITED', 'EMITTED_PART_PAID'].includes(plan))!;
    if (plan === 'NUMBERED' || plan === 'VALIDATED') return void db.prepare('UPDATE bills SET status = ? WHERE id = ?').run(plan, id);
    if (plan === 'UNPAID') return void db.prepare("UPDATE bills SET status = 'UNPAID', dunning_count = 1 WHERE id = ?").run(id);
    if (plan === 'PAID_CREDITED') creditNote(db, bill, 0.1, paymentDay);
    const current = billRow(db, agencyId, id)!;
    if (plan === 'PAID' || plan === 'PAID_CREDITED') pay(db, current, current.remaining, i % 2 ? 'DEBIT' : 'TRANSFER', paymentDay, true);
    if (plan === 'EMITTED_PART_PAID') pay(db, current, Math.floor(current.remaining / 3), 'CHECK', paymentDay, false);
  });
}

function seedWalletAndFees(db: Db, agencyId: number, month: string, day: string): void {
  const families = db.prepare('SELECT DISTINCT family_id FROM bills WHERE agency_id = ? AND month = ? AND family_id IS NOT NULL ORDER BY family_id LIMIT 3').pluck().all(agencyId, month) as number[];
  const [walletFamily, feeFamily] = families;
  if (walletFamily) {
    setInitialValue(db, walletFamily, { initialValue: 20000, initialDurationValue: 600, initialValueComment: 'Reprise du solde de l\'ancien logiciel' });
    addOperation(db, walletFamily, { operationDate: day, label: 'Prépaiement par virement', relevantValue: 50000, durationValue: null, kind: 'PRE_PAYMENT' });
    addOperation(db, walletFamily, { operationDate: day, label: 'Heures prépayées (pack 10 h)', relevantValue: 0, durationValue: 600, kind: 'DURATIONS' });
  }
  if (feeFamily) {
    const insert = db.prepare('INSERT INTO fees (agency_id, family_id, label, vat_included, vat_excluded, vat) VALUES (?, ?, ?, ?, ?, ?)');
    for (const [label, cents] of [['Frais de dossier', 4500], ['Frais de déplacement exceptionnel', 1250]] as const) {
      const split = splitVat(cents, 'REDUIT_10_0');
      insert.run(agencyId, feeFamily, label, split.vatIncluded, split.vatExcluded, split.vat);
    }
  }
}

export function seedBilling(db: Db, today: Date): void {
  // A custom attribute of bills for the Lyon and Paris client (a company's purchase order number).
  db.prepare("INSERT INTO custom_attributes (client_id, name, label, type, target) VALUES (1, 'bonDeCommande', 'N° de bon de commande', 'TEXT', 'BILL')").run();
  db.prepare('UPDATE families SET travel_km_tenths = (id * 37) % 120 + 20').run();
  db.prepare('UPDATE agencies SET christmas_increase = 1, may_day_increase = 1 WHERE id = ?').run(AGENCY.lyon);
  const lastMonth = monthOf(today, -1);
  const monthBeforeLast = monthOf(today, -2);
  const thisMonth = monthOf(today, 0);
  const gridDay = `${monthOf(today, -24)}-01`;
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve]) {
    seedGrids(db, agencyId, at(gridDay, 9));
    const lockedFamily = agencyId === AGENCY.lyon ? (contractFamiliesOn(db, agencyId, `${lastMonth}-15`).at(-1) ?? null) : null;
    if (lockedFamily) lockOneCustomer(db, agencyId, lockedFamily, lastMonth, at(gridDay, 9));
    seedMonthBeforeLast(db, agencyId, monthBeforeLast, `${lastMonth}-03`, `${lastMonth}-12`);
    seedLastMonth(db, agencyId, lastMonth, `${thisMonth}-03`, isoDate(addDays(today, -1)) < `${thisMonth}-10` ? isoDate(addDays(today, -1)) : `${thisMonth}-10`, lockedFamily);
    if (today.getUTCDate() >= 15) draftsOfMonth(db, agencyId, thisMonth, at(isoDate(today), 6));
    seedWalletAndFees(db, agencyId, lastMonth, `${lastMonth}-05`);
    const year = today.getUTCFullYear();
    for (const familyId of familiesWithCountedPayments(db, agencyId, year)) upsertAttestation(db, agencyId, familyId, year, at(isoDate(today), 7));
  }
}
