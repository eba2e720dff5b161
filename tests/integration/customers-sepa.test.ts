/**
 * SEPA mandates and AVIM over real HTTP: a bad IBAN refused on its field; a mandate created,
 * its PDF downloaded and previewed through one-use tokens, mailed, logged, replaced by a custom
 * document, regenerated, signed (the family's billing mandate follows), deleted; the seeded
 * mandates match what billing debits with; AVIM's moves and a forbidden one; another agency's
 * customer is not found; AVIM off in Paris.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { getAvimState, markAvimValidated, resubscribeAvim, subscribeAvim } from '../../src/api/contract/avim';
import { searchCustomers } from '../../src/api/contract/customers';
import {
  applySepaMandateCustomDocument, createSepaMandate, deleteSepaMandate, downloadSepaMandate, downloadSepaMandateWorkingCopy, recomputeSepaMandateDocument, sendSepaMandate,
  sepaMandateChangelogs, sepaMandateMailTemplate, sepaMandatesOfCustomer, updateSepaMandate,
} from '../../src/api/contract/sepaMandates';
import { listMails } from '../../sandbox/store/mails';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.close());

const loggedIn = (who: string) => loggedInClient(server.url, who);

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const activeCustomers = async (api: ApiClient) => (await api.call(searchCustomers, { body: { status: 'ACTIVE_CUSTOMER', pageSize: 100, pageNumber: 0 } })).content;
const form = { debtorName: 'Claire Martin', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpa frpp xxx' };

describe('SEPA mandates', () => {
  it('refuses an invalid IBAN or BIC on its field, with the domain’s message', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const [customer] = await activeCustomers(api);
    const bad = await failureOf(api.call(createSepaMandate, { params: { id: customer!.id }, body: { ...form, iban: 'FR76 3000 6000 0112 3456 7890 188' } }));
    expect(bad).toMatchObject({ status: 400, code: 'PARAMETERS_ERROR' });
    expect(bad?.errors[0]).toMatchObject({ field: 'iban' });
    expect(bad?.message).toContain('IBAN invalide');
    const badBic = await failureOf(api.call(createSepaMandate, { params: { id: customer!.id }, body: { ...form, bic: 'BNPA' } }));
    expect(badBic?.errors[0]).toMatchObject({ field: 'bic', label: 'Champ « bic » : BIC invalide' });
  });

  it('creates a mandate, gives its PDF by one-use token, mails it, logs it, takes a custom document, regenerates, signs and deletes it', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const customer = (await activeCustomers(api)).find((c) => c.familyId !== null)!;
    const before = await api.call(sepaMandatesOfCustomer, { params: { id: customer.id } });
    const created = await api.call(createSepaMandate, { params: { id: customer.id }, body: form });
    expect(created).toMatchObject({ customerId: customer.id, familyId: customer.familyId, iban: 'FR7630006000011234567890189', bic: 'BNPAFRPPXXX', status: 'CREATED', signatureDate: null, templateId: 1 });
    expect(created.rum).toMatch(/^RUM-01-\d{6}$/);
    expect(before.map((m) => m.rum)).not.toContain(created.rum);
    const params = { id: customer.id, sid: created.id };

    const url = await api.downloadUrl(downloadSepaMandate, { params });
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
    const read = await PDFDocument.load(pdf);
    expect(read.getTitle()).toBe('Mandat de prélèvement SEPA');
    expect(read.getSubject()).toContain(created.rum);
    expect((await fetch(url)).status).toBe(401); // one use
    const preview = await fetch(await api.downloadUrl(downloadSepaMandate, { params, query: { inline: 'true' } }));
    expect(preview.headers.get('content-disposition')).toMatch(/^inline/);

    const template = await api.call(sepaMandateMailTemplate, { params });
    expect(template.subject).toContain(created.rum);
    expect(template.body).toContain('FR76 3000 6000 0112 3456 7890 189');
    const sent = await api.call(sendSepaMandate, { params, body: { subject: template.subject, body: template.body, recipients: ['claire.martin@exemple.fr'] } });
    expect(sent).toMatchObject({ status: 'SENT' });
    expect(sent.sentAt).not.toBeNull();
    expect(listMails(server.sandbox.db)[0]).toMatchObject({ to: 'claire.martin@exemple.fr', subject: template.subject });

    const document = { fileName: 'mandat-signé.pdf', mimeType: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4\n% scan\n%%EOF\n') };
    const applied = await api.call(applySepaMandateCustomDocument, { params, body: { document } });
    expect(applied).toMatchObject({ customDocument: true, customDocumentMedia: { fileName: 'mandat-signé.pdf' } });
    expect(new Uint8Array(await (await api.download(downloadSepaMandate, { params })).arrayBuffer())).toEqual(document.bytes);
    const working = Buffer.from(await (await api.download(downloadSepaMandateWorkingCopy, { params })).arrayBuffer());
    expect(working.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(working.length).toBeGreaterThan(document.bytes.length);
    const notPdf = await failureOf(api.call(applySepaMandateCustomDocument, { params, body: { document: { fileName: 'note.txt', mimeType: 'text/plain', bytes: new TextEncoder().encode('bonjour') } } }));
    expect(notPdf).toMatchObject({ status: 400, code: 'FILE_TYPE_NOT_ACCEPTED', message: "Le fichier « note.txt » n'est pas accepté : formats acceptés PDF." });

    const regenerated = await api.call(recomputeSepaMandateDocument, { params, query: { newTemplateId: 2 } });
    expect(regenerated).toMatchObject({ templateId: 2, customDocument: false, customDocumentMedia: null });

    const signed = await api.call(updateSepaMandate, { params, body: { ...form, signatureDate: '2026-03-02' } });
    expect(signed).toMatchObject({ status: 'SIGNED', signatureDate: '2026-03-02' });
    expect(await failureOf(api.call(recomputeSepaMandateDocument, { params, query: {} }))).toMatchObject({ status: 400, code: 'SEPA_MANDATE_SIGNED' });
    // Billing debits the family with its latest signed mandate.
    const family = () => server.sandbox.db.prepare('SELECT sepa_mandate_reference AS rum, iban FROM families WHERE id = ?').get(customer.familyId) as { rum: string | null; iban: string | null };
    expect(family()).toEqual({ rum: created.rum, iban: 'FR7630006000011234567890189' });

    const log = await api.call(sepaMandateChangelogs, { params });
    expect(log.map((entry) => entry.description)).toEqual(expect.arrayContaining([expect.stringMatching(/^Mandat créé/), 'Envoyé à claire.martin@exemple.fr', expect.stringMatching(/^Mandat modifié/)]));
    expect(log[0]!.author).toBe('Sophie Lefèvre');

    await api.call(deleteSepaMandate, { params });
    expect((await api.call(sepaMandatesOfCustomer, { params: { id: customer.id } })).map((m) => m.id)).not.toContain(created.id);
    expect(family().rum).not.toBe(created.rum);
    expect(await failureOf(api.call(sepaMandateChangelogs, { params }))).toMatchObject({ status: 404 });
  });

  it('seeds the mandates billing debits with, signed, and some newer ones not yet signed', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const mandates = (await Promise.all((await activeCustomers(api)).map((c) => api.call(sepaMandatesOfCustomer, { params: { id: c.id } })))).flat();
    expect(mandates.some((m) => m.status === 'SIGNED')).toBe(true);
    expect(mandates.some((m) => m.status === 'CREATED')).toBe(true);
    const families = server.sandbox.db.prepare('SELECT id, sepa_mandate_reference AS rum, iban FROM families WHERE agency_id = 1 AND sepa_mandate_reference IS NOT NULL').all() as { id: number; rum: string; iban: string }[];
    for (const family of families) {
      const signed = mandates.filter((m) => m.familyId === family.id && m.status === 'SIGNED');
      if (signed.length) expect(signed.map((m) => [m.rum, m.iban])).toContainEqual([family.rum, family.iban]);
    }
  });

  it('answers 404 for another agency’s customer or mandate', async () => {
    const paris = await loggedIn('support@demo.fr');
    const parisCustomer = (await activeCustomers(paris)).find((c) => c.familyId !== null)!;
    const [parisMandate] = await paris.call(sepaMandatesOfCustomer, { params: { id: parisCustomer.id } });
    expect(parisMandate).toBeDefined();
    const lyon = await loggedIn('directrice@demo.fr');
    expect(await failureOf(lyon.call(sepaMandatesOfCustomer, { params: { id: parisCustomer.id } }))).toMatchObject({ status: 404 });
    expect(await failureOf(lyon.call(createSepaMandate, { params: { id: parisCustomer.id }, body: form }))).toMatchObject({ status: 404 });
    expect(await failureOf(lyon.call(deleteSepaMandate, { params: { id: parisCustomer.id, sid: parisMandate!.id } }))).toMatchObject({ status: 404 });
    expect(await failureOf(lyon.download(downloadSepaMandate, { params: { id: parisCustomer.id, sid: parisMandate!.id } }))).toMatchObject({ status: 404 });
  });
});

describe('AVIM', () => {
  it('subscribes, re-subscribes, marks validated, and refuses a forbidden move with its French label', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const states = await Promise.all((await activeCustomers(api)).map(async (c) => ({ c, state: await api.call(getAvimState, { params: { id: c.id } }) })));
    const free = states.find((s) => s.state.status === 'NOT_SUBSCRIBED' && s.c.familyId !== null)!.c;
    expect(states.map((s) => s.state.status)).toEqual(expect.arrayContaining(['VALIDATED', 'PENDING_CUSTOMER_VALIDATION', 'EXPIRED']));

    const early = await failureOf(api.call(markAvimValidated, { params: { id: free.id } }));
    expect(early).toMatchObject({ status: 400, code: 'AVIM_STATUS_FORBIDS' });
    expect(early?.message).toMatch(/^Seule une inscription en attente/);

    expect(await api.call(subscribeAvim, { params: { id: free.id } })).toMatchObject({ status: 'PENDING_CUSTOMER_VALIDATION', validatedAt: null });
    expect(await failureOf(api.call(subscribeAvim, { params: { id: free.id } }))).toMatchObject({ status: 400, code: 'AVIM_STATUS_FORBIDS' });
    expect(await api.call(resubscribeAvim, { params: { id: free.id } })).toMatchObject({ status: 'PENDING_CUSTOMER_VALIDATION' });
    const validated = await api.call(markAvimValidated, { params: { id: free.id } });
    expect(validated.status).toBe('VALIDATED');
    expect(validated.validatedAt).not.toBeNull();
    expect(await failureOf(api.call(resubscribeAvim, { params: { id: free.id } }))).toMatchObject({ status: 400, code: 'AVIM_STATUS_FORBIDS' });

    const expired = states.find((s) => s.state.status === 'EXPIRED')!.c;
    expect(await api.call(resubscribeAvim, { params: { id: expired.id } })).toMatchObject({ status: 'PENDING_CUSTOMER_VALIDATION' });
  });

  it('answers 403 where the agency has no AVIM, 404 for another agency’s customer', async () => {
    const paris = await loggedIn('support@demo.fr');
    const [customer] = await activeCustomers(paris);
    const off = await failureOf(paris.call(getAvimState, { params: { id: customer!.id } }));
    expect(off).toMatchObject({ status: 403, code: 'FEATURE_DISABLED', message: "L'avance immédiate n'est pas activée pour cette agence." });
    const lyon = await loggedIn('directrice@demo.fr');
    expect(await failureOf(lyon.call(subscribeAvim, { params: { id: customer!.id } }))).toMatchObject({ status: 404 });
  });
});
