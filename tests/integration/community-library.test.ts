/**
 * The community's posts and the document library over real HTTP with the typed client: the
 * seeded posts and documents, the 250-character limits, a comment's round trip, pictures and
 * library files refused over 3 MB or of another type (400 naming the field), the library's
 * download by a one-use token, and both closed (403) where the agency's options are off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxFile, sampleFile } from '../support/files';
import type { ApiClient, ApiError } from '../../src/api/client';
import { adminAgency, updateAgencyOptions } from '../../src/api/contract/agencyAdmin';
import * as community from '../../src/api/contract/community';
import * as library from '../../src/api/contract/library';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
let paris: ApiClient;

beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
  paris = await loggedInClient(server.url, 'support@demo.fr');
});
afterAll(() => server.close());

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const png = { fileName: 'photo.png', mimeType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2]) };
const big = (type: 'JPEG' | 'PDF', fileName: string, mimeType: string) => sampleFile(type, fileName, mimeType, 3 * 1024 * 1024 + 1);

describe('community posts', () => {
  it('lists the seeded posts newest first, by type, status and author', async () => {
    const all = await api.call(community.searchPosts, { body: { pageSize: 50 } });
    expect(all.totalElements).toBe(7);
    expect(all.content[0]).toMatchObject({ status: 'DRAFT', title: 'Nouveau relevé d’heures dans l’application' });
    const events = await api.call(community.searchPosts, { body: { type: 'EVENT' } });
    expect(events.content.map((p) => p.type)).toEqual(['EVENT', 'EVENT']);
    expect(events.content.every((p) => p.eventDate !== null && p.pictures.length === 1)).toBe(true);
    const byPro = all.content.find((p) => p.author.kind === 'PRO')!;
    const hers = await api.call(community.searchPosts, { body: { authorId: byPro.author.id } });
    expect(hers.content.map((p) => p.id)).toContain(byPro.id);
    expect(hers.content.every((p) => p.author.id === byPro.author.id)).toBe(true);
    expect((await paris.call(community.searchPosts, { body: {} })).totalElements).toBe(2);
  });

  it('creates a PRO draft by default, refuses 251 characters on the field, publishes it, then deletes it', async () => {
    const tooLong = await failureOf(api.call(community.createPost, { body: { type: 'NEWS', title: 'x'.repeat(251), description: 'Texte', place: 'p'.repeat(251) } }));
    expect(tooLong?.status).toBe(400);
    expect(tooLong?.errors.map((e) => [e.field, e.label])).toEqual([['title', '250 caractères maximum'], ['place', '250 caractères maximum']]);
    const noDay = await failureOf(api.call(community.createPost, { body: { type: 'EVENT', title: 'Sortie', description: 'Au parc' } }));
    expect(noDay?.errors.map((e) => [e.field, e.label])).toEqual([['eventDate', 'Champ obligatoire']]);
    const created = await api.call(community.createPost, { body: { type: 'TRICK', title: 't'.repeat(250), description: 'Une astuce' } });
    expect(created).toMatchObject({ status: 'DRAFT', communityType: 'PRO', publishedAt: null, author: { kind: 'AGENCY', label: "Agence Lyon Presqu'île" } });
    const published = await api.call(community.updatePost, { params: { id: created.id }, body: { ...created, status: 'PUBLISHED' } });
    expect(published.publishedAt).not.toBeNull();
    await api.call(community.deletePost, { params: { id: created.id } });
    expect((await failureOf(api.call(community.getPost, { params: { id: created.id } })))?.status).toBe(404);
    expect((await failureOf(paris.call(community.getPost, { params: { id: published.id } })))?.status).toBe(404);
  });

  it('adds a comment that the post then shows and counts, and deletes it', async () => {
    const post = (await api.call(community.searchPosts, { body: { type: 'TRICK', status: 'PUBLISHED' } })).content[0]!;
    const blank = await failureOf(api.call(community.addPostComment, { params: { id: post.id }, body: { content: '   ' } }));
    expect([blank?.status, blank?.errors[0]?.field, blank?.message]).toEqual([400, 'content', 'Champ obligatoire']);
    const commented = await api.call(community.addPostComment, { params: { id: post.id }, body: { content: '  Très bonne idée, merci !  ' } });
    const comment = commented.comments.at(-1)!;
    expect(comment).toMatchObject({ content: 'Très bonne idée, merci !', author: { kind: 'AGENCY' } });
    expect((await api.call(community.getPost, { params: { id: post.id } })).commentsCount).toBe(post.commentsCount + 1);
    const after = await api.call(community.deletePostComment, { params: { id: post.id, commentId: comment.id } });
    expect(after.comments.map((c) => c.id)).not.toContain(comment.id);
    expect(after.commentsCount).toBe(post.commentsCount);
  });

  it("refuses a picture over 3 MB or not an image with the spec's message on `picture`, keeps an image and gives it once by token", async () => {
    const post = await api.call(community.createPost, { body: { type: 'NEWS', title: 'Photos', description: 'Avec photo' } });
    const tooBig = await failureOf(api.call(community.addPostPicture, { params: { id: post.id }, body: { picture: big('JPEG', 'grande.jpg', 'image/jpeg') } }));
    expect([tooBig?.status, tooBig?.message, tooBig?.errors[0]?.field]).toEqual([400, 'Le fichier ne doit pas dépasser les 3Mo', 'picture']);
    const text = await failureOf(api.call(community.addPostPicture, { params: { id: post.id }, body: { picture: { fileName: 'a.txt', mimeType: 'text/plain', bytes: new Uint8Array([65]) } } }));
    expect([text?.status, text?.message, text?.errors[0]?.field]).toEqual([400, "Le fichier « a.txt » n'est pas accepté : formats acceptés PNG, JPEG, GIF, WebP.", 'picture']);
    const withPicture = await api.call(community.addPostPicture, { params: { id: post.id }, body: { picture: png } });
    const picture = withPicture.pictures[0]!;
    const url = await api.downloadUrl(community.downloadPostPicture, { params: { id: post.id, pictureId: picture.id } });
    expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(png.bytes);
    expect((await fetch(url)).status).toBe(401);
    expect((await api.call(community.deletePostPicture, { params: { id: post.id, pictureId: picture.id } })).pictures).toEqual([]);
    await api.call(community.deletePost, { params: { id: post.id } });
  });
});

describe('document library', () => {
  it('lists the seeded documents newest first and by type', async () => {
    const all = await api.call(library.searchLibrary, { body: {} });
    expect(all.content.map((d) => d.type)).toEqual(['PDF', 'PHOTO', 'DOCUMENT', 'EXCEL', 'PDF']);
    expect((await api.call(library.searchLibrary, { body: { type: 'PDF' } })).content.map((d) => d.title)).toEqual(['Consignes sécurité des enfants', 'Livret d’accueil des intervenants']);
    expect((await api.call(library.searchLibrary, { body: { text: 'reglement' } })).content.map((d) => d.fileName)).toEqual(['reglement-interieur.txt']);
  });

  it('gives a seeded file as stored, once per token', async () => {
    const pdf = (await api.call(library.searchLibrary, { body: { type: 'PDF' } })).content[0]!;
    const url = await api.downloadUrl(library.downloadLibraryDocument, { params: { id: pdf.id } });
    const first = await fetch(url);
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(pdf.size);
    expect((await fetch(url)).status).toBe(401);
  });

  it('uploads a file with its type from the file, refuses 3 MB or another type on `file` and a blank title, and deletes', async () => {
    const tooBig = await failureOf(api.call(library.uploadLibraryDocument, { body: { title: 'Gros', file: big('PDF', 'gros.pdf', 'application/pdf') } }));
    expect([tooBig?.status, tooBig?.message, tooBig?.errors[0]?.field]).toEqual([400, 'Le fichier ne doit pas dépasser les 3Mo', 'file']);
    const html = await failureOf(api.call(library.uploadLibraryDocument, { body: { title: 'Page', file: { fileName: 'page.html', mimeType: 'text/html', bytes: new Uint8Array([60]) } } }));
    expect([html?.status, html?.errors[0]?.field, html?.message]).toEqual([400, 'file', "Le fichier « page.html » n'est pas accepté : formats acceptés PNG, JPEG, GIF, WebP, MP4, WebM, MOV, PDF, DOC, DOCX, ODT, XLS, XLSX, ODS, CSV, PPT, PPTX, ODP, TXT, RTF."]);
    const untitled = await failureOf(api.call(library.uploadLibraryDocument, { body: { title: ' ', file: png } }));
    expect([untitled?.errors[0]?.field, untitled?.message]).toEqual(['title', 'Champ obligatoire']);
    const word = docxFile('planning.docx');
    const document = await api.call(library.uploadLibraryDocument, { body: { title: 'Planning type', file: word } });
    expect(document).toMatchObject({ type: 'WORD', title: 'Planning type', fileName: 'planning.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: word.bytes.length, author: 'Sophie Lefèvre' });
    const response = await api.download(library.downloadLibraryDocument, { params: { id: document.id } });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(word.bytes);
    expect((await failureOf(paris.call(library.deleteLibraryDocument, { params: { id: document.id } })))?.status).toBe(404);
    await api.call(library.deleteLibraryDocument, { params: { id: document.id } });
    expect((await api.call(library.searchLibrary, { body: { text: 'Planning type' } })).totalElements).toBe(0);
  });
});

describe('agency options', () => {
  it('closes the library and the community (403) where the admin switched them off, and opens them again', async () => {
    const admin = await loggedInClient(server.url, 'admin@demo.fr');
    const { options } = await admin.call(adminAgency, { params: { id: 1 } });
    await admin.call(updateAgencyOptions, { params: { id: 1 }, body: { ...options, libraryEnabled: false, partCommunityEnabled: false, proCommunityEnabled: false } });
    try {
      const closedLibrary = await failureOf(api.call(library.searchLibrary, { body: {} }));
      expect([closedLibrary?.status, closedLibrary?.code, closedLibrary?.message]).toEqual([403, 'FEATURE_DISABLED', "La bibliothèque n'est pas activée pour cette agence."]);
      const closedCommunity = await failureOf(api.call(community.searchPosts, { body: {} }));
      expect([closedCommunity?.status, closedCommunity?.code]).toEqual([403, 'FEATURE_DISABLED']);
    } finally {
      await admin.call(updateAgencyOptions, { params: { id: 1 }, body: options });
    }
    expect((await api.call(library.searchLibrary, { body: {} })).totalElements).toBe(5);
  });
});
