/** The sandbox's stand-in for the mobile apps (`POST /sandbox/messages/incoming`): a family's or a professional's message lands unread in its agency's inbox and the counters follow. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../src/api/contract/messages';
import { receiveMessage } from '../../src/api/contract/sandbox';
import { fillPath } from '../../src/api/endpoint';
import { MESSAGE_ERRORS } from '../../src/domain/messaging';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;
let paris: string;

const unread = async (token: string) => (await api.get(messages.unreadMessagesCount.path, token)).body.count as number;
const inbox = async (token: string) => (await api.post(messages.searchMyMessages.path, { box: 'INBOX', pageSize: 100 }, token)).body.content as messages.Message[];

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
  paris = (await api.login('support@demo.fr')).token;
});
afterAll(() => server.close());

describe('incoming messages of the sandbox', () => {
  it("a family's answer to the agency's message is unread in that agency's inbox only, and reading it brings the count back", async () => {
    const sent = await api.post(messages.sendMessage.path, { recipientFamily: (await inbox(director)).find((m) => m.from.kind === 'FAMILY')!.from.id, content: 'Mercredi 8 h – 12 h ?' }, director);
    const familyId = sent.body.recipientFamily as number;
    const [before, parisBefore] = [await unread(director), await unread(paris)];
    const answer = await api.post(receiveMessage.path, { familyId, content: 'Parfait, merci !', replyOf: sent.body.id });
    expect(answer.status).toBe(200);
    expect(await unread(director)).toBe(before + 1);
    expect(await unread(paris)).toBe(parisBefore);
    const received = (await inbox(director))[0]!;
    expect(received).toMatchObject({ id: answer.body.id, content: 'Parfait, merci !', unread: true, fromAgency: false, replyOf: sent.body.id });
    expect(received.from).toMatchObject({ kind: 'FAMILY', id: familyId });
    await api.get(fillPath(messages.getMessage.path, { id: answer.body.id }), director);
    expect(await unread(director)).toBe(before);
  });

  it("a professional writes too; a wrong sender, reply or length answers 4xx naming the field", async () => {
    const pro = (await inbox(director)).find((m) => m.from.kind === 'PRO')!.from.id;
    expect((await api.post(receiveMessage.path, { proId: pro, content: 'Je serai en retard de 10 minutes.' })).status).toBe(200);
    expect((await inbox(director))[0]).toMatchObject({ content: 'Je serai en retard de 10 minutes.', from: { kind: 'PRO', id: pro } });
    const both = await api.post(receiveMessage.path, { proId: pro, familyId: 1, content: 'x' });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].field).toBe('familyId');
    expect((await api.post(receiveMessage.path, { proId: 999_999, content: 'x' })).status).toBe(404);
    expect((await api.post(receiveMessage.path, { proId: pro, content: 'x'.repeat(501) })).status).toBe(400);
    const reply = await api.post(receiveMessage.path, { proId: pro, content: 'x', replyOf: 999_999 });
    expect(reply.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: MESSAGE_ERRORS.unknownReply, field: 'replyOf' }]);
  });
});
