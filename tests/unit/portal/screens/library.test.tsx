/**
 * /library, React and Preact: the documents with their type, size and author, filtered by type;
 * a file the library does not take refused before sending, a PDF uploaded as multipart with the
 * title taken from its name; a download through a one-use token; a deletion after confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import * as api from '../../../../src/api/contract/library';
import { LibraryScreen } from '../../../../src/portal/screens/library/LibraryScreen';
import { loadLibrary } from '../../../../src/portal/screens/library/libraryList';
import type { RouteLoadContext } from '../../../../src/portal/routes/route';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, pageText, pick } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const doc = (id: number, type: api.LibraryDocument['type'], title: string, fileName: string, size: number): api.LibraryDocument => ({
  id, type, title, fileName, mimeType: 'application/pdf', size, createdAt: '2026-11-20T09:00:00.000Z', author: 'Sophie Lefèvre',
});
const DOCS = [doc(1, 'PDF', 'Consignes sécurité des enfants', 'consignes-securite.pdf', 832), doc(2, 'EXCEL', 'Astreintes du trimestre', 'astreintes.xlsx', 1740)];

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

function screen(navigated = false, location = '/library') {
  let docs = DOCS;
  const fake = fakePortal([
    [api.searchLibrary, ({ body }) => onePage(docs.filter((d) => !(body as { type?: string }).type || d.type === (body as { type?: string }).type))],
    [api.uploadLibraryDocument, ({ body }) => {
      const { title, file } = body as { title: string; file: { fileName: string; bytes: Uint8Array } };
      const added = doc(3, 'PDF', title, file.fileName, file.bytes.length);
      docs = [added, ...docs];
      return added;
    }],
    [api.deleteLibraryDocument, ({ params }) => void (docs = docs.filter((d) => d.id !== Number(params.id)))],
    [getTemporaryToken, () => ({ token: 'jeton-unique', maxUsages: 1, expiresAt: '2026-11-24T10:05:00.000Z' })],
  ]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, location) });
  if (navigated) {
    // Navigation started the first page beside the screen's code (src/portal/routes/).
    void loadLibrary({ client: fake.portal.client, queries: fake.portal.queries, location } as unknown as RouteLoadContext);
  }
  unmount = fake.render(<LibraryScreen params={{}} title="Bibliothèque" />).unmount;
  return fake;
}

const rows = () => findAll('tbody tr').map((row) => findAll('td', row).slice(0, 4).map((cell) => pageText(cell)));

describe('/library', () => {
  it('lists the documents, then only one type', async () => {
    const fake = screen();
    await eventually(() => expect(rows()).toEqual([
      ['Consignes sécurité des enfantsconsignes-securite.pdf', 'PDF', '832 o', 'Sophie Lefèvre'],
      ['Astreintes du trimestreastreintes.xlsx', 'Excel', '1,7 Ko', 'Sophie Lefèvre'],
    ]));
    choose(control<HTMLSelectElement>('Type'), 'EXCEL');
    await eventually(() => expect(rows()).toHaveLength(1));
    expect(fake.calls.filter((c) => c.name === 'library.search').at(-1)!.body).toMatchObject({ type: 'EXCEL', pageNumber: 0 });
  });

  it('refuses a file of another type before sending, then uploads a PDF titled from its name', async () => {
    const fake = screen();
    await eventually(() => expect(rows()).toHaveLength(2));
    button('Ajouter un document').click();
    const input = await eventually(() => control<HTMLInputElement>('Choisir le fichier'));
    vi.spyOn(input, 'click').mockImplementation(() => undefined);
    button('Ajouter').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Champ obligatoire'));
    button('Choisir un fichier').click();
    pick(input, new File(['<p>'], 'page.html', { type: 'text/html' }));
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Ce type de fichier n’est pas accepté'));
    pick(input, new File([new Uint8Array(4 * 1024 * 1024)], 'gros.pdf', { type: 'application/pdf' }));
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Le fichier ne doit pas dépasser les 3Mo'));
    expect(fake.calls.some((c) => c.name === 'library.upload')).toBe(false);

    button('Choisir un fichier').click();
    pick(input, new File(['%PDF-1.4'], 'livret_accueil.pdf', { type: 'application/pdf' }));
    await eventually(() => expect(control('Titre').value).toBe('livret accueil'));
    await eventually(() => find('dialog[open]'));
    expect(pageText(find('dialog[open]'))).toContain('livret_accueil.pdf · PDF');
    await nextFrame();
    button('Ajouter').click();
    await eventually(() => expect(pageText()).toContain('Document ajouté à la bibliothèque : livret accueil'));
    const sent = fake.calls.find((c) => c.name === 'library.upload')!.body as { title: string; file: { fileName: string; mimeType: string } };
    // (happy-dom's FormData names a file part 'blob': the file's name is checked over real HTTP, in the integration and browser tests.)
    expect([sent.title, sent.file.mimeType]).toEqual(['livret accueil', 'application/pdf']);
    await eventually(() => expect(rows()).toHaveLength(3));
  }, 20_000);

  it('takes the first page navigation started instead of asking again', async () => {
    const fake = screen(true);
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(fake.calls.filter((c) => c.name === 'library.search').map((c) => c.body)).toEqual([{ pageNumber: 0, pageSize: 20 }]);
  });

  it('asks at navigation the filtered page a bookmarked URL names, once, as the screen asks it', async () => {
    const fake = screen(true, '/library?type=PDF&q=consignes&page=2');
    await eventually(() => expect(rows()).toHaveLength(1));
    expect(fake.calls.filter((c) => c.name === 'library.search').map((c) => c.body)).toEqual([{ type: 'PDF', text: 'consignes', pageNumber: 1, pageSize: 20 }]);
  });

  it('downloads through a one-use token', async () => {
    const fake = screen();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await eventually(() => expect(rows()).toHaveLength(2));
    button('Télécharger Consignes sécurité des enfants').click();
    await eventually(() => expect(clicked).toEqual(['consignes-securite.pdf https://api.agence.test/private/library/1/download?tk=jeton-unique']));
    expect(fake.calls.filter((c) => c.name === 'auth.getTemporaryToken').map((c) => c.body)).toEqual([{ maxUsages: 1 }]);
  });

  it('deletes a document after confirmation', async () => {
    const fake = screen();
    await eventually(() => expect(rows()).toHaveLength(2));
    button('Supprimer Astreintes du trimestre').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Confirmez-vous la suppression de ce document ?'));
    expect(fake.calls.some((c) => c.name === 'library.delete')).toBe(false);
    button('Supprimer', find('dialog[open]')).click();
    await eventually(() => expect(pageText()).toContain('Document supprimé'));
    await eventually(() => expect(rows()).toHaveLength(1));
    expect(fake.calls.find((c) => c.name === 'library.delete')?.params).toEqual({ id: '2' });
  });
});
