/** Support tickets: search, detail, creation and the agents' changes; links, tags and files hang off them. */
import type { SortProperty, Ticket, TicketLink, TicketSummary } from '../../src/api/contract/support';
import { REVERSE_LINK, type LinkType, type TicketStatus } from '../../src/domain/support/rules';
import { escapeLike, fold } from '../text';
import type { Db } from './db';
import { pageOf, paramsOf, where, type PageRequest } from './paging';
import { entryVisibility, isAgentViewer, ticketVisibility, viewerParams, type SupportViewer } from './supportAccess';
import { attachmentsOfTicket } from './supportFiles';
import type { Page } from './types';

type SortKey = SortProperty['property'];
const SORT_COLUMNS: Record<SortKey, string> = {
  id: 't.id', title: 'fold(t.title)', type: 't.type', status: 't.status', priority: 't.priority', agentPriority: 't.agent_priority',
  createdAt: 't.created_at', updatedAt: 't.updated_at', nbEntries: 'nbEntries',
};
const CLOSED: readonly TicketStatus[] = ['FIXED', 'RESOLVED', 'ABANDONED', 'ARCHIVED'];

function selectTickets(viewer: SupportViewer): string {
  const visible = entryVisibility(viewer);
  return `SELECT t.id, t.title, t.description, t.status, t.type, t.priority, t.agent_priority AS agentPriority, t.due_date AS dueDate,
      t.agent_privacy AS agentPrivacy, t.use_context_data AS useContextData, t.context_data AS contextData, t.created_at AS createdAt,
      t.updated_at AS updatedAt, u.id AS creatorId, u.first_name || ' ' || u.last_name AS creatorName,
      a.id AS assigneeId, a.first_name || ' ' || a.last_name AS assigneeName,
      (SELECT COUNT(*) FROM support_entries e WHERE e.ticket_id = t.id AND e.deleted_at IS NULL AND ${visible}) AS nbEntries,
      (SELECT COUNT(*) FROM support_attachments f LEFT JOIN support_entries e ON e.id = f.entry_id
         WHERE f.ticket_id = t.id AND (f.entry_id IS NULL OR (e.deleted_at IS NULL AND ${visible}))) AS nbAttachments,
      (SELECT COUNT(*) FROM support_entries e WHERE e.ticket_id = t.id AND e.deleted_at IS NULL AND ${visible} AND e.created_by <> @viewerId
         AND NOT EXISTS (SELECT 1 FROM support_entry_reads r WHERE r.entry_id = e.id AND r.user_id = @viewerId)) AS nbUnreadEntries
    FROM support_tickets t JOIN users u ON u.id = t.created_by LEFT JOIN users a ON a.id = t.assignment`;
}

interface TicketRow {
  id: number; title: string; description: string; status: Ticket['status']; type: Ticket['type']; priority: number; agentPriority: number;
  dueDate: string | null; agentPrivacy: number; useContextData: number; contextData: string | null; createdAt: string; updatedAt: string;
  creatorId: number; creatorName: string; assigneeId: number | null; assigneeName: string | null; nbEntries: number; nbAttachments: number; nbUnreadEntries: number;
}

function toSummary(db: Db, row: TicketRow, viewer: SupportViewer): TicketSummary {
  const summary: TicketSummary = {
    id: row.id, title: row.title, description: row.description, status: row.status, type: row.type, priority: row.priority,
    createdBy: { id: row.creatorId, fullName: row.creatorName }, createdAt: row.createdAt, updatedAt: row.updatedAt,
    tagRefs: tagRefsOf(db, row.id), nbEntries: row.nbEntries, nbAttachments: row.nbAttachments, nbUnreadEntries: row.nbUnreadEntries,
    assigment: row.assigneeId === null ? null : { id: row.assigneeId, fullName: row.assigneeName! },
    attachments: attachmentsOfTicket(db, row.id, viewer, { ownOnly: true }),
  };
  // The agent fields never leave the server for a non-agent.
  if (isAgentViewer(viewer)) Object.assign(summary, { agentPriority: row.agentPriority, dueDate: row.dueDate, agentPrivacy: row.agentPrivacy === 1 });
  return summary;
}

export interface TicketFilter {
  titlePattern?: string | null | undefined;
  statuses?: TicketStatus[] | undefined;
  types?: Ticket['type'][] | undefined;
  tagIds?: number[] | undefined;
  displayOverdueTickets?: boolean | undefined;
  sortProperties?: SortProperty[] | undefined;
  assignments?: number[] | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}

const list = (values: readonly (string | number)[]) => values.map((v) => (typeof v === 'number' ? String(Math.trunc(v)) : `'${v.replace(/'/g, "''")}'`)).join(', ');

export function searchTickets(db: Db, viewer: SupportViewer, filter: TicketFilter, paging: PageRequest): Page<TicketSummary> {
  const pattern = filter.titlePattern?.trim();
  const agent = isAgentViewer(viewer);
  const assignments = agent ? (filter.assignments ?? []) : [];
  const clause = where([
    ticketVisibility(viewer),
    Boolean(pattern) && "fold(t.title) LIKE '%' || @pattern || '%' ESCAPE '\\'",
    Boolean(filter.statuses?.length) && `t.status IN (${list(filter.statuses!)})`,
    Boolean(filter.types?.length) && `t.type IN (${list(filter.types!)})`,
    agent && Boolean(filter.tagIds?.length) && `EXISTS (SELECT 1 FROM support_tag_refs r WHERE r.ticket_id = t.id AND r.tag_id IN (${list(filter.tagIds!)}))`,
    agent && filter.displayOverdueTickets === true && `t.due_date < substr(@now, 1, 10) AND t.status NOT IN (${list(CLOSED)})`,
    assignments.length > 0 &&
      `(t.assignment IN (${list(assignments.filter((id) => id > 0).concat(-1))})${assignments.includes(0) ? ' OR t.assignment IS NULL' : ''})`,
    Boolean(filter.startDate) && 'substr(t.created_at, 1, 10) >= @startDate',
    Boolean(filter.endDate) && 'substr(t.created_at, 1, 10) <= @endDate',
  ]);
  const sorts = (filter.sortProperties ?? [])
    .filter(({ property }) => agent || property !== 'agentPriority')
    .map(({ property, direction }) => `${SORT_COLUMNS[property]} ${direction}`);
  const order = [...sorts, 't.updated_at DESC', 't.id DESC'].join(', ');
  const base = `${selectTickets(viewer)} ${clause}`;
  const all = { ...viewerParams(viewer), pattern: escapeLike(fold(pattern ?? '')), startDate: filter.startDate, endDate: filter.endDate };
  const total = db.prepare(`SELECT COUNT(*) FROM support_tickets t JOIN users u ON u.id = t.created_by ${clause}`).pluck().get(paramsOf(clause, all)) as number;
  const sql = `${base} ORDER BY ${order} LIMIT @limit OFFSET @offset`;
  const rows = db.prepare(sql).all({ ...paramsOf(sql, all), limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as TicketRow[];
  return pageOf(rows.map((row) => toSummary(db, row, viewer)), total, paging);
}

/** The ticket if the viewer may see it, else null (the handler answers 404). */
export function getTicket(db: Db, viewer: SupportViewer, id: number): Ticket | null {
  const sql = `${selectTickets(viewer)} WHERE t.id = @id AND ${ticketVisibility(viewer)}`;
  const row = db.prepare(sql).get(paramsOf(sql, { ...viewerParams(viewer), id })) as TicketRow | undefined;
  if (!row) return null;
  return { ...toSummary(db, row, viewer), links: linksOf(db, viewer, id), useContextData: row.useContextData === 1, contextData: row.contextData };
}

export interface NewTicket {
  type: Ticket['type']; title: string; description: string; priority: number; agentPriority: number; dueDate: string | null;
  agentPrivacy: boolean; useContextData: boolean; contextData: string | null;
}

export function insertTicket(db: Db, createdBy: number, ticket: NewTicket, now: string): number {
  return Number(
    db
      .prepare(`INSERT INTO support_tickets (title, description, status, type, priority, agent_priority, due_date, agent_privacy, use_context_data,
        context_data, created_by, assignment, created_at, updated_at) VALUES (@title, @description, 'NEW', @type, @priority, @agentPriority, @dueDate,
        @agentPrivacy, @useContextData, @contextData, @createdBy, NULL, @now, @now)`)
      .run({ ...ticket, agentPrivacy: ticket.agentPrivacy ? 1 : 0, useContextData: ticket.useContextData ? 1 : 0, createdBy, now }).lastInsertRowid,
  );
}

type TicketColumn = 'status' | 'assignment' | 'agent_priority';
export function updateTicketColumn(db: Db, id: number, column: TicketColumn, value: string | number | null, now: string): void {
  db.prepare(`UPDATE support_tickets SET ${column} = ?, updated_at = ? WHERE id = ?`).run(value, now, id);
}

export function touchTicket(db: Db, id: number, now: string): void {
  db.prepare('UPDATE support_tickets SET updated_at = ? WHERE id = ?').run(now, id);
}

// ---- links -----------------------------------------------------------------

interface LinkRow { id: number; ticket1: number; ticket2: number; linkType: LinkType }

/** Links of a ticket read from its side: ticket1 is always this one, linkType its nature from here. Hidden tickets are left out. */
export function linksOf(db: Db, viewer: SupportViewer, ticketId: number): TicketLink[] {
  const rows = db
    .prepare('SELECT id, ticket1_id AS ticket1, ticket2_id AS ticket2, link_type AS linkType FROM support_links WHERE ticket1_id = ? OR ticket2_id = ? ORDER BY id')
    .all(ticketId, ticketId) as LinkRow[];
  return rows.flatMap((row) => {
    const fromHere = row.ticket1 === ticketId;
    const other = linkedTicket(db, viewer, fromHere ? row.ticket2 : row.ticket1);
    const self = linkedTicket(db, viewer, ticketId);
    if (!other || !self) return [];
    return [{ id: row.id, linkType: fromHere ? row.linkType : REVERSE_LINK[row.linkType], supportTicket1: self, supportTicket2: other }];
  });
}

function linkedTicket(db: Db, viewer: SupportViewer, id: number) {
  const sql = `SELECT t.id, t.title, t.status FROM support_tickets t JOIN users u ON u.id = t.created_by WHERE t.id = @id AND ${ticketVisibility(viewer)}`;
  return (db.prepare(sql).get(paramsOf(sql, { ...viewerParams(viewer), id })) as { id: number; title: string; status: TicketStatus } | undefined) ?? null;
}

export function insertLink(db: Db, ticketId: number, targetId: number, linkType: LinkType): number {
  return Number(db.prepare('INSERT INTO support_links (ticket1_id, ticket2_id, link_type) VALUES (?, ?, ?)').run(ticketId, targetId, linkType).lastInsertRowid);
}

/** The link between the ticket and another, deleted; false when the ticket has no such link. */
export function deleteLink(db: Db, ticketId: number, linkId: number): LinkRow | null {
  const row = db
    .prepare('SELECT id, ticket1_id AS ticket1, ticket2_id AS ticket2, link_type AS linkType FROM support_links WHERE id = ? AND (ticket1_id = ? OR ticket2_id = ?)')
    .get(linkId, ticketId, ticketId) as LinkRow | undefined;
  if (!row) return null;
  db.prepare('DELETE FROM support_links WHERE id = ?').run(linkId);
  return row;
}

// ---- tags and models -------------------------------------------------------------

export function tagRefsOf(db: Db, ticketId: number) {
  return db
    .prepare('SELECT r.id, r.tag_id AS tagId, g.name AS tagName FROM support_tag_refs r JOIN support_tags g ON g.id = r.tag_id WHERE r.ticket_id = ? ORDER BY g.name')
    .all(ticketId) as { id: number; tagId: number; tagName: string }[];
}

export const listTags = (db: Db) => db.prepare('SELECT id, name FROM support_tags ORDER BY name COLLATE NOCASE').all() as { id: number; name: string }[];

/** The tag of that name, created when new (names are unique, case aside). */
export function ensureTag(db: Db, name: string): { id: number; name: string } {
  db.prepare('INSERT OR IGNORE INTO support_tags (name) VALUES (?)').run(name.trim());
  return db.prepare('SELECT id, name FROM support_tags WHERE name = ? COLLATE NOCASE').get(name.trim()) as { id: number; name: string };
}

export function addTagRef(db: Db, ticketId: number, tagId: number) {
  if (!db.prepare('SELECT 1 FROM support_tags WHERE id = ?').get(tagId)) return null;
  db.prepare('INSERT OR IGNORE INTO support_tag_refs (ticket_id, tag_id) VALUES (?, ?)').run(ticketId, tagId);
  return tagRefsOf(db, ticketId).find((ref) => ref.tagId === tagId)!;
}

export const deleteTagRef = (db: Db, ticketId: number, refId: number) =>
  db.prepare('DELETE FROM support_tag_refs WHERE id = ? AND ticket_id = ?').run(refId, ticketId).changes === 1;

const MODEL_COLUMNS = 'id, title, content, public, usage_count AS usageCount';
type ModelRow = { id: number; title: string; content: string; public: number; usageCount: number };
const toModel = (row: ModelRow) => ({ ...row, public: row.public === 1 });

export const listModels = (db: Db) => (db.prepare(`SELECT ${MODEL_COLUMNS} FROM support_models ORDER BY usage_count DESC, title`).all() as ModelRow[]).map(toModel);

export function insertModel(db: Db, createdBy: number, model: { title: string; content: string; public: boolean }) {
  const id = db.prepare('INSERT INTO support_models (title, content, public, created_by) VALUES (?, ?, ?, ?)').run(model.title, model.content, model.public ? 1 : 0, createdBy).lastInsertRowid;
  return useModel(db, Number(id), 0)!;
}

export function useModel(db: Db, id: number, increment = 1) {
  db.prepare('UPDATE support_models SET usage_count = usage_count + ? WHERE id = ?').run(increment, id);
  const row = db.prepare(`SELECT ${MODEL_COLUMNS} FROM support_models WHERE id = ?`).get(id) as ModelRow | undefined;
  return row ? toModel(row) : null;
}

/** Agents a ticket can be assigned to. */
export const listAgents = (db: Db) =>
  db.prepare("SELECT id, first_name || ' ' || last_name AS fullName, support_type AS type FROM users WHERE support_type = 'AGENT' ORDER BY last_name").all() as {
    id: number; fullName: string; type: 'AGENT';
  }[];
