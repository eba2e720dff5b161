/** The agency's events (spec 001 §7 events/*): search unread first, unread count, read state, deletion. */
import type { AgencyEvent } from '../../src/api/contract/agencyEvents';
import type { AgencyEventResource, AgencyEventState, AgencyEventType } from '../../src/domain/agencyEvents';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import type { Page } from './types';

interface EventRow {
  id: number;
  type: AgencyEventType;
  state: AgencyEventState;
  resourceData: string;
  createdAt: string;
}

const toEvent = (row: EventRow): AgencyEvent => ({ id: row.id, type: row.type, state: row.state, createdAt: row.createdAt, resourceData: JSON.parse(row.resourceData) as AgencyEvent['resourceData'] });

export function searchAgencyEvents(db: Db, agencyId: number, filter: { types?: readonly AgencyEventType[] | undefined; state?: AgencyEventState | undefined }, paging: PageRequest): Page<AgencyEvent> {
  const types = filter.types ?? [];
  const clause = [
    'WHERE agency_id = @agencyId',
    types.length ? `AND type IN (${types.map((_, i) => `@type${i}`).join(', ')})` : '',
    filter.state ? 'AND state = @state' : '',
  ].join(' ');
  const args: Record<string, unknown> = { agencyId, ...Object.fromEntries(types.map((type, i) => [`type${i}`, type])), ...(filter.state ? { state: filter.state } : {}) };
  const total = db.prepare(`SELECT COUNT(*) FROM agency_events ${clause}`).pluck().get(args) as number;
  const rows = db
    .prepare(
      `SELECT id, type, state, resource_data AS resourceData, created_at AS createdAt FROM agency_events ${clause}
       ORDER BY state = 'READ', created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...args, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as EventRow[];
  return pageOf(rows.map(toEvent), total, paging);
}

export function countUnreadAgencyEvents(db: Db, agencyId: number): number {
  return db.prepare("SELECT COUNT(*) FROM agency_events WHERE agency_id = ? AND state = 'UNREAD'").pluck().get(agencyId) as number;
}

/** Whether every id is an event of the agency (the changes apply to all or none). */
export function allOfAgency(db: Db, agencyId: number, ids: readonly number[]): boolean {
  const unique = [...new Set(ids)];
  const found = db.prepare(`SELECT COUNT(*) FROM agency_events WHERE agency_id = ? AND id IN (${unique.map(() => '?').join(', ')})`).pluck().get(agencyId, ...unique) as number;
  return found === unique.length;
}

export function setAgencyEventsState(db: Db, agencyId: number, ids: readonly number[], state: AgencyEventState): void {
  db.prepare(`UPDATE agency_events SET state = ? WHERE agency_id = ? AND id IN (${ids.map(() => '?').join(', ')})`).run(state, agencyId, ...ids);
}

export function deleteAgencyEvents(db: Db, agencyId: number, ids: readonly number[]): void {
  db.prepare(`DELETE FROM agency_events WHERE agency_id = ? AND id IN (${ids.map(() => '?').join(', ')})`).run(agencyId, ...ids);
}

export function insertAgencyEvent(db: Db, agencyId: number, event: { type: AgencyEventType; state: AgencyEventState; resourceData: AgencyEventResource; createdAt: string }): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO agency_events (agency_id, type, state, resource_data, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(agencyId, event.type, event.state, JSON.stringify(event.resourceData), event.createdAt);
  return Number(lastInsertRowid);
}
