/**
 * Opening a discussion marks what it shows read in one call (issue 34 §1, `PUT /private/messages/markAsRead`): only the
 * messages written to the agency change, the counter follows; another agency's messages are refused (404) and left
 * unread; a message to a professional of another agency is refused (400 naming her).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../src/api/contract/messages';
import { fillPath, type EndpointDef } from '../../src/api/endpoint';
import { MESSAGE_ERRORS } from '../../src/domain/messaging';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let lyon: string;
let paris: string;

const call = (endpoint: EndpointDef, token: string, { params, body }: { params?: Record<string, unknown>; body?: unknown } = {}) =>
  api.request(endpoint.method, fillPath(endpoint.path, params), { token, ...(body !== undefined ? { body } : {}) });
const unread = async (token: string) => (await call(messages.unreadMessagesCount, token)).body.count as number;
const inbox = async (token: string) => (await call(messages.searchMyMessages, token, { body: { box: 'INBOX', pageSize: 500 } })).body.content as messages.Message[];
const family = async (token: string, id: number) => (await api.request('GET', `${fillPath(messages.searchFamilyMessages.path, { id })}?pageSize=100`, { token })).body.content as messages.Message[];

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  lyon = (await api.login('directrice@demo.fr')).token;
  paris = (await api.login('support@demo.fr')).token;
});
afterAll(() => server.close());

describe('marking a discussion read', () => {
  it("marks the shown messages written to the agency, in one call; the agency's own stay unread by their recipient", async () => {
    const received = (await inbox(lyon)).find((m) => m.unread && m.from.kind === 'FAMILY')!;
    const shown = await family(lyon, received.from.id);
    const toAgency = shown.filter((m) => m.unread && m.fromAgency === false).map((m) => m.id);
    const fromAgency = shown.filter((m) => m.unread && m.fromAgency === true).map((m) => m.id);
    const before = await unread(lyon);
    const { status, body } = await call(messages.markMessagesRead, lyon, { body: { ids: shown.map((m) => m.id) } });
    expect(status).toBe(200);
    expect(body).toEqual({ marked: toAgency.length, unreadCount: before - toAgency.length });
    expect(toAgency.length).toBeGreaterThan(0);
    expect(await unread(lyon)).toBe(before - toAgency.length);
    const after = new Map((await family(lyon, received.from.id)).map((m) => [m.id, m.unread]));
    expect(toAgency.map((id) => after.get(id))).toEqual(toAgency.map(() => false));
    expect(fromAgency.map((id) => after.get(id))).toEqual(fromAgency.map(() => true));
  });

  it("refuses another agency's messages (404) and leaves them unread", async () => {
    const lyonUnread = (await inbox(lyon)).filter((m) => m.unread).map((m) => m.id);
    const before = await unread(paris);
    const { status } = await call(messages.markMessagesRead, paris, { body: { ids: lyonUnread.slice(0, 3) } });
    expect(status).toBe(404);
    expect((await inbox(lyon)).filter((m) => lyonUnread.slice(0, 3).includes(m.id)).map((m) => m.unread)).toEqual([true, true, true]);
    expect(await unread(paris)).toBe(before);
    // One of its own beside them changes nothing either.
    const own = (await inbox(paris)).find((m) => m.unread)!;
    expect((await call(messages.markMessagesRead, paris, { body: { ids: [own.id, lyonUnread[0]] } })).status).toBe(404);
    expect((await inbox(paris)).find((m) => m.id === own.id)!.unread).toBe(true);
  });

  it('refuses a bad body with its errors list', async () => {
    const { status, body } = await call(messages.markMessagesRead, lyon, { body: { ids: [] } });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: expect.any(String), label: expect.any(String) });
  });

  it("refuses to write to a professional of another agency, naming the field", async () => {
    const lyonPro = (await call(messages.searchMyMessages, lyon, { body: { box: 'SENT', pageSize: 100 } })).body.content.find((m: messages.Message) => m.to.kind === 'PRO').to;
    const { status, body } = await call(messages.sendMessage, paris, { body: { recipientId: lyonPro.id, content: 'Bonjour' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'recipientId', label: MESSAGE_ERRORS.unknownPro })]);
  });
});
