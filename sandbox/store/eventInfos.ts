/** What professionals record on planning events (src/domain/planning/cancellations.ts `EVENT_INFO_TYPES`), read and deleted by the agency. */
import type { EventInfoType } from '../../src/domain/planning/cancellations';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import type { Page } from './types';

interface InfoRow {
  id: number;
  eventId: number;
  type: EventInfoType;
  content: string;
  createdAt: string;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  day: string;
  startTime: string;
  endTime: string;
  familyId: number;
  familyName: string;
  userId: number;
  userFirstName: string;
  userLastName: string;
}

export interface EventInfo {
  id: number;
  eventId: number;
  type: EventInfoType;
  content: string;
  author: { id: number; firstName: string; lastName: string } | null;
  createdAt: string;
  event: { day: string; startTime: string; endTime: string; family: { id: number; name: string }; user: { id: number; firstName: string; lastName: string } };
}

const FROM = `FROM planning_event_infos i JOIN planning_events p ON p.id = i.event_id JOIN families f ON f.id = p.family_id
  JOIN employees u ON u.id = p.employee_id LEFT JOIN employees a ON a.id = i.author_id`;
const SELECT = `SELECT i.id, i.event_id AS eventId, i.type, i.content, i.created_at AS createdAt, a.id AS authorId, a.first_name AS authorFirstName,
  a.last_name AS authorLastName, p.day, p.start_time AS startTime, p.end_time AS endTime, f.id AS familyId, f.label AS familyName,
  u.id AS userId, u.first_name AS userFirstName, u.last_name AS userLastName ${FROM}`;

const toInfo = (row: InfoRow): EventInfo => ({
  id: row.id,
  eventId: row.eventId,
  type: row.type,
  content: row.content,
  author: row.authorId === null ? null : { id: row.authorId, firstName: row.authorFirstName!, lastName: row.authorLastName! },
  createdAt: row.createdAt,
  event: {
    day: row.day,
    startTime: row.startTime,
    endTime: row.endTime,
    family: { id: row.familyId, name: row.familyName },
    user: { id: row.userId, firstName: row.userFirstName, lastName: row.userLastName },
  },
});

/** The agency's infos, latest first, optionally of one type. */
export function searchEventInfos(db: Db, agencyId: number, type: EventInfoType | null, paging: PageRequest): Page<EventInfo> {
  const where = 'WHERE p.agency_id = @agencyId AND (@type IS NULL OR i.type = @type)';
  const total = db.prepare(`SELECT COUNT(*) ${FROM} ${where}`).pluck().get({ agencyId, type }) as number;
  const rows = db
    .prepare(`${SELECT} ${where} ORDER BY i.created_at DESC, i.id DESC LIMIT @limit OFFSET @offset`)
    .all({ agencyId, type, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as InfoRow[];
  return pageOf(rows.map(toInfo), total, paging);
}

/** An event's infos, oldest first, of one type or all. */
export function infosOfEvent(db: Db, eventId: number, type: EventInfoType | null): EventInfo[] {
  const rows = db.prepare(`${SELECT} WHERE i.event_id = @eventId AND (@type IS NULL OR i.type = @type) ORDER BY i.created_at, i.id`).all({ eventId, type }) as InfoRow[];
  return rows.map(toInfo);
}

/** Deletes an info of the event; false when the event has no such info. */
export function deleteEventInfo(db: Db, eventId: number, infoId: number): boolean {
  return db.prepare('DELETE FROM planning_event_infos WHERE id = ? AND event_id = ?').run(infoId, eventId).changes > 0;
}
