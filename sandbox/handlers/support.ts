/**
 * Support tickets (spec 002 §6, §7.1). Every agent-only power answers 403 to a non-agent here,
 * whatever the portal shows; what a non-agent may read is decided in store/supportAccess.ts.
 */
import * as support from '../../src/api/contract/support';
import { canEditEntry, LINK_TYPE_LABELS, publicationDateError, SUPPORT_MESSAGES, TICKET_STATUS_LABELS, type EntryAction } from '../../src/domain/support/rules';
import { forbidden, httpError, notFound, parametersError, unauthenticated } from '../http/errors';
import type { Db } from '../store/db';
import { isAgentViewer, supportViewer, type SupportViewer } from '../store/supportAccess';
import * as entries from '../store/supportEntries';
import * as files from '../store/supportFiles';
import * as tickets from '../store/supportTickets';
import { consumeTokenUse, findSession, type Session } from '../store/tokens';
import { found } from './scope';
import { handlersFor, type DbAndClock } from './types';

function viewerOf({ db, clock }: DbAndClock, session: Session): SupportViewer {
  return supportViewer(db, session.user.id, clock.iso());
}

function agentOf(app: DbAndClock, session: Session): SupportViewer {
  const viewer = viewerOf(app, session);
  if (!isAgentViewer(viewer)) throw forbidden();
  return viewer;
}

const ticketFor = (db: Db, viewer: SupportViewer, id: number) => found(tickets.getTicket(db, viewer, id));

/** A changelog entry of the agent's change, public, published now; the ticket's update date moves with it. */
function logChange(db: Db, viewer: SupportViewer, ticketId: number, actionType: EntryAction, content: string): void {
  entries.insertEntry(db, { ticketId, content, publishedAt: viewer.now, visibility: null, actionType, createdBy: viewer.id });
  tickets.touchTicket(db, ticketId, viewer.now);
}

/** An entry the viewer may see, and whether they may change it (403 for anyone but its author agent, 409 once it is no longer editable). */
function editableEntry(db: Db, viewer: SupportViewer, id: number) {
  const entry = found(entries.getEntry(db, id));
  ticketFor(db, viewer, entry.supportTicketId);
  if (!isAgentViewer(viewer) && (entry.visibility !== null || entry.publishedAt > viewer.now)) throw notFound();
  if (!isAgentViewer(viewer) || entry.createdBy !== viewer.id || entry.contentType !== 'COMMENT') throw forbidden();
  if (!canEditEntry(entry, entries.timelineFacts(db, entry.supportTicketId), viewer, Date.parse(viewer.now))) {
    throw httpError(409, 'ENTRY_NOT_EDITABLE', SUPPORT_MESSAGES.entryNotEditable);
  }
  return entry;
}

function checkPublication(publishedDate: string | null | undefined, viewer: SupportViewer): string {
  const error = publicationDateError(publishedDate, Date.parse(viewer.now));
  if (error) throw parametersError(error, 'publishedDate');
  return publishedDate ? new Date(publishedDate).toISOString() : viewer.now;
}

const linkLabel = (type: support.TicketLink['linkType'], target: { id: number; title: string }) => `${LINK_TYPE_LABELS[type]} #${target.id} « ${target.title} »`;

export const supportHandlers = handlersFor(support, {
  getSupportUser: ({ session, app }) => {
    const { id, fullName, type } = viewerOf(app, session);
    return { id, fullName, type };
  },

  listAgents: ({ session, app }) => {
    agentOf(app, session);
    return tickets.listAgents(app.db);
  },

  searchTickets: ({ body, session, app }) => tickets.searchTickets(app.db, viewerOf(app, session), body, body),

  getTicket: ({ params, session, app }) => ticketFor(app.db, viewerOf(app, session), params.id),

  createTicket: ({ body, session, app }) => {
    const viewer = viewerOf(app, session);
    const form = body.supportTicketForm;
    const agentFields = form.agentPriority !== undefined || Boolean(form.dueDate) || form.agentPrivacy === true;
    if (agentFields && !isAgentViewer(viewer)) throw forbidden();
    const id = tickets.insertTicket(app.db, viewer.id, {
      type: form.type, title: form.title, description: form.description, priority: form.priority, agentPriority: form.agentPriority ?? form.priority,
      dueDate: form.dueDate ?? null, agentPrivacy: form.agentPrivacy === true, useContextData: form.useContextData,
      contextData: form.useContextData ? (form.contextData ?? null) : null,
    }, viewer.now);
    files.insertAttachments(app.db, { ticketId: id, entryId: null }, body.files, viewer.id, viewer.now);
    return ticketFor(app.db, viewer, id);
  },

  updateTicketStatus: ({ params, body, session, app }) => {
    const viewer = agentOf(app, session);
    const ticket = ticketFor(app.db, viewer, params.id);
    if (ticket.status !== body.status) {
      tickets.updateTicketColumn(app.db, ticket.id, 'status', body.status, viewer.now);
      logChange(app.db, viewer, ticket.id, 'STATUS_UPDATED', `Statut modifié : ${TICKET_STATUS_LABELS[ticket.status]} → ${TICKET_STATUS_LABELS[body.status]}`);
    }
    return ticketFor(app.db, viewer, ticket.id);
  },

  updateTicketAssignment: ({ params, body, session, app }) => {
    const viewer = agentOf(app, session);
    const ticket = ticketFor(app.db, viewer, params.id);
    const agent = body.assignment === null ? null : tickets.listAgents(app.db).find((a) => a.id === body.assignment);
    if (agent === undefined) throw parametersError("L'assignation doit désigner un agent du support", 'assignment');
    if ((ticket.assigment?.id ?? null) !== body.assignment) {
      tickets.updateTicketColumn(app.db, ticket.id, 'assignment', body.assignment, viewer.now);
      logChange(app.db, viewer, ticket.id, 'ASSIGMENT_UPDATED', `Ticket assigné à ${agent ? agent.fullName : "l'équipe support"}`);
    }
    return ticketFor(app.db, viewer, ticket.id);
  },

  updateTicketAgentPriority: ({ params, body, session, app }) => {
    const viewer = agentOf(app, session);
    ticketFor(app.db, viewer, params.id);
    tickets.updateTicketColumn(app.db, params.id, 'agent_priority', body.agentPriority, viewer.now);
    return ticketFor(app.db, viewer, params.id);
  },

  searchEntries: ({ params, body, session, app }) => {
    const viewer = viewerOf(app, session);
    ticketFor(app.db, viewer, params.id);
    return entries.searchEntries(app.db, viewer, params.id, body);
  },

  createEntry: ({ body, session, app }) => {
    const viewer = viewerOf(app, session);
    const form = body.supportTicketEntryForm;
    ticketFor(app.db, viewer, form.supportTicketId);
    const delayed = Boolean(form.publishedDate) && Date.parse(form.publishedDate!) > Date.parse(viewer.now);
    if ((form.visibility !== null || delayed) && !isAgentViewer(viewer)) throw forbidden();
    const publishedAt = checkPublication(form.publishedDate, viewer);
    const id = entries.insertEntry(app.db, {
      ticketId: form.supportTicketId, content: form.content, publishedAt, visibility: form.visibility, actionType: 'COMMENT', createdBy: viewer.id,
    });
    files.insertAttachments(app.db, { ticketId: form.supportTicketId, entryId: id }, body.files, viewer.id, viewer.now);
    tickets.touchTicket(app.db, form.supportTicketId, viewer.now);
    return entries.getEntry(app.db, id)!;
  },

  updateEntry: ({ params, body, session, app }) => {
    const viewer = viewerOf(app, session);
    const entry = editableEntry(app.db, viewer, params.id);
    const publishedAt = body.publishedDate === undefined ? entry.publishedAt : checkPublication(body.publishedDate, viewer);
    // The author may set agents-only visibility only while the entry has none (002 §4).
    const visibility = entry.visibility ?? body.visibility ?? null;
    entries.updateEntry(app.db, entry.id, { content: body.content, publishedAt, visibility });
    tickets.touchTicket(app.db, entry.supportTicketId, viewer.now);
    return entries.getEntry(app.db, entry.id)!;
  },

  deleteEntry: ({ params, session, app }) => {
    const viewer = viewerOf(app, session);
    const entry = editableEntry(app.db, viewer, params.id);
    entries.deleteEntry(app.db, entry, viewer.now);
    tickets.touchTicket(app.db, entry.supportTicketId, viewer.now);
  },

  listAttachments: ({ params, session, app }) => {
    const viewer = viewerOf(app, session);
    ticketFor(app.db, viewer, params.id);
    return files.attachmentsOfTicket(app.db, params.id, viewer);
  },

  downloadAttachment: ({ params, query, app }) => {
    const session = findSession(app.db, query.tk, ['TEMPORARY'], app.clock.now());
    if (!session || !consumeTokenUse(app.db, query.tk)) throw unauthenticated();
    const viewer = viewerOf(app, session);
    const file = found(files.getAttachment(app.db, params.id));
    // The same rule as the list: the viewer must see the ticket and, for an entry's file, the entry.
    found(files.attachmentsOfTicket(app.db, file.ticketId, viewer).some((a) => a.id === file.id) && tickets.getTicket(app.db, viewer, file.ticketId));
    return { name: file.name, mimeType: file.mimeType, bytes: file.bytes, inline: query.inline === 'true' };
  },

  deleteAttachment: ({ params, session, app }) => {
    const viewer = viewerOf(app, session);
    const file = found(files.getAttachment(app.db, params.id));
    ticketFor(app.db, viewer, file.ticketId);
    if (!isAgentViewer(viewer) || file.createdBy !== viewer.id) throw forbidden();
    files.deleteAttachment(app.db, file.id);
    tickets.touchTicket(app.db, file.ticketId, viewer.now);
  },

  createLink: ({ params, body, session, app }) => {
    const viewer = agentOf(app, session);
    ticketFor(app.db, viewer, params.id);
    const target = ticketFor(app.db, viewer, body.supportTicketId);
    if (target.id === params.id) throw parametersError('Un ticket ne peut pas être lié à lui-même', 'supportTicketId');
    const linkId = tickets.insertLink(app.db, params.id, target.id, body.linkType);
    logChange(app.db, viewer, params.id, 'LINK_CREATED', `Lien ajouté : ${linkLabel(body.linkType, target)}`);
    return tickets.linksOf(app.db, viewer, params.id).find((link) => link.id === linkId)!;
  },

  deleteLink: ({ params, session, app }) => {
    const viewer = agentOf(app, session);
    ticketFor(app.db, viewer, params.id);
    const link = tickets.linksOf(app.db, viewer, params.id).find((l) => l.id === params.linkId);
    found(link && tickets.deleteLink(app.db, params.id, params.linkId));
    logChange(app.db, viewer, params.id, 'LINK_DELETED', `Lien supprimé : ${linkLabel(link!.linkType, link!.supportTicket2)}`);
  },

  listModels: ({ session, app }) => {
    agentOf(app, session);
    return tickets.listModels(app.db);
  },

  createModel: ({ body, session, app }) => tickets.insertModel(app.db, agentOf(app, session).id, body),

  useModel: ({ params, session, app }) => {
    agentOf(app, session);
    return found(tickets.useModel(app.db, params.id));
  },

  listTags: ({ session, app }) => {
    agentOf(app, session);
    return tickets.listTags(app.db);
  },

  createTag: ({ body, session, app }) => {
    agentOf(app, session);
    return tickets.ensureTag(app.db, body.name);
  },

  addTagRef: ({ params, body, session, app }) => {
    const viewer = agentOf(app, session);
    ticketFor(app.db, viewer, params.id);
    const ref = found(tickets.addTagRef(app.db, params.id, body.tagId));
    tickets.touchTicket(app.db, params.id, viewer.now);
    return ref;
  },

  deleteTagRef: ({ params, session, app }) => {
    const viewer = agentOf(app, session);
    ticketFor(app.db, viewer, params.id);
    if (!tickets.deleteTagRef(app.db, params.id, params.refId)) throw notFound();
    tickets.touchTicket(app.db, params.id, viewer.now);
  },
});
