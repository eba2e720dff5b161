/** Support tickets in the sandbox: the agent-only powers call by call, what an ordinary user never receives, the limits, a race on the timeline. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFile } from '../support/files';
import { getTemporaryToken } from '../../src/api/contract/auth';
import * as support from '../../src/api/contract/support';
import { fillPath, type EndpointDef } from '../../src/api/endpoint';
import { SUPPORT_MESSAGES } from '../../src/domain/support/rules';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';
import { TEST_NOW_MS } from '../support/clock';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let agent: string;
let agent2: string;
let user: string;
let colleague: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  agent = (await api.login('agent@demo.fr')).token;
  agent2 = (await api.login('agent2@demo.fr')).token;
  user = (await api.login('support@demo.fr')).token;
  colleague = (await api.login('conseil-paris@demo.fr')).token;
});
afterAll(() => server.close());

const path = (endpoint: EndpointDef, params?: Record<string, unknown>) => fillPath(endpoint.path, params);
const call = (endpoint: EndpointDef, token: string, { params, body }: { params?: Record<string, unknown>; body?: unknown } = {}) =>
  api.request(endpoint.method, path(endpoint, params), { token, ...(body !== undefined ? { body } : {}) });
const b64 = (text: string) => Buffer.from(text).toString('base64');
const form = (extra: Record<string, unknown> = {}) => ({ type: 'DEMAND', title: 'Question sur les exports', description: 'Où trouver le journal ?', ...extra });

async function newTicket(token = user, extra: Record<string, unknown> = {}, files: unknown[] = []) {
  const answer = await call(support.createTicket, token, { body: { supportTicketForm: form(extra), files } });
  expect(answer.status).toBe(200);
  return answer.body as support.Ticket;
}

async function timeline(token: string, id: number) {
  const answer = await call(support.searchEntries, token, { params: { id }, body: {} });
  expect(answer.status).toBe(200);
  return answer.body.content as support.TicketEntry[];
}

describe('who is an agent', () => {
  it('answers the support type of the caller', async () => {
    expect((await call(support.getSupportUser, agent)).body).toEqual({ id: 30, fullName: 'Lucie Garnier', type: 'AGENT' });
    expect((await call(support.getSupportUser, user)).body).toEqual({ id: 32, fullName: 'Élodie Petit', type: 'USER' });
  });
});

describe('the permission matrix, agent against ordinary user', () => {
  let ticket: support.Ticket;
  let other: support.Ticket;
  beforeAll(async () => {
    ticket = await newTicket();
    other = await newTicket(colleague);
  });

  const agentOnly: [string, () => [EndpointDef, { params?: Record<string, unknown>; body?: unknown }]][] = [
    ['status', () => [support.updateTicketStatus, { params: { id: ticket.id }, body: { status: 'IN_PROCESS' } }]],
    ['assignment', () => [support.updateTicketAssignment, { params: { id: ticket.id }, body: { assignment: 31 } }]],
    ['agent priority', () => [support.updateTicketAgentPriority, { params: { id: ticket.id }, body: { agentPriority: 9 } }]],
    ['agents list', () => [support.listAgents, {}]],
    ['link', () => [support.createLink, { params: { id: ticket.id }, body: { supportTicketId: other.id, linkType: 'RELATES' } }]],
    ['tags list', () => [support.listTags, {}]],
    ['new tag', () => [support.createTag, { body: { name: 'Nouvelle étiquette' } }]],
    ['tag on a ticket', () => [support.addTagRef, { params: { id: ticket.id }, body: { tagId: 1 } }]],
    ['models', () => [support.listModels, {}]],
    ['new model', () => [support.createModel, { body: { title: 'Merci', content: '<p>Merci</p>' } }]],
    ['use a model', () => [support.useModel, { params: { id: 1 } }]],
    ['agents-only entry', () => [support.createEntry, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: 'Note', visibility: 'AGENTS' } } }]],
    ['delayed entry', () => [support.createEntry, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: 'Plus tard', publishedDate: new Date(TEST_NOW_MS + 3_600_000).toISOString() } } }]],
    ['agent fields on creation', () => [support.createTicket, { body: { supportTicketForm: form({ agentPriority: 8 }) } }]],
    ['agents-only ticket', () => [support.createTicket, { body: { supportTicketForm: form({ agentPrivacy: true }) } }]],
    ['due date', () => [support.createTicket, { body: { supportTicketForm: form({ dueDate: '2030-01-01' }) } }]],
  ];

  it.each(agentOnly)('%s: 403 for an ordinary user, done for an agent', async (_, make) => {
    const [endpoint, input] = make();
    expect((await call(endpoint, user, input)).status).toBe(403);
    expect((await call(endpoint, agent, input)).status).toBe(200);
  });

  it('tag and link removal: 403 for an ordinary user, done for an agent', async () => {
    const fresh = await call(support.getTicket, agent, { params: { id: ticket.id } });
    const ref = fresh.body.tagRefs[0];
    const link = fresh.body.links[0];
    for (const [endpoint, params] of [[support.deleteTagRef, { id: ticket.id, refId: ref.id }], [support.deleteLink, { id: ticket.id, linkId: link.id }]] as const) {
      expect((await call(endpoint, user, { params })).status).toBe(403);
      expect((await call(endpoint, agent, { params })).status).toBe(204);
    }
  });

  it('both create tickets and public entries, and read their company’s tickets', async () => {
    expect((await call(support.createEntry, user, { body: { supportTicketEntryForm: { supportTicketId: other.id, content: '<p>Moi aussi</p>' } } })).status).toBe(200);
    expect((await call(support.getTicket, user, { params: { id: other.id } })).status).toBe(200);
    expect((await call(support.listAttachments, user, { params: { id: ticket.id } })).status).toBe(200);
  });

  it('only the author agent edits or deletes an entry', async () => {
    const posted = await call(support.createEntry, agent, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Réponse</p>' } } });
    const edit = { params: { id: posted.body.id }, body: { content: '<p>Réponse corrigée</p>' } };
    expect((await call(support.updateEntry, user, edit)).status).toBe(403);
    expect((await call(support.updateEntry, agent2, edit)).status).toBe(403);
    expect((await call(support.updateEntry, agent, edit)).body.content).toBe('<p>Réponse corrigée</p>');
    expect((await call(support.deleteEntry, agent2, { params: { id: posted.body.id } })).status).toBe(403);
    expect((await call(support.deleteEntry, agent, { params: { id: posted.body.id } })).status).toBe(204);
    const deleted = (await timeline(user, ticket.id)).find((e) => e.id === posted.body.id)!;
    expect(deleted.deletedAt).not.toBeNull();
    expect(deleted.content).toBe('');
  });

  it('an ordinary user may not edit their own entry, and no one edits an entry that is no longer the latest', async () => {
    const mine = await call(support.createEntry, user, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Précision</p>' } } });
    expect((await call(support.updateEntry, user, { params: { id: mine.body.id }, body: { content: 'x' } })).status).toBe(403);
    const first = await call(support.createEntry, agent, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Un</p>' } } });
    await call(support.createEntry, agent2, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Deux</p>' } } });
    const late = await call(support.updateEntry, agent, { params: { id: first.body.id }, body: { content: '<p>Un bis</p>' } });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].label).toBe(SUPPORT_MESSAGES.entryNotEditable);
  });

  it('only the author agent deletes a file; everyone who sees the ticket downloads it', async () => {
    const posted = await call(support.createEntry, agent, {
      body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Fichier</p>' }, files: [{ fileName: 'note.txt', mimeType: 'text/plain', contentBase64: b64('bonjour') }] },
    });
    const file = posted.body.attachments[0];
    const { body: tk } = await api.post(getTemporaryToken.path, { maxUsages: 1 }, user);
    const download = await fetch(`${server.url}${path(support.downloadAttachment, { id: file.id })}?tk=${tk.token}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('bonjour');
    expect((await call(support.deleteAttachment, user, { params: { id: file.id } })).status).toBe(403);
    expect((await call(support.deleteAttachment, agent2, { params: { id: file.id } })).status).toBe(403);
    expect((await call(support.deleteAttachment, agent, { params: { id: file.id } })).status).toBe(204);
  });
});

describe('what an ordinary user never receives', () => {
  it('no agents-only entry, no delayed entry, no agent field, no agents-only ticket, in any answer', async () => {
    const ticket = await newTicket();
    await call(support.createEntry, agent, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Entre agents</p>', visibility: 'AGENTS' } } });
    await call(support.createEntry, agent, {
      body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Demain</p>', publishedDate: new Date(TEST_NOW_MS + 86_400_000).toISOString() } },
    });
    await call(support.createEntry, agent, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Pour vous</p>' } } });

    const seen = await timeline(user, ticket.id);
    expect(seen.map((e) => e.content)).toEqual(['<p>Pour vous</p>']);
    expect((await timeline(agent, ticket.id)).map((e) => e.content)).toEqual(['<p>Entre agents</p>', '<p>Pour vous</p>', '<p>Demain</p>']);

    const detail = (await call(support.getTicket, user, { params: { id: ticket.id } })).body;
    const list = (await call(support.searchTickets, user, { body: { pageSize: 500 } })).body;
    for (const answer of [detail, ...list.content]) {
      expect(answer).not.toHaveProperty('agentPriority');
      expect(answer).not.toHaveProperty('dueDate');
      expect(answer).not.toHaveProperty('agentPrivacy');
    }
    expect(detail.nbEntries).toBe(1);
    expect(JSON.stringify(list)).not.toContain('Audit interne'); // the seed's agents-only ticket
    const agentsView = (await call(support.getTicket, agent, { params: { id: ticket.id } })).body;
    expect(agentsView).toMatchObject({ agentPriority: 4, dueDate: null, agentPrivacy: false, nbEntries: 3 });
  });

  it('counts a public answer as unread until the ticket is read', async () => {
    const ticket = await newTicket();
    await call(support.createEntry, agent, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Interne</p>', visibility: 'AGENTS' } } });
    await call(support.createEntry, agent, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Réponse</p>' } } });
    expect((await call(support.getTicket, user, { params: { id: ticket.id } })).body.nbUnreadEntries).toBe(1);
    expect((await timeline(user, ticket.id)).map((e) => e.read)).toEqual([false]);
    expect((await call(support.getTicket, user, { params: { id: ticket.id } })).body.nbUnreadEntries).toBe(0);
    expect((await timeline(user, ticket.id)).map((e) => e.read)).toEqual([true]);
  });

  it('another company’s user does not find the ticket (404)', async () => {
    const own = await newTicket(agent); // an admin agent has no company: their ticket is theirs
    expect((await call(support.getTicket, user, { params: { id: own.id } })).status).toBe(404);
  });
});

describe('agents’ changes leave a changelog', () => {
  it('a status change is a public STATUS_UPDATED entry', async () => {
    const ticket = await newTicket();
    const changed = await call(support.updateTicketStatus, agent, { params: { id: ticket.id }, body: { status: 'PLANNED' } });
    expect(changed.body.status).toBe('PLANNED');
    const seen = await timeline(user, ticket.id);
    expect(seen.map((e) => [e.actionType, e.contentType, e.content])).toEqual([['STATUS_UPDATED', 'CHANGELOG', 'Statut modifié : Nouveau → Planifié']]);
  });

  it('links read from both sides, with their changelog', async () => {
    const a = await newTicket();
    const bTicket = await newTicket();
    const link = await call(support.createLink, agent, { params: { id: a.id }, body: { supportTicketId: bTicket.id, linkType: 'BLOCKS' } });
    expect(link.body).toMatchObject({ linkType: 'BLOCKS', supportTicket1: { id: a.id }, supportTicket2: { id: bTicket.id } });
    const fromB = (await call(support.getTicket, agent, { params: { id: bTicket.id } })).body.links;
    expect(fromB).toMatchObject([{ linkType: 'BLOCKED_BY', supportTicket2: { id: a.id } }]);
    expect((await timeline(agent, a.id)).at(-1)!.actionType).toBe('LINK_CREATED');
  });
});

describe('limits', () => {
  const MB3 = 3 * 1024 * 1024;
  it('refuses a file over 3 MB with the spec’s message and keeps one of exactly 3 MB', async () => {
    const over = await call(support.createTicket, user, {
      body: { supportTicketForm: form(), files: [{ fileName: 'gros.bin', contentBase64: Buffer.alloc(MB3 + 1).toString('base64') }] },
    });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].label).toContain(SUPPORT_MESSAGES.fileTooLarge);
    const exact = await newTicket(user, {}, [{ fileName: 'juste.pdf', contentBase64: Buffer.from(sampleFile('PDF', 'juste.pdf', 'application/pdf', MB3).bytes).toString('base64') }]);
    expect(exact.attachments[0]).toMatchObject({ fileName: 'juste.pdf', length: MB3, mimeType: 'application/pdf' });
    expect(exact.nbAttachments).toBe(1);
  });

  it('refuses texts of 5000 characters or more, accepts 4999', async () => {
    const ticket = await newTicket();
    const tooLong = await call(support.createTicket, user, { body: { supportTicketForm: form({ description: 'x'.repeat(5000) }) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].label).toContain(SUPPORT_MESSAGES.tooLong);
    const entry = (content: string) => call(support.createEntry, user, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content } } });
    expect((await entry('x'.repeat(5000))).body.errors[0].label).toContain(SUPPORT_MESSAGES.tooLong);
    expect((await entry('   ')).body.errors[0].label).toContain(SUPPORT_MESSAGES.entryRequired);
    expect((await entry('x'.repeat(4999))).status).toBe(200);
    expect((await call(support.createTag, agent, { body: { name: 'x'.repeat(101) } })).status).toBe(400);
  });

  it('refuses a publication date before now', async () => {
    const ticket = await newTicket();
    const past = await call(support.createEntry, agent, {
      body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Hier</p>', publishedDate: new Date(TEST_NOW_MS - 86_400_000).toISOString() } },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].label).toBe(SUPPORT_MESSAGES.publicationInPast);
  });
});

describe('a race on the latest entry', () => {
  it('an edit of the latest entry by its author and a new entry by another user end in one consistent timeline', async () => {
    for (let round = 0; round < 5; round++) {
      const ticket = await newTicket();
      const latest = await call(support.createEntry, agent, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Avant</p>' } } });
      const [edit, added] = await Promise.all([
        call(support.updateEntry, agent, { params: { id: latest.body.id }, body: { content: '<p>Après</p>' } }),
        call(support.createEntry, user, { body: { supportTicketEntryForm: { supportTicketId: ticket.id, content: '<p>Nouveau</p>' } } }),
      ]);
      expect(added.status).toBe(200);
      expect([200, 409]).toContain(edit.status);
      const seen = await timeline(agent, ticket.id);
      // Both entries, the new one last; the edit applied exactly when it was accepted.
      expect(seen.map((e) => e.id)).toEqual([latest.body.id, added.body.id]);
      expect(seen[0]!.content).toBe(edit.status === 200 ? '<p>Après</p>' : '<p>Avant</p>');
      expect((await call(support.getTicket, agent, { params: { id: ticket.id } })).body.nbEntries).toBe(2);
    }
  });
});

describe('search', () => {
  it('filters by title (accents aside), status and type, and agents by tag and overdue', async () => {
    const byTitle = (await call(support.searchTickets, user, { body: { titlePattern: 'sepa refuse' } })).body;
    expect(byTitle.content.map((t: support.TicketSummary) => t.title)).toEqual(['Export SEPA refusé par la banque']);
    const resolved = (await call(support.searchTickets, user, { body: { statuses: ['RESOLVED'], types: ['QUESTION'] } })).body;
    expect(resolved.content.every((t: support.TicketSummary) => t.status === 'RESOLVED' && t.type === 'QUESTION')).toBe(true);
    expect(resolved.content.map((t: support.TicketSummary) => t.title)).toEqual(['Comment ajouter un second parent sur une famille ?']);
    expect(resolved.totalElements).toBe(1);
    const overdue = (await call(support.searchTickets, agent, { body: { displayOverdueTickets: true } })).body;
    expect(overdue.content.map((t: support.TicketSummary) => t.title)).toEqual(['Planning : doublon sur une intervention du mercredi']);
    const sorted = (await call(support.searchTickets, agent, { body: { sortProperties: [{ property: 'priority', direction: 'DESC' }], pageSize: 3 } })).body;
    expect(sorted.content.map((t: support.TicketSummary) => t.priority)).toEqual([...sorted.content.map((t: support.TicketSummary) => t.priority)].sort((x, y) => y - x));
  });
});
