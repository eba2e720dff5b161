/**
 * The public pages over real HTTP (src/api/contract/publicPages.ts): a share token opens its
 * document without a session once it exists, never another agency's document, and stops at
 * its expiry; the drop page checks a file's size and type and tells the agency of each file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFile } from '../support/files';
import { ApiClient, type ApiError } from '../../src/api/client';
import { searchAgencyEvents } from '../../src/api/contract/agencyEvents';
import { createShare, downloadSharedDocument, getDropPage, getSharedDocument, uploadToDrop } from '../../src/api/contract/publicPages';
import { agencyEventLink } from '../../src/domain/agencyEvents';
import { PUBLIC_MESSAGES } from '../../src/domain/publicDocuments';
import { DEMO_DROPS, DEMO_EXPIRED_SHARE_TOKEN, DEMO_SHARE_TOKEN } from '../../sandbox/seed/publicPages';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let lyon: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startSandbox();
  lyon = await loggedInClient(server.url, 'directrice@demo.fr');
  visitor = new ApiClient({ baseUrl: server.url, clientContext: { browserName: 'vitest', browserVersion: '4', appVersion: '1.0.0', app: 'CLI' } });
});
afterAll(() => server.close());

const db = () => server.sandbox.db;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const pdf = (name: string) => ({ fileName: name, mimeType: 'application/pdf', bytes: new TextEncoder().encode(`%PDF-1.4 ${name}`) });
const mediaOf = (agencyId: number, name: string) =>
  Number(db().prepare('INSERT INTO medias (agency_id, file_name, mime_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)').run(agencyId, name, 'application/pdf', Buffer.from(`%PDF-1.4 ${name}`), '2026-01-01T00:00:00.000Z').lastInsertRowid);

describe('a share token', () => {
  it('opens nothing before the share exists, then the document without a session', async () => {
    const mediaId = mediaOf(1, 'planning-famille.pdf');
    const share = await lyon.call(createShare, { body: { mediaId } });
    db().prepare('DELETE FROM shares WHERE token = ?').run(share.token);
    const before = await failureOf(visitor.call(getSharedDocument, { params: { shareToken: share.token } }));
    expect([before?.status, before?.code, before?.message]).toEqual([404, 'SHARE_NOT_FOUND', PUBLIC_MESSAGES.shareNotFound]);

    const again = await lyon.call(createShare, { body: { mediaId, days: 7 } });
    expect(again.fileName).toBe('planning-famille.pdf');
    const document = await visitor.call(getSharedDocument, { params: { shareToken: again.token } });
    expect(document).toMatchObject({ fileName: 'planning-famille.pdf', mimeType: 'application/pdf', agencyName: 'Agence Lyon Presqu\'île', size: '%PDF-1.4 planning-famille.pdf'.length });
    const response = await fetch(visitor.publicUrl(downloadSharedDocument, { params: { shareToken: again.token } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('planning-famille.pdf');
    expect(await response.text()).toBe('%PDF-1.4 planning-famille.pdf');
  });

  it("is never made for another agency's document, and never opens one", async () => {
    const parisMedia = mediaOf(3, 'contrat-paris.pdf');
    const refused = await failureOf(lyon.call(createShare, { body: { mediaId: parisMedia } }));
    expect(refused?.status).toBe(404);
    expect(db().prepare('SELECT COUNT(*) FROM shares WHERE media_id = ?').pluck().get(parisMedia)).toBe(0);
    // A share row of Lyon pointing at Paris's media (as a corrupted or forged row would) opens nothing either.
    db().prepare("INSERT INTO shares (token, agency_id, media_id, created_at, expires_at) VALUES ('forged-token', 1, ?, '2026-01-01T00:00:00Z', '2999-01-01T00:00:00Z')").run(parisMedia);
    expect((await failureOf(visitor.call(getSharedDocument, { params: { shareToken: 'forged-token' } })))?.status).toBe(404);
    expect((await fetch(visitor.publicUrl(downloadSharedDocument, { params: { shareToken: 'forged-token' } }))).status).toBe(404);
  });

  it('stops at its expiry with its own message; an unknown token answers another', async () => {
    expect((await visitor.call(getSharedDocument, { params: { shareToken: DEMO_SHARE_TOKEN } })).fileName).toBe('livret-accueil.pdf');
    const expired = await failureOf(visitor.call(getSharedDocument, { params: { shareToken: DEMO_EXPIRED_SHARE_TOKEN } }));
    expect([expired?.status, expired?.code, expired?.message]).toEqual([410, 'SHARE_EXPIRED', PUBLIC_MESSAGES.shareExpired]);
    const unknown = await failureOf(visitor.call(getSharedDocument, { params: { shareToken: 'inconnu' } }));
    expect([unknown?.status, unknown?.code, unknown?.message]).toEqual([404, 'SHARE_NOT_FOUND', PUBLIC_MESSAGES.shareNotFound]);
  });

  it('refuses a share of more than 90 days, naming the field', async () => {
    const failure = await failureOf(lyon.call(createShare, { body: { mediaId: mediaOf(1, 'x.pdf'), days: 91 } }));
    expect([failure?.status, failure?.errors[0]?.field]).toEqual([400, 'days']);
  });
});

describe('the drop page', () => {
  it("names the agency, and answers an unknown drop with the page's message", async () => {
    expect(await visitor.call(getDropPage, { params: { dropId: DEMO_DROPS.lyon } })).toMatchObject({ agencyName: "Agence Lyon Presqu'île", maxBytes: 10 * 1024 * 1024 });
    const unknown = await failureOf(visitor.call(getDropPage, { params: { dropId: 'nulle-part' } }));
    expect([unknown?.status, unknown?.message]).toEqual([404, PUBLIC_MESSAGES.dropNotFound]);
  });

  it('refuses a file over 10 MB or of another type, and a missing sender, naming the field; keeps nothing', async () => {
    const count = () => db().prepare('SELECT COUNT(*) FROM drop_files').pluck().get() as number;
    const before = count();
    const big = sampleFile('PDF', 'scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1);
    const tooBig = await failureOf(visitor.call(uploadToDrop, { params: { dropId: DEMO_DROPS.lyon }, body: { file: big, sender: 'Claire Martin' } }));
    expect([tooBig?.status, tooBig?.message, tooBig?.errors[0]?.field]).toEqual([400, PUBLIC_MESSAGES.dropFileTooLarge, 'file']);
    const exe = { fileName: 'outil.exe', mimeType: 'application/x-msdownload', bytes: new Uint8Array([77, 90]) };
    const wrongType = await failureOf(visitor.call(uploadToDrop, { params: { dropId: DEMO_DROPS.lyon }, body: { file: exe, sender: 'Claire Martin' } }));
    expect([wrongType?.status, wrongType?.message, wrongType?.errors[0]?.field]).toEqual([400, "Le fichier « outil.exe » n'est pas accepté : formats acceptés PDF, JPEG, PNG, HEIC.", 'file']);
    const noSender = await failureOf(visitor.call(uploadToDrop, { params: { dropId: DEMO_DROPS.lyon }, body: { file: pdf('a.pdf'), sender: '   ' } }));
    expect([noSender?.status, noSender?.errors[0]?.field]).toEqual([400, 'sender']);
    expect(count()).toBe(before);
  });

  it("keeps a file for the agency, which sees it in its events and opens it; the other agencies don't", async () => {
    const sent = await visitor.call(uploadToDrop, { params: { dropId: DEMO_DROPS.lyon }, body: { file: pdf('attestation-caf.pdf'), sender: 'Claire Martin', message: 'Pour le dossier CMG' } });
    expect(sent).toMatchObject({ fileName: 'attestation-caf.pdf', size: '%PDF-1.4 attestation-caf.pdf'.length });
    const events = (await lyon.call(searchAgencyEvents, { params: { agencyId: 1 }, body: { types: ['NEW_MESSAGE'], state: 'UNREAD', pageNumber: 0, pageSize: 50 } })).content;
    const event = events.find((e) => e.resourceData.text?.includes('attestation-caf.pdf'));
    expect(event?.resourceData.text).toBe('« attestation-caf.pdf » déposé par Claire Martin : Pour le dossier CMG');
    const link = agencyEventLink(event!);
    expect(link).toMatch(/^\/share\//);
    const shareToken = link!.slice('/share/'.length);
    expect((await visitor.call(getSharedDocument, { params: { shareToken } })).fileName).toBe('attestation-caf.pdf');
    const paris = await loggedInClient(server.url, 'support@demo.fr');
    const parisEvents = (await paris.call(searchAgencyEvents, { params: { agencyId: 3 }, body: { pageNumber: 0, pageSize: 200 } })).content;
    expect(parisEvents.some((e) => e.resourceData.text?.includes('attestation-caf.pdf'))).toBe(false);
  });
});
