/** The agency's messages (spec 001 §7): sending, its boxes, the read state and the unread counters, the 500 characters, deletion. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters } from '../../src/api/contract/dashboard';
import * as messages from '../../src/api/contract/messages';
import { fillPath, type EndpointDef } from '../../src/api/endpoint';
import { MESSAGE_ERRORS } from '../../src/domain/messaging';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;
let paris: string;

const call = (endpoint: EndpointDef, token: string, { params, body, query = '' }: { params?: Record<string, unknown>; body?: unknown; query?: string } = {}) =>
  api.request(endpoint.method, fillPath(endpoint.path, params) + query, { token, ...(body !== undefined ? { body } : {}) });

const unread = async (token = director) => (await call(messages.unreadMessagesCount, token)).body.count as number;
const box = async (body: messages.MessagesFilter) => (await call(messages.searchMyMessages, director, { body })).body.content as messages.Message[];

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
  paris = (await api.login('support@demo.fr')).token;
});
afterAll(() => server.close());

describe("the agency's messages", () => {
  it('sends to a family about a child, in answer to its message: in the sent box and in the family thread, unread by the family', async () => {
    const received = (await box({ box: 'INBOX', pageSize: 100 })).find((m) => m.from.kind === 'FAMILY')!;
    const familyId = received.from.id;
    const children = (await call(messages.familyChildrenForMessages, director, { params: { id: familyId } })).body as messages.MessageChild[];
    expect(children.length).toBe(2);
    const content = 'Bonjour, Léa sera bien gardée mercredi de 8 h à 12 h.';
    const { status, body } = await call(messages.sendMessage, director, { body: { recipientFamily: familyId, childId: children[0]!.id, replyOf: received.id, content } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ content, fromAgency: true, unread: true, type: 'TEXT', recipientFamily: familyId, recipientId: null, childId: children[0]!.id, replyOf: received.id });
    expect(body.to).toMatchObject({ kind: 'FAMILY', id: familyId });
    expect((await box({ box: 'SENT' }))[0]).toMatchObject({ id: body.id, content });
    const thread = (await call(messages.searchFamilyMessages, director, { params: { id: familyId } })).body.content as messages.Message[];
    expect(thread[0]).toMatchObject({ id: body.id, content });
    expect((await box({ box: 'INBOX', pageSize: 500 })).some((m) => m.id === body.id)).toBe(false);
  });

  it('sends to a professional; finds it by a word of its content', async () => {
    const pro = (await box({ box: 'SENT', pageSize: 100 })).find((m) => m.to.kind === 'PRO')!.to;
    const { status, body } = await call(messages.sendMessage, director, { body: { recipientId: pro.id, content: 'Pouvez-vous confirmer vos horaires de vendredi ?' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ recipientId: pro.id, recipientFamily: null, to: { kind: 'PRO', id: pro.id, label: pro.label } });
    expect((await box({ box: 'SENT', text: 'CONFIRMER vos horaires' })).map((m) => m.id)).toEqual([body.id]);
  });

  it('opening a received message marks it read and the unread counts drop, the menu counter with them', async () => {
    const before = await unread();
    expect(before).toBe(12);
    expect((await call(counters, director)).body.unreadMessages).toBe(before);
    const [first] = await box({ box: 'INBOX', unreadOnly: true });
    expect(first!.unread).toBe(true);
    const opened = await call(messages.getMessage, director, { params: { id: first!.id } });
    expect(opened.body).toMatchObject({ id: first!.id, unread: false });
    expect(await unread()).toBe(before - 1);
    expect((await call(counters, director)).body.unreadMessages).toBe(before - 1);
    const [second] = await box({ box: 'INBOX', unreadOnly: true });
    expect((await call(messages.markMessageAsRead, director, { params: { id: second!.id } })).body.unread).toBe(false);
    expect(await unread()).toBe(before - 2);
  });

  it('opening a sent message or a copy leaves it unread: its recipient has not read it', async () => {
    const sent = (await box({ box: 'SENT', unreadOnly: true }))[0]!;
    expect((await call(messages.getMessage, director, { params: { id: sent.id } })).body.unread).toBe(true);
    const copies = (await call(messages.searchCopyMessages, director, { body: {} })).body.content as messages.Message[];
    expect(copies.length).toBe(20);
    expect(copies.every((m) => !('fromAgency' in m) && m.from.kind !== 'AGENCY' && m.to.kind !== 'AGENCY')).toBe(true);
    const oldestFirst = (await call(messages.searchCopyMessages, director, { body: { sort: 'SEND_DATE_ASC' } })).body.content as messages.Message[];
    expect(oldestFirst[0]!.sendDate <= copies[0]!.sendDate).toBe(true);
  });

  it("keeps a family's thread to its direct messages with directOnly (/channels shows them apart)", async () => {
    const [copy] = (await call(messages.searchCopyMessages, director, { body: {} })).body.content as messages.Message[];
    const familyId = (copy!.from.kind === 'FAMILY' ? copy!.from : copy!.to).id;
    const thread = async (query: string) => (await call(messages.searchFamilyMessages, director, { params: { id: familyId }, query })).body.content as messages.Message[];
    const direct = await thread('?directOnly=true&pageSize=100');
    const agency = await thread('?pageSize=100');
    const all = await thread('?includeDirectMessages=true&pageSize=100');
    expect(direct.length).toBe(3);
    expect(direct.every((m) => !('fromAgency' in m))).toBe(true);
    expect(agency.every((m) => 'fromAgency' in m)).toBe(true);
    expect(direct.length + agency.length).toBe(all.length);
  });

  it('refuses 501 characters naming the content, a blank message, no recipient, and another family’s child', async () => {
    const familyId = (await box({ box: 'SENT', pageSize: 100 })).find((m) => m.to.kind === 'FAMILY')!.to.id;
    expect((await call(messages.sendMessage, director, { body: { recipientFamily: familyId, content: 'a'.repeat(500) } })).status).toBe(200);
    const long = await call(messages.sendMessage, director, { body: { recipientFamily: familyId, content: 'a'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({ field: 'content', label: 'Champ « content » : doit contenir au plus 500 caractères' });
    const blank = await call(messages.sendMessage, director, { body: { content: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'content', label: 'Champ obligatoire' }),
        expect.objectContaining({ field: 'recipientFamily', label: MESSAGE_ERRORS.oneRecipient }),
      ]),
    );
    const otherChild = await call(messages.sendMessage, director, { body: { recipientFamily: familyId, childId: 999999, content: 'Bonjour' } });
    expect(otherChild.body.errors).toEqual([expect.objectContaining({ field: 'childId', label: MESSAGE_ERRORS.unknownChild })]);
  });

  it('deletes a message of the agency; another agency gets 404', async () => {
    const [message] = await box({ box: 'SENT' });
    expect((await call(messages.deleteMessage, paris, { params: { id: message!.id } })).status).toBe(404);
    expect((await call(messages.getMessage, paris, { params: { id: message!.id } })).status).toBe(404);
    expect((await call(messages.deleteMessage, director, { params: { id: message!.id } })).status).toBe(204);
    expect((await box({ box: 'SENT' })).some((m) => m.id === message!.id)).toBe(false);
    expect((await call(messages.getMessage, director, { params: { id: message!.id } })).status).toBe(404);
  });
});
