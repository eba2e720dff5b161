/**
 * A fiscal attestation's custom document over real HTTP (multipart), and the media it is kept
 * as: uploaded, given back by the attestation's download and by GET /private/medias/{id}/download,
 * refused when not a PDF or once sent, dropped by a template change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { downloadMedia } from '../../src/api/contract/billing';
import {
  applyFiscalAttestationCustomDocument, downloadFiscalAttestation, downloadFiscalAttestationWorkingCopy, recomputeFiscalAttestationDocument, recomputeFiscalAttestations,
  searchFiscalAttestations, sendFiscalAttestation, validateFiscalAttestations, type FiscalAttestation,
} from '../../src/api/contract/fiscalAttestations';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.close());

const loggedIn = (who: string) => loggedInClient(server.url, who);

// The suite's year (TEST_NOW: 16 March 2026): its attestations are drafts.
const year = 2026;
const pdf = (text: string) => ({ fileName: 'attestation-signée.pdf', mimeType: 'application/pdf', bytes: new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`) });
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);

async function attestations(api: ApiClient): Promise<FiscalAttestation[]> {
  await api.call(recomputeFiscalAttestations, { params: { year } });
  return (await api.call(searchFiscalAttestations, { params: { year }, body: { pageSize: 100 } })).content;
}

describe('a fiscal attestation’s custom document', () => {
  it('replaces the generated document, is kept as a media, and a template change drops it', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const draft = (await attestations(api)).find((a) => a.status === 'DRAFT')!;
    expect(draft.customDocumentMedia).toBeNull();
    const document = pdf(`famille ${draft.family.id}`);

    const applied = await api.call(applyFiscalAttestationCustomDocument, { params: { id: draft.id }, body: { document } });
    expect(applied).toMatchObject({ id: draft.id, customDocument: true, customDocumentMedia: { fileName: 'attestation-signée.pdf' } });
    expect(await bytesOf(await api.download(downloadFiscalAttestation, { params: { id: draft.id } }))).toEqual(document.bytes);
    const media = await api.download(downloadMedia, { params: { id: applied.customDocumentMedia!.id } });
    expect(media.headers.get('content-type')).toContain('application/pdf');
    expect(await bytesOf(media)).toEqual(document.bytes);
    // The working copy stays the generated document, to edit and upload again.
    const working = await bytesOf(await api.download(downloadFiscalAttestationWorkingCopy, { params: { id: draft.id } }));
    expect(working).not.toEqual(document.bytes);
    expect(new TextDecoder().decode(working.subarray(0, 5))).toBe('%PDF-');

    const regenerated = await api.call(recomputeFiscalAttestationDocument, { params: { id: draft.id }, query: { newTemplateId: draft.templateId === 1 ? 2 : 1 } });
    expect(regenerated).toMatchObject({ customDocument: false, customDocumentMedia: null });
    expect(await failureOf(api.download(downloadMedia, { params: { id: applied.customDocumentMedia!.id } }))).toMatchObject({ status: 404 });
  });

  it('refuses a file that is not a PDF, and any document once the attestation is sent', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const [first] = await attestations(api);
    const notPdf = await failureOf(api.call(applyFiscalAttestationCustomDocument, { params: { id: first!.id }, body: { document: { fileName: 'notes.txt', mimeType: 'text/plain', bytes: new TextEncoder().encode('bonjour') } } }));
    expect(notPdf).toMatchObject({ status: 400, code: 'FILE_TYPE_NOT_ACCEPTED', message: "Le fichier « notes.txt » n'est pas accepté : formats acceptés PDF." });
    expect(notPdf?.message).toContain('notes.txt');

    await api.call(validateFiscalAttestations, { params: { year } });
    await api.call(sendFiscalAttestation, { params: { id: first!.id } });
    const sent = await failureOf(api.call(applyFiscalAttestationCustomDocument, { params: { id: first!.id }, body: { document: pdf('trop tard') } }));
    expect(sent).toMatchObject({ status: 400, code: 'FISCAL_ATTESTATION_SENT' });
  });

  it('gives a media to its own agency only', async () => {
    const lyon = await loggedIn('directrice@demo.fr');
    const open = (await attestations(lyon)).find((a) => a.status !== 'SENT')!;
    const applied = await lyon.call(applyFiscalAttestationCustomDocument, { params: { id: open.id }, body: { document: pdf('lyon') } });
    expect(await bytesOf(await lyon.download(downloadMedia, { params: { id: applied.customDocumentMedia!.id } }))).toEqual(pdf('lyon').bytes);
    const paris = await loggedIn('conseil-paris@demo.fr');
    expect(await failureOf(paris.download(downloadMedia, { params: { id: applied.customDocumentMedia!.id } }))).toMatchObject({ status: 404 });
  });
});
