/**
 * The public pages, React and Preact: /share/{shareToken} shows the shared document and its
 * download link, or the French message of an unknown, expired or revoked token; /listo/{dropId} checks
 * the file's type and size and the sender before sending anything, sends the file and says so,
 * and says when the drop page does not exist; /support/partners leads back to the login.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/api/contract/publicPages';
import { MESSAGES } from '../../../../src/domain/messages';
import { PUBLIC_MESSAGES } from '../../../../src/domain/publicDocuments';
import { DropScreen } from '../../../../src/portal/screens/public/DropScreen';
import { SharedDocumentScreen } from '../../../../src/portal/screens/public/SharedDocumentScreen';
import { SupportPartnersScreen } from '../../../../src/portal/screens/public/SupportPartnersScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, fillAndClick, find, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { failure, fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const DOCUMENT: api.SharedDocument = { fileName: 'livret-accueil.pdf', size: 1536, mimeType: 'application/pdf', agencyName: "Agence Lyon Presqu'île", expiresAt: '2027-01-23T10:00:00.000Z' };

function pick(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('/share/{shareToken}', () => {
  it('shows the document, its size, the agency and a download link carrying the token', async () => {
    const fake = fakePortal([[api.getSharedDocument, ({ params }) => (params.shareToken === 'abc' ? DOCUMENT : failure(404, 'SHARE_NOT_FOUND', PUBLIC_MESSAGES.shareNotFound))]]);
    unmount = fake.render(<SharedDocumentScreen params={{ shareToken: 'abc' }} title="Document partagé" />).unmount;
    await eventually(() => expect(pageText()).toContain('livret-accueil.pdf'));
    expect(pageText()).toContain("Agence Lyon Presqu'île vous a partagé ce document.");
    expect(pageText()).toContain('1,5 Ko');
    expect(pageText()).toContain('23/01/2027');
    const link = find<HTMLAnchorElement>('a[download]');
    expect(pageText(link)).toBe('Télécharger');
    expect(link.getAttribute('href')).toMatch(/\/public\/shares\/abc\/download$/);
  });

  it.each([
    ['unknown', 404, 'SHARE_NOT_FOUND', PUBLIC_MESSAGES.shareNotFound],
    ['expired', 410, 'SHARE_EXPIRED', PUBLIC_MESSAGES.shareExpired],
    ['revoked', 410, 'SHARE_REVOKED', PUBLIC_MESSAGES.shareRevoked],
  ] as const)('says in French that an %s link opens nothing', async (_case, status, code, message) => {
    // Each answer carries another label than the page's own text: the page shows its message for the code.
    const fake = fakePortal([[api.getSharedDocument, () => failure(status, code, 'libellé du serveur')]]);
    unmount = fake.render(<SharedDocumentScreen params={{ shareToken: 'perime' }} title="Document partagé" />).unmount;
    await eventually(() => expect(pageText()).toContain(message));
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('/listo/{dropId}', () => {
  const page: api.DropPage = { dropId: 'depot-lyon', agencyName: "Agence Lyon Presqu'île", mimeTypes: ['application/pdf'], maxBytes: 10 * 1024 * 1024 };
  const drop = () => {
    const fake = fakePortal([
      [api.getDropPage, ({ params }) => (params.dropId === 'depot-lyon' ? page : failure(404, 'DROP_NOT_FOUND', PUBLIC_MESSAGES.dropNotFound))],
      [api.uploadToDrop, ({ body }) => ({ fileName: 'attestation.pdf', size: (body as { file: { bytes: Uint8Array } }).file.bytes.length, receivedAt: '2026-11-24T10:00:00.000Z' })],
    ]);
    unmount = fake.render(<DropScreen params={{ dropId: 'depot-lyon' }} title="Dépôt de documents" />).unmount;
    return fake;
  };
  const uploads = (fake: ReturnType<typeof fakePortal>) => fake.calls.filter((c) => c.name === 'drops.upload');

  it('sends nothing without a name and a file, nor a file of another type or over 10 Mo', async () => {
    const fake = drop();
    await eventually(() => expect(pageText()).toContain("Envoyez vos documents à Agence Lyon Presqu'île"));
    button('Envoyer le document').click();
    await eventually(() => expect(pageText()).toContain(PUBLIC_MESSAGES.dropFileMissing));
    expect(pageText()).toContain(MESSAGES.required);
    typeInto(control('Votre nom'), 'Claire Martin');
    pick(control('Document'), new File(['MZ'], 'outil.exe', { type: 'application/x-msdownload' }));
    button('Envoyer le document').click();
    await eventually(() => expect(pageText()).toContain(PUBLIC_MESSAGES.dropFileType));
    pick(control('Document'), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    button('Envoyer le document').click();
    await eventually(() => expect(pageText()).toContain(PUBLIC_MESSAGES.dropFileTooLarge));
    await nextFrame();
    expect(uploads(fake)).toHaveLength(0);
  });

  it('sends the file with the name and the message, says so and lists it', async () => {
    const fake = drop();
    await eventually(() => control('Votre nom'));
    typeInto(control('Votre nom'), 'Claire Martin');
    typeInto(control<HTMLTextAreaElement>('Message (facultatif)'), 'Pour le dossier CMG');
    pick(control('Document'), new File(['%PDF-1.4 caf'], 'attestation.pdf', { type: 'application/pdf' }));
    await nextFrame();
    button('Envoyer le document').click();
    await eventually(() => expect(uploads(fake)).toHaveLength(1));
    await eventually(() => expect(pageText()).toContain(PUBLIC_MESSAGES.dropSent));
    expect(pageText()).toContain('attestation.pdf (12 o)');
    const body = uploads(fake)[0]!.body as { sender: string; message: string; file: { mimeType: string; bytes: Uint8Array } };
    expect([body.sender, body.message, body.file.mimeType, new TextDecoder().decode(body.file.bytes)]).toEqual(['Claire Martin', 'Pour le dossier CMG', 'application/pdf', '%PDF-1.4 caf']);
    expect(control<HTMLTextAreaElement>('Message (facultatif)').value).toBe('');
  });

  it('sends the name and message typed just before « Envoyer le document », with no pause between them', async () => {
    const fake = drop();
    await eventually(() => control('Votre nom'));
    pick(control('Document'), new File(['%PDF-1.4 caf'], 'attestation.pdf', { type: 'application/pdf' }));
    fillAndClick([['Votre nom', 'Claire Martin'], ['Message (facultatif)', 'Pour le dossier CMG']], 'Envoyer le document');
    await eventually(() => expect(uploads(fake)).toHaveLength(1));
    expect(uploads(fake)[0]!.body).toMatchObject({ sender: 'Claire Martin', message: 'Pour le dossier CMG' });
    expect(pageText()).not.toContain(MESSAGES.required);
  });

  it('says when the drop page does not exist', async () => {
    const fake = fakePortal([[api.getDropPage, () => failure(404, 'DROP_NOT_FOUND', PUBLIC_MESSAGES.dropNotFound)]]);
    unmount = fake.render(<DropScreen params={{ dropId: 'nulle-part' }} title="Dépôt de documents" />).unmount;
    await eventually(() => expect(pageText()).toContain(PUBLIC_MESSAGES.dropNotFound));
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('/support/partners', () => {
  it('says the support portal was left and links back to the login', async () => {
    const fake = fakePortal([]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/support/partners') });
    unmount = fake.render(<SupportPartnersScreen params={{}} title="Support" />).unmount;
    await eventually(() => expect(pageText()).toContain('Vous avez quitté le portail du support.'));
    expect(find<HTMLAnchorElement>('a.ap-button').getAttribute('href')).toContain('/login');
  });
});
