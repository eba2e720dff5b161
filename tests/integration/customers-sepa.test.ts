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
import { customerChangelogs } from '../../src/api/contract/customerRecord';
import {
  applySepaMandateCustomDocument, changeSepaMandateAccount, createSepaMandate, deleteSepaMandate, downloadSepaMandate, downloadSepaMandateWorkingCopy, recomputeSepaMandateDocument, sendSepaMandate,
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
    // The mail does not carry the account: all of it masked but its last four characters.
    expect(template.body).toContain('Compte débité : **** **** **** **** **** ***0 189');
    expect(template.body).not.toContain('3000 6000');
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

describe('SEPA mandates’ rules', () => {
  const german = { debtorName: 'Claire Martin', iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF' };
  const signedMandateOf = async (api: ApiClient) => {
    for (const customer of (await activeCustomers(api)).filter((c) => c.familyId !== null)) {
      const mandate = (await api.call(sepaMandatesOfCustomer, { params: { id: customer.id } })).find((m) => m.status === 'SIGNED');
      if (mandate) return { customer, mandate, params: { id: customer.id, sid: mandate.id } };
    }
    throw new Error('no signed mandate in the seed');
  };

  it('refuses a BIC of another country than the IBAN’s, accepts the IBAN’s own', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const [customer] = await activeCustomers(api);
    const mismatch = await failureOf(api.call(createSepaMandate, { params: { id: customer!.id }, body: { ...form, bic: 'DEUTDEFF' } }));
    expect(mismatch).toMatchObject({ status: 400, code: 'BIC_COUNTRY_MISMATCH', message: 'Le BIC ne correspond pas à l’IBAN : ses lettres 5 et 6 doivent être le pays de l’IBAN' });
    expect(mismatch?.errors[0]).toMatchObject({ field: 'bic' });
    expect(await api.call(createSepaMandate, { params: { id: customer!.id }, body: german })).toMatchObject({ iban: 'DE89370400440532013000', bic: 'DEUTDEFF', status: 'CREATED' });
  });

  it('locks a signed mandate’s holder, IBAN and BIC; its signature date can still be corrected', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const { mandate, params } = await signedMandateOf(api);
    const kept = { debtorName: mandate.debtorName, iban: mandate.iban, bic: mandate.bic };
    for (const body of [{ ...kept, iban: german.iban, bic: german.bic }, { ...kept, debtorName: 'Paul Autre' }, { ...kept, bic: mandate.bic === 'SOGEFRPPXXX' ? 'BNPAFRPPXXX' : 'SOGEFRPPXXX' }]) {
      const locked = await failureOf(api.call(updateSepaMandate, { params, body: { ...body, signatureDate: mandate.signatureDate } }));
      expect(locked).toMatchObject({
        status: 400, code: 'SEPA_MANDATE_LOCKED',
        message: 'Un mandat signé garde son titulaire, son IBAN et son BIC : pour un autre compte, faites un changement de compte (un nouveau mandat à signer)',
      });
    }
    expect(await api.call(updateSepaMandate, { params, body: { ...kept, signatureDate: '2025-01-06' } })).toMatchObject({ ...kept, status: 'SIGNED', signatureDate: '2025-01-06' });
  });

  it('changes the account of a signed mandate: a new RUM to sign, the old one revoked that day, in both histories and the customer’s', async () => {
    const api = await loggedIn('directrice@demo.fr');
    const { customer, mandate, params } = await signedMandateOf(api);
    const rumsBefore = (await api.call(sepaMandatesOfCustomer, { params: { id: customer.id } })).map((m) => m.rum);
    const same = await failureOf(api.call(changeSepaMandateAccount, { params, body: { debtorName: mandate.debtorName, iban: mandate.iban, bic: mandate.bic } }));
    expect(same).toMatchObject({ status: 400, code: 'SEPA_CHANGE_SAME_ACCOUNT', message: 'Le nouveau compte est celui du mandat : changez le titulaire, l’IBAN ou le BIC' });

    const created = await api.call(changeSepaMandateAccount, { params, body: german });
    expect(created).toMatchObject({ status: 'CREATED', signatureDate: null, iban: 'DE89370400440532013000', bic: 'DEUTDEFF', familyId: customer.familyId, revokedAt: null });
    expect(rumsBefore).not.toContain(created.rum);
    const mandates = await api.call(sepaMandatesOfCustomer, { params: { id: customer.id } });
    expect(mandates.find((m) => m.id === mandate.id)).toMatchObject({ status: 'REVOKED', revokedAt: '2026-03-16', replacedBy: { id: created.id, rum: created.rum }, iban: mandate.iban });
    expect(new Set(mandates.map((m) => m.rum)).size).toBe(mandates.length);

    expect((await api.call(sepaMandateChangelogs, { params }))[0]).toMatchObject({ description: `Mandat révoqué le 2026-03-16 : changement de compte, remplacé par ${created.rum}`, author: 'Sophie Lefèvre' });
    expect((await api.call(sepaMandateChangelogs, { params: { id: customer.id, sid: created.id } }))[0]!.description)
      .toBe(`Mandat créé pour un changement de compte, remplace ${mandate.rum} : titulaire Claire Martin, IBAN DE89 3704 0044 0532 0130 00, BIC DEUTDEFF`);
    expect((await api.call(customerChangelogs, { params: { id: customer.id } }))[0]).toMatchObject({
      type: 'OTHER', editable: false,
      comment: `Changement de compte bancaire : mandat SEPA ${mandate.rum} révoqué le 2026-03-16, nouveau mandat ${created.rum} à faire signer (IBAN **** **** **** **** **30 00)`,
    });

    // A revoked mandate is closed; the new one is not changed but edited until it is signed.
    expect(await failureOf(api.call(updateSepaMandate, { params, body: { debtorName: mandate.debtorName, iban: mandate.iban, bic: mandate.bic } })))
      .toMatchObject({ status: 400, code: 'SEPA_MANDATE_REVOKED', message: 'Un mandat révoqué ne peut plus être modifié' });
    expect(await failureOf(api.call(changeSepaMandateAccount, { params: { id: customer.id, sid: created.id }, body: form })))
      .toMatchObject({ status: 400, code: 'SEPA_CHANGE_NOT_SIGNED', message: 'Seul un mandat signé change de compte : celui-ci se modifie directement' });
    // Billing no longer debits the revoked mandate.
    const family = server.sandbox.db.prepare('SELECT sepa_mandate_reference AS rum FROM families WHERE id = ?').get(customer.familyId) as { rum: string | null };
    expect(family.rum).not.toBe(mandate.rum);
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
