/**
 * The agencies' events of the last week (spec 001 §3 Notification), on their real families,
 * professionals, prospects and estimates: the last day's mostly unread (a message, childcare
 * requests, a signed estimate, an outdated note reminder…), the older ones read. A fixed
 * script, no random draw: the other seeders draw the same as before.
 */
import type { AgencyEventResource, AgencyEventType } from '../../src/domain/agencyEvents';
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { insertAgencyEvent } from '../store/agencyEvents';
import { AGENCY } from './organisation';

interface Ref {
  id: number;
  name: string;
}

interface Refs {
  families: Ref[];
  pros: Ref[];
  candidates: Ref[];
  prospects: Ref[];
  estimates: { id: number; customerId: number; customerName: string }[];
  note: { id: number; familyId: number | null; proId: number | null } | undefined;
  today: Date;
}

interface Scripted {
  hoursAgo: number;
  unread: boolean;
  type: AgencyEventType;
  /** Null when the agency has nothing to say it about: the event is left out. */
  resource: (refs: Refs) => AgencyEventResource | null;
}

// The family's label already reads « Famille Muller »: taken as it is.
const family = (ref: Ref | undefined) => (ref ? { familyId: ref.id, familyName: ref.name } : null);
const pro = (ref: Ref | undefined) => (ref ? { proId: ref.id, proName: ref.name } : null);
const both = (a: AgencyEventResource | null, b: AgencyEventResource | null): AgencyEventResource | null => (a && b ? { ...a, ...b } : null);
const day = (refs: Refs, days: number) => isoDate(addDays(refs.today, days));
const lastMonth = (refs: Refs) => isoDate(new Date(Date.UTC(refs.today.getUTCFullYear(), refs.today.getUTCMonth() - 1, 1))).slice(0, 7);
const estimate = (refs: Refs, i: number) => {
  const e = refs.estimates[i];
  return e ? { customerId: e.customerId, customerName: e.customerName, estimateId: e.id } : null;
};

const SCRIPT: readonly Scripted[] = [
  { hoursAgo: 1, unread: true, type: 'NEW_MESSAGE', resource: (r) => both(family(r.families[0]), { text: 'Bonjour, notre fils sera absent vendredi matin (rendez-vous médical).' }) },
  { hoursAgo: 3, unread: true, type: 'NEW_CHILDCARE_REQUEST', resource: (r) => both(family(r.families[1]), { requestType: 'CREATION', requestState: 'PENDING', day: day(r, 3) }) },
  { hoursAgo: 5, unread: true, type: 'NEW_CHILDCARE_REQUEST', resource: (r) => both(family(r.families[2]), { requestType: 'CANCELATION', requestState: 'PENDING', day: day(r, 1) }) },
  { hoursAgo: 9, unread: true, type: 'NOTEBOOK_PICTURE_ADDED', resource: (r) => both(family(r.families[0]), pro(r.pros[0])) },
  { hoursAgo: 20, unread: true, type: 'SIGN_PROCEDURE_SIGNED', resource: (r) => estimate(r, 0) },
  { hoursAgo: 26, unread: true, type: 'NOTE_REMINDER_OUTDATED', resource: (r) => (r.note ? { noteId: r.note.id, familyId: r.note.familyId, proId: r.note.proId } : null) },
  { hoursAgo: 30, unread: true, type: 'TIMESHEET_VALIDATION_CANCELED', resource: (r) => both(both(family(r.families[0]), pro(r.pros[0])), { month: lastMonth(r) }) },
  { hoursAgo: 40, unread: true, type: 'EXTERNAL_CONTACT_CREATION', resource: (r) => (r.prospects[0] ? { contactType: 'PROSPECTS', customerId: r.prospects[0].id, customerName: r.prospects[0].name } : null) },
  { hoursAgo: 50, unread: false, type: 'PROSPECTING_REMINDER_TRIGGER', resource: (r) => (r.prospects[1] ? { customerId: r.prospects[1].id, customerName: r.prospects[1].name } : null) },
  { hoursAgo: 52, unread: false, type: 'NEW_CHILDCARE_REQUEST', resource: (r) => both(family(r.families[3]), { requestType: 'MODIFICATION', requestState: 'ACCEPTED', day: day(r, 2) }) },
  { hoursAgo: 70, unread: false, type: 'UPDATED_POST_COMMENT', resource: (r) => both(pro(r.pros[1]), { postTitle: 'Atelier peinture du mercredi' }) },
  { hoursAgo: 74, unread: false, type: 'NEW_POST', resource: (r) => both(pro(r.pros[1]), { postTitle: 'Atelier peinture du mercredi' }) },
  { hoursAgo: 80, unread: false, type: 'SIGN_PROCEDURE_REFUSED', resource: (r) => estimate(r, 1) },
  { hoursAgo: 96, unread: false, type: 'PAYE_END_OF_CONTRACT_VALIDATED', resource: (r) => pro(r.pros[2]) },
  { hoursAgo: 100, unread: false, type: 'NEW_SUPPORT_MESSAGE', resource: () => ({ text: 'Le support a répondu à votre ticket « Export CAF du mois ».' }) },
  { hoursAgo: 120, unread: false, type: 'GLOBAL_CHILDCARE_MESSAGE', resource: () => ({ text: 'Webinaire du réseau jeudi à 14h : les nouveautés du CMG au 1er janvier.' }) },
  { hoursAgo: 124, unread: false, type: 'EXTERNAL_CONTACT_CREATION', resource: (r) => (r.candidates[0] ? { contactType: 'CANDIDATES', ...pro(r.candidates[0]) } : null) },
  { hoursAgo: 140, unread: false, type: 'TIMESHEET_REVALIDATED_AFTER_BILL_VALIDATION', resource: (r) => both(both(family(r.families[1]), pro(r.pros[1])), { month: lastMonth(r) }) },
  { hoursAgo: 150, unread: false, type: 'SIGN_PROCEDURE_EXPIRED', resource: (r) => estimate(r, 2) },
];

function refsOf(db: Db, agencyId: number, today: Date): Refs {
  const refs = (sql: string) => db.prepare(sql).all(agencyId) as Ref[];
  return {
    families: refs('SELECT id, label AS name FROM families WHERE agency_id = ? AND prospect = 0 ORDER BY id LIMIT 4'),
    pros: refs("SELECT id, first_name || ' ' || last_name AS name FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT 3"),
    candidates: refs("SELECT id, first_name || ' ' || last_name AS name FROM employees WHERE agency_id = ? AND status = 'CANDIDATE' ORDER BY id LIMIT 1"),
    prospects: refs('SELECT id, label AS name FROM customers WHERE agency_id = ? AND prospect = 1 AND archived = 0 ORDER BY id LIMIT 2'),
    estimates: db
      .prepare('SELECT e.id, c.id AS customerId, c.label AS customerName FROM estimates e JOIN customers c ON c.id = e.customer_id WHERE e.agency_id = ? ORDER BY e.id LIMIT 3')
      .all(agencyId) as Refs['estimates'],
    note: db
      .prepare('SELECT id, family_id AS familyId, pro_id AS proId FROM notes WHERE agency_id = ? AND archived = 0 AND reminder_date < ? ORDER BY id LIMIT 1')
      .get(agencyId, today.toISOString()) as Refs['note'],
    today,
  };
}

export function seedAgencyEvents(db: Db, today: Date): void {
  // Counted back from 9:00 on the seed's day, so that the first is this morning's.
  const morning = today.getTime() + 9 * 3_600_000;
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const refs = refsOf(db, agencyId, today);
    for (const { hoursAgo, unread, type, resource } of SCRIPT) {
      const resourceData = resource(refs);
      if (!resourceData) continue;
      insertAgencyEvent(db, agencyId, { type, state: unread ? 'UNREAD' : 'READ', resourceData, createdAt: new Date(morning - hoursAgo * 3_600_000).toISOString() });
    }
  }
}
