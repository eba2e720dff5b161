/**
 * A customer's SEPA mandates (spec 001 §7): the table (RUM, IBAN in fours, status tag), the
 * create dialog checking IBAN and BIC as typed (nothing sent while invalid), the preview by a
 * one-use token, the mail sent with the edited template, the history, the deletion confirmed;
 * React and Preact.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import {
  applySepaMandateCustomDocument, changeSepaMandateAccount, createSepaMandate, deleteSepaMandate, sendSepaMandate, sepaMandateChangelogs, sepaMandateMailTemplate, sepaMandatesOfCustomer, type SepaMandate,
} from '../../../../src/api/contract/sepaMandates';
import { SepaMandates } from '../../../../src/portal/screens/customers/SepaMandates';
import { eventually } from '../../support/render';
import { button, control, findAll, leave, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const mandate = (over: Partial<SepaMandate>): SepaMandate => ({
  id: 1, customerId: 7, familyId: 4, rum: 'RUM-01-000001', debtorName: 'Claire Martin', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPPXXX',
  signatureDate: '2025-09-04', status: 'SIGNED', templateId: 1, customDocument: false, customDocumentMedia: null,
  createdAt: '2025-09-01T10:30:00.000Z', sentAt: '2025-09-02T10:30:00.000Z', signedAt: '2025-09-04T16:00:00.000Z', revokedAt: null, replacedBy: null, ...over,
});

function api() {
  let mandates = [mandate({}), mandate({ id: 2, rum: 'RUM-01-000021', iban: 'DE89370400440532013000', bic: 'DEUTDEFF', signatureDate: null, status: 'CREATED', sentAt: null, signedAt: null })];
  return fakePortal([
    [sepaMandatesOfCustomer, () => mandates],
    [createSepaMandate, ({ body }) => {
      const form = createSepaMandate.body.parse(body);
      const created = mandate({ id: 3, rum: 'RUM-01-000022', debtorName: form.debtorName, iban: form.iban.replace(/\s/g, '').toUpperCase(), bic: form.bic, signatureDate: null, status: 'CREATED', sentAt: null, signedAt: null });
      mandates = [created, ...mandates];
      return created;
    }],
    [changeSepaMandateAccount, ({ params, body }) => {
      const form = changeSepaMandateAccount.body.parse(body);
      const created = mandate({ id: 4, rum: 'RUM-01-000023', ...form, signatureDate: null, status: 'CREATED', sentAt: null, signedAt: null });
      mandates = [created, ...mandates.map((m) => (m.id === Number(params.sid) ? { ...m, status: 'REVOKED' as const, revokedAt: '2026-03-16', replacedBy: { id: 4, rum: created.rum } } : m))];
      return created;
    }],
    [deleteSepaMandate, ({ params }) => void (mandates = mandates.filter((m) => m.id !== Number(params.sid)))],
    [sepaMandateMailTemplate, () => ({ recipient: 'claire.martin@famille.fr', subject: 'Mandat de prélèvement SEPA RUM-01-000021', body: 'Bonjour Claire Martin,' })],
    [sendSepaMandate, ({ params }) => (mandates = mandates.map((m) => (m.id === Number(params.sid) ? { ...m, status: 'SENT', sentAt: '2026-03-01T10:00:00.000Z' } : m)), mandates.find((m) => m.id === Number(params.sid)))],
    [sepaMandateChangelogs, () => [{ id: 1, at: '2025-09-01T10:30:00.000Z', author: 'Sophie Lefèvre', description: 'Mandat créé' }]],
    [applySepaMandateCustomDocument, ({ params, body }) => {
      const { document } = applySepaMandateCustomDocument.body.parse(body);
      mandates = mandates.map((m) => (m.id === Number(params.sid) ? { ...m, customDocument: true, customDocumentMedia: { id: 9, fileName: document.fileName } } : m));
      return mandates.find((m) => m.id === Number(params.sid));
    }],
    [getTemporaryToken, () => ({ token: 'jeton-unique', maxUsages: 1, expiresAt: '2026-03-01T10:05:00.000Z' })],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

const dialogButton = (name: string) => findAll<HTMLButtonElement>('dialog button').find((b) => b.textContent === name)!;

/** The mandates of customer 7, once listed. */
async function listed() {
  const fake = api();
  unmount = fake.render(<SepaMandates customerId={7} />).unmount;
  await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
  return fake;
}

/** The mail dialog of the unsent mandate, its template loaded. */
async function openMail() {
  button('Envoyer le mandat RUM-01-000021').click();
  await eventually(() => expect((control('Objet') as HTMLInputElement).value).toBe('Mandat de prélèvement SEPA RUM-01-000021'));
}

/** A valid holder, IBAN and BIC, typed in one tick (no render in between). */
function typeValidMandate() {
  typeInto(control('Titulaire du compte'), 'Paul Durand');
  typeInto(control('IBAN'), 'FR7630006000011234567890189');
  typeInto(control('BIC'), 'BNPAFRPP');
}

/** The body of the first call named `name`, once sent. */
async function sent(fake: ReturnType<typeof api>, name: string) {
  await eventually(() => expect(fake.calls.some((c) => c.name === name)).toBe(true));
  return fake.calls.find((c) => c.name === name)?.body;
}

describe('SepaMandates', () => {
  it('lists the mandates with the IBAN in fours and their status, and previews one through a one-use token', async () => {
    const fake = api();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    unmount = fake.render(<SepaMandates customerId={7} />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(pageText()).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(pageText()).toContain('DE89 3704 0044 0532 0130 00');
    expect(findAll('.ap-tag').map((t) => t.textContent)).toEqual(['Signé', 'Créé']);
    expect(pageText()).toContain('04/09/2025');

    button('Aperçu du mandat RUM-01-000001').click();
    await eventually(() => expect(open).toHaveBeenCalled());
    expect(String(open.mock.calls[0]![0])).toMatch(/\/private\/customers\/7\/sepas\/1\/download\?inline=true&tk=jeton-unique$/);
  });

  it('checks IBAN and BIC as typed and sends nothing while they are invalid, then creates the mandate', async () => {
    const fake = api();
    unmount = fake.render(<SepaMandates customerId={7} />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Nouveau mandat').click();
    await eventually(() => expect(pageText()).toContain('Nouveau mandat de prélèvement SEPA'));
    typeInto(control('Titulaire du compte'), 'Paul Durand');
    typeInto(control('IBAN'), 'fr76 3000 6000 0112 3456 7890 188');
    typeInto(control('BIC'), 'BNPA');
    await eventually(() => expect(pageText()).toContain('IBAN invalide'));
    expect(pageText()).toContain('BIC invalide');
    dialogButton('Enregistrer').click();
    await nextFrame();
    expect(fake.calls.some((c) => c.name === 'sepaMandates.create')).toBe(false);

    typeInto(control('IBAN'), 'fr7630006000011234567890189');
    typeInto(control('BIC'), 'bnpafrpp');
    await eventually(() => expect(pageText()).not.toContain('IBAN invalide'));
    expect(pageText()).toContain('FR76 3000 6000 0112 3456 7890 189'); // the hint in fours
    expect(pageText()).not.toContain('BIC invalide');
    dialogButton('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    expect(fake.calls.find((c) => c.name === 'sepaMandates.create')).toMatchObject({ params: { id: '7' }, body: { debtorName: 'Paul Durand', iban: 'fr7630006000011234567890189', bic: 'bnpafrpp', signatureDate: null } });
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
  });

  it('offers « Changer de compte » instead of « Modifier » on a signed mandate, refuses a BIC of another country, then revokes it', async () => {
    const fake = await listed();
    expect(findAll('button').some((b) => b.getAttribute('aria-label') === 'Modifier le mandat RUM-01-000001')).toBe(false);
    expect(findAll('button').some((b) => b.getAttribute('aria-label') === 'Modifier le mandat RUM-01-000021')).toBe(true);
    button('Changer de compte du mandat RUM-01-000001').click();
    await eventually(() => expect(pageText()).toContain('Changement de compte du mandat RUM-01-000001'));
    expect(pageText()).toContain('Ce mandat a été signé le 04/09/2025 : son titulaire, son IBAN et son BIC ne changent plus.');
    expect((control('Titulaire du compte') as HTMLInputElement).value).toBe('Claire Martin');
    expect((control('Nouvel IBAN') as HTMLInputElement).value).toBe('');
    typeInto(control('Nouvel IBAN'), 'DE89 3704 0044 0532 0130 00');
    typeInto(control('Nouveau BIC'), 'BNPAFRPP');
    await eventually(() => expect(pageText()).toContain('Le BIC ne correspond pas à l’IBAN : ses lettres 5 et 6 doivent être le pays de l’IBAN'));
    dialogButton('Changer de compte').click();
    await nextFrame();
    expect(fake.calls.some((c) => c.name === 'sepaMandates.changeAccount')).toBe(false);

    typeInto(control('Nouveau BIC'), 'DEUTDEFF');
    dialogButton('Changer de compte').click();
    expect(await sent(fake, 'sepaMandates.changeAccount')).toEqual({ debtorName: 'Claire Martin', iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF' });
    await eventually(() => expect(pageText()).toContain('Nouveau mandat créé, à faire signer ; l’ancien est révoqué'));
    await eventually(() => expect(findAll('.ap-tag').map((t) => t.textContent)).toEqual(['Créé', 'Révoqué', 'Créé']));
    expect(pageText()).toContain('Révoqué le 16/03/2026Remplacé par RUM-01-000023');
  });

  it('keeps every field typed without a pause: holder, IBAN and BIC in one tick, then « Enregistrer » at once', async () => {
    const fake = await listed();
    button('Nouveau mandat').click();
    await eventually(() => control('Titulaire du compte'));
    // A password manager or a fast typist: no render between the fields and the click.
    typeValidMandate();
    dialogButton('Enregistrer').click();
    expect(await sent(fake, 'sepaMandates.create')).toEqual({ debtorName: 'Paul Durand', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP', signatureDate: null });
  });

  it('sends the mail as edited right before « Envoyer », with no pause between them', async () => {
    const fake = await listed();
    await openMail();
    typeInto(control('Objet'), 'Votre mandat à signer');
    typeInto(control<HTMLTextAreaElement>('Message'), 'Bonjour Madame Martin,');
    dialogButton('Envoyer').click();
    expect(await sent(fake, 'sepaMandates.send')).toMatchObject({ subject: 'Votre mandat à signer', body: 'Bonjour Madame Martin,' });
  });

  it('takes the signature date in French (JJ/MM/AAAA), not a native date field', async () => {
    const fake = await listed();
    button('Nouveau mandat').click();
    await eventually(() => control('Date de signature'));
    expect(findAll('input[type="date"]')).toHaveLength(0);
    typeValidMandate();
    typeInto(control('Date de signature'), '04/09/2025');
    leave(control('Date de signature'));
    await nextFrame();
    dialogButton('Enregistrer').click();
    expect(await sent(fake, 'sepaMandates.create')).toMatchObject({ signatureDate: '2025-09-04' });
  });

  it('sends a mandate with the edited mail, shows its history, and deletes one after confirmation', async () => {
    const fake = await listed();

    await openMail();
    typeInto(control('Objet'), 'Votre mandat à signer');
    await eventually(() => expect((control('Objet') as HTMLInputElement).value).toBe('Votre mandat à signer'));
    dialogButton('Envoyer').click();
    await eventually(() => expect(pageText()).toContain('Mandat envoyé par e-mail'));
    expect(fake.calls.find((c) => c.name === 'sepaMandates.send')).toMatchObject({
      params: { id: '7', sid: '2' }, body: { subject: 'Votre mandat à signer', body: 'Bonjour Claire Martin,', recipients: ['claire.martin@famille.fr'] },
    });
    await eventually(() => expect(findAll('.ap-tag').map((t) => t.textContent)).toEqual(['Signé', 'Envoyé']));

    button('Historique du mandat RUM-01-000001').click();
    await eventually(() => expect(pageText()).toContain('Sophie Lefèvre'));
    expect(pageText()).toContain('Mandat créé');
    dialogButton('Fermer').click();

    button('Supprimer le mandat RUM-01-000021').click();
    await eventually(() => expect(pageText()).toContain('Confirmez-vous la suppression de ce mandat de prélèvement ?'));
    dialogButton('Supprimer').click();
    await eventually(() => expect(pageText()).toContain('Suppression effectuée !'));
    expect(fake.calls.find((c) => c.name === 'sepaMandates.delete')?.params).toEqual({ id: '7', sid: '2' });
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
  });

  it('replaces a mandate’s document by the PDF chosen (the signed scan)', async () => {
    const fake = api();
    unmount = fake.render(<SepaMandates customerId={7} />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    const input = control<HTMLInputElement>('Document PDF du mandat');
    vi.spyOn(input, 'click').mockImplementation(() => undefined);
    button('Remplacer le document du mandat RUM-01-000001').click();
    const file = new File([new TextEncoder().encode('%PDF-1.4 scan')], 'mandat-signé.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    const call = fake.calls.find((c) => c.name === 'sepaMandates.applyCustomDocument')!;
    expect(call.params).toEqual({ id: '7', sid: '1' });
    // happy-dom's FormData reading loses the part's file name (the integration test checks it over real HTTP): the type and the bytes here.
    const sent = (call.body as { document: { mimeType: string; bytes: Uint8Array } }).document;
    expect(sent.mimeType).toBe('application/pdf');
    expect(new TextDecoder().decode(sent.bytes)).toBe('%PDF-1.4 scan');
    await eventually(() => expect(pageText()).toContain('Document importé'));
  });
});
