/**
 * /community/posts and a post's page, React and Preact: the posts listed and filtered; a new
 * post — nothing sent while the title is missing, the 250-character counter, the professionals'
 * community and a draft by default — then its page opens; on a post's page a draft published, a
 * comment sent and deleted after confirmation, a picture over 3 MB refused before sending; an
 * event's day asked only for an event.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import * as api from '../../../../src/api/contract/community';
import { PostScreen } from '../../../../src/portal/screens/community/PostScreen';
import { PostsScreen } from '../../../../src/portal/screens/community/PostsScreen';
import { loadPosts } from '../../../../src/portal/screens/community/postsList';
import type { RouteLoadContext } from '../../../../src/portal/routes/route';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, pageText, pick, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const AT = '2026-11-20T08:30:00.000Z';
const agency = { kind: 'AGENCY' as const, id: 1, label: 'Agence Lyon Presqu’île' };
const post = (id: number, type: api.Post['type'], status: api.Post['status'], title: string, extra: Partial<api.PostDetail> = {}): api.PostDetail => ({
  id, type, status, communityType: 'PRO', title, description: 'Une description', place: null, eventDate: null, author: agency,
  createdAt: AT, updatedAt: AT, publishedAt: status === 'PUBLISHED' ? AT : null, pictures: [], commentsCount: 0, comments: [], ...extra,
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

function portal(location: string) {
  let posts = [
    post(1, 'NEWS', 'DRAFT', 'Nouveau relevé d’heures'),
    post(2, 'EVENT', 'PUBLISHED', 'Goûter de fin d’année', {
      communityType: 'PARENT', eventDate: '2026-12-18', place: 'Parc de la Tête d’Or',
      comments: [{ id: 5, author: { kind: 'PARENT', id: 3, label: 'Anne Lambert' }, content: 'Nous viendrons !', createdAt: AT }], commentsCount: 1,
    }),
  ];
  const save = (next: api.PostDetail) => ((posts = posts.map((p) => (p.id === next.id ? next : p))), next);
  const fake = fakePortal([
    [api.searchPosts, ({ body }) => onePage(posts.filter((p) => !(body as { type?: string }).type || p.type === (body as { type?: string }).type))],
    [api.getPost, ({ params }) => posts.find((p) => p.id === Number(params.id))],
    [api.createPost, ({ body }) => post(9, 'NEWS', 'DRAFT', '', body as Partial<api.PostDetail>)],
    [api.updatePost, ({ params, body }) => save({ ...posts.find((p) => p.id === Number(params.id))!, ...(body as object), publishedAt: AT })],
    [api.addPostComment, ({ params, body }) => {
      const current = posts.find((p) => p.id === Number(params.id))!;
      const comments = [...current.comments, { id: 6, author: agency, content: (body as { content: string }).content, createdAt: AT }];
      return save({ ...current, comments, commentsCount: comments.length });
    }],
    [api.deletePostComment, ({ params }) => {
      const current = posts.find((p) => p.id === Number(params.id))!;
      const comments = current.comments.filter((c) => c.id !== Number(params.commentId));
      return save({ ...current, comments, commentsCount: comments.length });
    }],
    [api.addPostPicture, () => posts[1]],
    [getTemporaryToken, () => ({ token: 'jeton', maxUsages: 1, expiresAt: AT })],
  ]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, { router });
  return { ...fake, router };
}

const rows = () => findAll('tbody tr').map((row) => findAll('td', row).slice(0, 3).map((cell) => pageText(cell)));

describe('/community/posts', () => {
  it('lists the posts with their community, type and status, then one type', async () => {
    const fake = portal('/community/posts');
    unmount = fake.render(<PostsScreen params={{}} title="Communauté" />).unmount;
    await eventually(() => expect(rows()).toEqual([
      ['Nouveau relevé d’heuresCommunauté des intervenants', 'Actualité', 'Brouillon'],
      ['Goûter de fin d’annéeCommunauté des parents', 'Événement', 'Publiée'],
    ]));
    choose(control<HTMLSelectElement>('Type'), 'EVENT');
    await eventually(() => expect(rows()).toHaveLength(1));
    expect(fake.calls.filter((c) => c.name === 'community.search').at(-1)!.body).toMatchObject({ type: 'EVENT', pageNumber: 0 });
  });

  it('asks at navigation the filtered page a bookmarked URL names, once, as the screen asks it', async () => {
    const location = '/community/posts?type=EVENT&status=PUBLISHED&communityType=PARENT&q=go%C3%BBter&page=2';
    const fake = portal(location);
    // Navigation starts the route's loader beside the screen's code (src/portal/routes/).
    void loadPosts({ client: fake.portal.client, queries: fake.portal.queries, location } as unknown as RouteLoadContext);
    unmount = fake.render(<PostsScreen params={{}} title="Communauté" />).unmount;
    await eventually(() => expect(rows()).toEqual([['Goûter de fin d’annéeCommunauté des parents', 'Événement', 'Publiée']]));
    expect(fake.calls.filter((c) => c.name === 'community.search').map((c) => c.body)).toEqual([
      { type: 'EVENT', status: 'PUBLISHED', communityType: 'PARENT', text: 'goûter', pageNumber: 1, pageSize: 10 },
    ]);
  });

  it('writes a post: nothing sent without a title, a draft for the professionals by default, then its page', async () => {
    const fake = portal('/community/posts');
    unmount = fake.render(<PostsScreen params={{}} title="Communauté" />).unmount;
    await eventually(() => expect(rows()).toHaveLength(2));
    button('Nouvelle publication').click();
    const dialog = await eventually(() => find('dialog[open]'));
    expect(control<HTMLSelectElement>('Communauté', dialog).value).toBe('PRO');
    expect(control<HTMLSelectElement>('Statut', dialog).value).toBe('DRAFT');
    button('Enregistrer', dialog).click();
    await eventually(() => expect(pageText(dialog)).toContain('Champ obligatoire'));
    expect(fake.calls.some((c) => c.name === 'community.create')).toBe(false);
    typeInto(control('Titre', dialog), 'Formation premiers secours');
    typeInto(control<HTMLTextAreaElement>('Description', dialog), 'Une session aux gestes qui sauvent.');
    await eventually(() => expect(pageText(dialog)).toContain('26 / 250 caractères'));
    expect(control('Titre', dialog).maxLength).toBe(250);
    await nextFrame();
    button('Enregistrer', dialog).click();
    await eventually(() => expect(fake.router.location.value).toBe('/community/posts/9'));
    expect(fake.calls.find((c) => c.name === 'community.create')!.body).toEqual({
      type: 'NEWS', status: 'DRAFT', communityType: 'PRO', title: 'Formation premiers secours', description: 'Une session aux gestes qui sauvent.', place: null, eventDate: null,
    });
  });

  it("asks an event's day, and sends it with the place", async () => {
    const fake = portal('/community/posts');
    unmount = fake.render(<PostsScreen params={{}} title="Communauté" />).unmount;
    await eventually(() => expect(rows()).toHaveLength(2));
    button('Nouvelle publication').click();
    const dialog = await eventually(() => find('dialog[open]'));
    expect(() => control('Date de l’événement', dialog)).toThrow();
    choose(control<HTMLSelectElement>('Type', dialog), 'EVENT');
    const day = await eventually(() => control('Date de l’événement', dialog));
    typeInto(control('Titre', dialog), 'Goûter');
    typeInto(control<HTMLTextAreaElement>('Description', dialog), 'Au parc');
    typeInto(control('Lieu', dialog), 'Parc de la Tête d’Or');
    await nextFrame();
    button('Enregistrer', dialog).click();
    await eventually(() => expect(pageText(dialog)).toContain('Champ obligatoire'));
    expect(fake.calls.some((c) => c.name === 'community.create')).toBe(false);
    typeInto(day, '18/12/2026');
    day.dispatchEvent(new FocusEvent('blur'));
    await nextFrame();
    button('Enregistrer', dialog).click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'community.create')?.body).toMatchObject({ type: 'EVENT', eventDate: '2026-12-18', place: 'Parc de la Tête d’Or' }));
  });
});

describe('a post', () => {
  it('publishes a draft', async () => {
    const fake = portal('/community/posts/1');
    unmount = fake.render(<PostScreen params={{ postId: '1' }} title="Publication" />).unmount;
    await eventually(() => expect(pageText()).toContain('Non publiée'));
    button('Publier').click();
    await eventually(() => expect(pageText()).toContain('Publication publiée'));
    expect(fake.calls.find((c) => c.name === 'community.update')!.body).toMatchObject({ status: 'PUBLISHED', title: 'Nouveau relevé d’heures' });
    expect(() => button('Publier')).toThrow();
  });

  it('shows an event with its comments, sends one and deletes one after confirmation', async () => {
    const fake = portal('/community/posts/2');
    unmount = fake.render(<PostScreen params={{ postId: '2' }} title="Publication" />).unmount;
    await eventually(() => expect(pageText()).toContain('Nous viendrons !'));
    expect(pageText()).toContain('Date de l’événement18/12/2026');
    expect(pageText()).toContain('Parc de la Tête d’Or');
    expect(pageText()).toContain('Communauté des parents');
    typeInto(control<HTMLTextAreaElement>('Votre commentaire'), 'Rien à apporter, tout est prévu.');
    await nextFrame();
    button('Commenter').click();
    await eventually(() => expect(pageText()).toContain('Commentaire ajouté'));
    expect(pageText()).toContain('Commentaires (2)');
    expect(fake.calls.find((c) => c.name === 'community.addComment')!.body).toEqual({ content: 'Rien à apporter, tout est prévu.' });
    await eventually(() => expect(control<HTMLTextAreaElement>('Votre commentaire').value).toBe(''));

    button('Supprimer le commentaire de Anne Lambert').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Confirmez-vous la suppression de ce commentaire ?'));
    button('Supprimer', find('dialog[open]')).click();
    await eventually(() => expect(pageText()).not.toContain('Nous viendrons !'));
    expect(fake.calls.find((c) => c.name === 'community.deleteComment')?.params).toEqual({ id: '2', commentId: '5' });
  });

  it("refuses a picture over 3 MB before sending, with the spec's message", async () => {
    const fake = portal('/community/posts/2');
    unmount = fake.render(<PostScreen params={{ postId: '2' }} title="Publication" />).unmount;
    const input = await eventually(() => control<HTMLInputElement>('Choisir une photo'));
    vi.spyOn(input, 'click').mockImplementation(() => undefined);
    button('Ajouter une photo').click();
    pick(input, new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }));
    await eventually(() => expect(pageText()).toContain('Le fichier ne doit pas dépasser les 3Mo'));
    expect(fake.calls.some((c) => c.name === 'community.addPicture')).toBe(false);
  });
});
