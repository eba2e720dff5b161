/**
 * Shares of a library document over real HTTP (issue 34 §4, contract/library.ts): a link made for
 * 7 days expires 7 days later on the sandbox's clock (moved here, never the wall clock) and then
 * answers its own message, as a revoked link does; only the links that still open are listed; the
 * durations are 1, 7 or 30 days; another agency's document cannot be shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiError } from '../../src/api/client';
import * as library from '../../src/api/contract/library';
import { downloadSharedDocument, getSharedDocument } from '../../src/api/contract/publicPages';
import type { Clock } from '../../src/domain/clock';
import { PUBLIC_MESSAGES } from '../../src/domain/publicDocuments';
import { TEST_NOW_MS } from '../support/clock';
import { loggedInClient, startSandbox } from '../support/sandbox';

let time = TEST_NOW_MS;
const movable: Clock = { now: () => time, iso: () => new Date(time).toISOString() };
const DAY_MS = 86_400_000;

let server: Awaited<ReturnType<typeof startSandbox>>;
let lyon: ApiClient;
let visitor: ApiClient;
let documentId: number;

beforeAll(async () => {
  server = await startSandbox({ now: movable });
  lyon = await loggedInClient(server.url, 'directrice@demo.fr');
  visitor = new ApiClient({ baseUrl: server.url, clientContext: { browserName: 'vitest', browserVersion: '4', appVersion: '1.0.0', app: 'CLI' } });
  documentId = (await lyon.call(library.searchLibrary, { body: { type: 'PDF' } })).content[0]!.id;
});
afterAll(() => server.close());

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const answerOf = async (shareToken: string) => {
  const failure = await failureOf(visitor.call(getSharedDocument, { params: { shareToken } }));
  return failure ? [failure.status, failure.code, failure.message] : 'ouvert';
};

describe('a library share', () => {
  it('opens for 7 days on the sandbox clock, then answers that it has expired', async () => {
    time = TEST_NOW_MS;
    const share = await lyon.call(library.shareLibraryDocument, { params: { id: documentId }, body: { days: 7 } });
    expect([share.createdAt, share.expiresAt]).toEqual([new Date(TEST_NOW_MS).toISOString(), new Date(TEST_NOW_MS + 7 * DAY_MS).toISOString()]);
    expect(await answerOf(share.token)).toBe('ouvert');
    expect((await lyon.call(library.listLibraryShares, { params: { id: documentId } })).map((s) => s.token)).toContain(share.token);

    time = TEST_NOW_MS + 7 * DAY_MS - 60_000;
    expect(await answerOf(share.token)).toBe('ouvert');
    time = TEST_NOW_MS + 7 * DAY_MS;
    expect(await answerOf(share.token)).toEqual([410, 'SHARE_EXPIRED', PUBLIC_MESSAGES.shareExpired]);
    expect((await fetch(visitor.publicUrl(downloadSharedDocument, { params: { shareToken: share.token } }))).status).toBe(410);
    lyon = await loggedInClient(server.url, 'directrice@demo.fr');
    expect((await lyon.call(library.listLibraryShares, { params: { id: documentId } })).map((s) => s.token)).not.toContain(share.token);
  });

  it('answers that it was revoked once the agency revokes it, and is listed no more', async () => {
    time = TEST_NOW_MS;
    lyon = await loggedInClient(server.url, 'directrice@demo.fr');
    const kept = await lyon.call(library.shareLibraryDocument, { params: { id: documentId }, body: { days: 30 } });
    const revoked = await lyon.call(library.shareLibraryDocument, { params: { id: documentId }, body: { days: 1 } });
    await lyon.call(library.revokeLibraryShare, { params: { id: documentId, shareToken: revoked.token } });
    expect(await answerOf(revoked.token)).toEqual([410, 'SHARE_REVOKED', PUBLIC_MESSAGES.shareRevoked]);
    expect((await fetch(visitor.publicUrl(downloadSharedDocument, { params: { shareToken: revoked.token } }))).status).toBe(410);
    expect(await answerOf(kept.token)).toBe('ouvert');
    const listed = (await lyon.call(library.listLibraryShares, { params: { id: documentId } })).map((s) => s.token);
    expect([listed.includes(kept.token), listed.includes(revoked.token)]).toEqual([true, false]);
    // Revoked twice: the second finds no live link.
    expect((await failureOf(lyon.call(library.revokeLibraryShare, { params: { id: documentId, shareToken: revoked.token } })))?.status).toBe(404);
  });

  it('answers an unknown token with its own message', async () => {
    expect(await answerOf('jamais-cree')).toEqual([404, 'SHARE_NOT_FOUND', PUBLIC_MESSAGES.shareNotFound]);
  });

  it('lasts 1, 7 or 30 days only, and is made only for a document of the agency', async () => {
    time = TEST_NOW_MS;
    lyon = await loggedInClient(server.url, 'directrice@demo.fr');
    const refused = await failureOf(lyon.call(library.shareLibraryDocument, { params: { id: documentId }, body: { days: 5 as 7 } }));
    expect([refused?.status, refused?.errors[0]?.field]).toEqual([400, 'days']);
    // Paris's document (the seed's), which Lyon's director cannot share nor list.
    const otherId = server.sandbox.db.prepare('SELECT id FROM library_documents WHERE agency_id <> 1 ORDER BY id LIMIT 1').pluck().get() as number;
    expect(otherId).toBeGreaterThan(0);
    expect((await failureOf(lyon.call(library.shareLibraryDocument, { params: { id: otherId }, body: { days: 7 } })))?.status).toBe(404);
    expect((await failureOf(lyon.call(library.listLibraryShares, { params: { id: otherId } })))?.status).toBe(404);
  });
});
