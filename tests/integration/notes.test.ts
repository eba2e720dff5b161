/** Notes in the sandbox: the agency's notes, reminders in every status, acknowledge and cancel, archive, bulk pinning. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notes from '../../src/api/contract/notes';
import { fillPath, type EndpointDef } from '../../src/api/endpoint';
import { NOTE_MESSAGES } from '../../src/domain/notes';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';
import { TEST_NOW_MS } from '../support/clock';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;
let paris: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
  paris = (await api.login('support@demo.fr')).token;
});
afterAll(() => server.close());

const call = (endpoint: EndpointDef, token: string, { params, body, query = '' }: { params?: Record<string, unknown>; body?: unknown; query?: string } = {}) =>
  api.request(endpoint.method, fillPath(endpoint.path, params) + query, { token, ...(body !== undefined ? { body } : {}) });
const search = async (token: string, body: Record<string, unknown> = {}) => (await call(notes.searchNotes, token, { body: { pageSize: 100, ...body } })).body;

async function someFamily(token: string): Promise<number> {
  const { body } = await call(notes.searchNotes, token, { body: { pageSize: 100 } });
  return body.content.find((n: notes.Note) => n.familyId)!.familyId;
}

describe('notes', () => {
  it('lists the agency’s notes with reminders in every status, archived ones apart', async () => {
    const page = await search(director);
    const statuses = new Set(page.content.map((n: notes.Note) => n.reminderStatus));
    expect(statuses).toEqual(new Set([null, 'SCHEDULED', 'RESTARTED', 'OUTDATED']));
    expect(page.content.every((n: notes.Note) => !n.archived)).toBe(true);
    expect((await search(director, { archived: true })).content).toHaveLength(1);
    const outdated = await search(director, { reminderStatuses: ['OUTDATED'] });
    expect(outdated.content.every((n: notes.Note) => n.reminderStatus === 'OUTDATED' && Date.parse(n.reminderDate!) < TEST_NOW_MS)).toBe(true);
    const pinned = await search(director, { bookmarkStatuses: ['ON_SCOPE'] });
    expect(pinned.totalElements).toBe(4);
    // Paris sees its own notes only.
    const ids = new Set(page.content.map((n: notes.Note) => n.id));
    expect((await search(paris)).content.some((n: notes.Note) => ids.has(n.id))).toBe(false);
  });

  it('creates with the default colour, edits (a new reminder restarts), searches the text, deletes', async () => {
    const familyId = await someFamily(director);
    const soon = new Date(TEST_NOW_MS + 86_400_000).toISOString();
    const created = await call(notes.createNote, director, { body: { content: '<p>Appeler l’école</p>', familyId, reminderDate: soon } });
    expect(created.body).toMatchObject({ color: '#ffffa5', reminderStatus: 'SCHEDULED', familyId, bookmarkStatuses: [] });
    const later = new Date(TEST_NOW_MS + 2 * 86_400_000).toISOString();
    const edited = await call(notes.updateNote, director, { params: { id: created.body.id }, body: { content: '<p>Appeler l’école (bis)</p>', familyId, reminderDate: later, color: '#caffbf' } });
    expect(edited.body).toMatchObject({ reminderStatus: 'RESTARTED', color: '#caffbf' });
    expect((await search(director, { contentPattern: 'ECOLE (bis' })).content.map((n: notes.Note) => n.id)).toEqual([created.body.id]);
    expect((await call(notes.deleteNote, director, { params: { id: created.body.id } })).status).toBe(204);
    expect((await call(notes.getNote, director, { params: { id: created.body.id } })).status).toBe(404);
  });

  it('acknowledges an outdated reminder, cancels one to come, refuses the other way round', async () => {
    const [outdated] = (await search(director, { reminderStatuses: ['OUTDATED'] })).content;
    const [scheduled] = (await search(director, { reminderStatuses: ['SCHEDULED'] })).content;
    const early = await call(notes.acknowledgeReminder, director, { params: { id: scheduled.id } });
    expect(early.status).toBe(400);
    expect(early.body.errors[0].label).toBe(NOTE_MESSAGES.reminderNotDue);
    expect((await call(notes.acknowledgeReminder, director, { params: { id: outdated.id } })).body).toMatchObject({ reminderStatus: null, reminderDate: null });
    expect((await call(notes.cancelReminder, director, { params: { id: scheduled.id } })).body).toMatchObject({ reminderStatus: null });
    expect((await call(notes.cancelReminder, director, { params: { id: scheduled.id } })).status).toBe(400);
  });

  it('archives and restores; pins and unpins in bulk, all or none', async () => {
    const [first, second] = (await search(director, { bookmarkStatuses: [] })).content.filter((n: notes.Note) => !n.bookmarkStatuses.length);
    expect((await call(notes.archiveNote, director, { params: { id: first.id } })).body.archived).toBe(true);
    expect((await call(notes.archiveNote, director, { params: { id: first.id }, query: '?archive=false' })).body.archived).toBe(false);
    const pinned = await call(notes.updateBookmarkStatus, director, { body: { noteIds: [first.id, second.id], bookmarkStatus: 'ON_SCOPE' } });
    expect(pinned.body.map((n: notes.Note) => n.bookmarkStatuses)).toEqual([['ON_SCOPE'], ['ON_SCOPE']]);
    const parisNote = (await search(paris)).content[0];
    expect((await call(notes.updateBookmarkStatus, director, { body: { noteIds: [first.id, parisNote.id], bookmarkStatus: null } })).status).toBe(404);
    expect((await call(notes.getNote, director, { params: { id: first.id } })).body.bookmarkStatuses).toEqual(['ON_SCOPE']);
  });

  it('refuses a note about nobody, a reminder in the past and another agency’s family', async () => {
    const none = await call(notes.createNote, director, { body: { content: 'x' } });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].label).toContain(NOTE_MESSAGES.targetRequired);
    const familyId = await someFamily(director);
    const past = await call(notes.createNote, director, { body: { content: 'x', familyId, reminderDate: '2020-01-01T09:00:00Z' } });
    expect(past.body.errors[0].label).toBe(NOTE_MESSAGES.reminderInPast);
    expect((await call(notes.createNote, paris, { body: { content: 'x', familyId } })).status).toBe(404);
  });
});
