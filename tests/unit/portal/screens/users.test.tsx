/**
 * /users, /users?type=pro and /users?type=family on the list kit, React and Preact: the kinds
 * searched and the title, the status filter in the body with `type` kept in the URL; a selection
 * suspended, mailed and deleted after confirmation; a new parent in the `FormDialog` with
 * 'Champ obligatoire' before anything is sent, then created; a parent's picture from its edit
 * dialog: too large refused before sending, an image sent as the multipart field `picture`,
 * deleted after confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import { searchFamilies } from '../../../../src/api/contract/families';
import {
  createUser, deleteUserPicture, deleteUsers, searchUsers, sendActivationMail, updateUserPicture, updateUsersStatus, type UserAccount,
} from '../../../../src/api/contract/users';
import { UsersListScreen } from '../../../../src/portal/screens/users/UsersListScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, pageText, pick, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const user = (id: number, firstName: string, lastName: string, extra: Partial<UserAccount> = {}): UserAccount => ({
  id, firstName, lastName, login: `u${id}@exemple.fr`, status: 'ACTIVE', role: 'FAMILY', locked: false, pictureAt: null,
  family: { id: 40 + id, name: `Famille ${lastName}` }, activationMailSentAt: null, createdAt: '2026-01-10T09:00:00.000Z', ...extra,
});

const PRO_USER = user(1, 'Inès', 'Haddad', { role: 'PRO', family: null, login: 'ines@exemple.fr' });

function api(location: string) {
  let users = [user(1, 'Claire', 'Bernard'), user(2, 'Paul', 'Girard'), user(3, 'Léa', 'Morel')];
  const withPicture = (id: number, pictureAt: string | null) => {
    users = users.map((u) => (u.id === id ? { ...u, pictureAt } : u));
    return users.find((u) => u.id === id);
  };
  const fake = fakePortal([
    [searchUsers, ({ body }) => {
      const roles = (body as { roles: string[] }).roles;
      return onePage([...(roles.includes('PRO') ? [PRO_USER] : []), ...(roles.includes('FAMILY') ? users : [])]);
    }],
    [updateUsersStatus, ({ params, body }) => {
      const ids = (body as { userIds: number[] }).userIds;
      users = users.map((u) => (ids.includes(u.id) ? { ...u, status: params.status as UserAccount['status'] } : u));
      return users.filter((u) => ids.includes(u.id));
    }],
    [sendActivationMail, ({ body }) => ({ count: (body as { userIds: number[] }).userIds.length })],
    [deleteUsers, ({ body }) => void (users = users.filter((u) => !(body as { userIds: number[] }).userIds.includes(u.id)))],
    [searchFamilies, () => onePage([{ id: 50, name: 'Famille Roy', city: null, childrenFirstNames: [] }])],
    [updateUserPicture, ({ params }) => withPicture(Number(params.id), '2026-11-24T10:00:00.000Z')],
    [deleteUserPicture, ({ params }) => withPicture(Number(params.id), null)],
    [getTemporaryToken, () => ({ token: 'jeton-unique', maxUsages: 1, expiresAt: '2026-11-24T10:05:00.000Z' })],
    [createUser, ({ body }) => {
      const created = user(4, (body as { firstName: string }).firstName, (body as { lastName: string }).lastName, { status: 'CREATED' });
      users = [...users, created];
      return created;
    }],
  ]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, { router });
  return { ...fake, router };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const searches = (calls: { name: string; body: unknown }[]) => calls.filter((call) => call.name === 'users.search');
const tick = (name: string) => control<HTMLInputElement>(`Sélectionner ${name}`).click();

describe('UsersListScreen', () => {
  it('lists the professionals on /users?type=pro, each linked to its page', async () => {
    const pros = api('/users?type=pro');
    unmount = pros.render(<UsersListScreen params={{}} title="Intervenants" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    expect(find('h1').textContent).toBe('Intervenants');
    expect(searches(pros.calls)[0]?.body).toMatchObject({ roles: ['PRO'], statuses: [] });
    expect(find<HTMLAnchorElement>('tbody a').getAttribute('href')).toContain('/professionals/1/resume');
  });

  it('lists the parents on /users?type=family, a status ticked keeping the type in the URL', async () => {
    const fake = api('/users?type=family&status=SUSPENDED');
    unmount = fake.render(<UsersListScreen params={{}} title="Parents" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    expect(find('h1').textContent).toBe('Parents');
    expect(searches(fake.calls)[0]?.body).toMatchObject({ roles: ['FAMILY'], statuses: ['SUSPENDED'] });
    expect(pageText()).toContain('Famille Bernard');
    find('.ap-filter__button').click();
    await eventually(() => expect(pageText(find('.ap-filter__panel'))).toContain('Actif'));
    findAll<HTMLInputElement>('.ap-filter__panel input[type="checkbox"]')[0]!.click();
    await eventually(() => expect(fake.router.location.value).toBe('/users?type=family&status=SUSPENDED&status=ACTIVE'));
  });

  it('suspends a selection, mails its activation, and deletes it after confirmation', async () => {
    const fake = api('/users?type=family');
    unmount = fake.render(<UsersListScreen params={{}} title="Parents" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    expect(button('Suspendre').disabled).toBe(true);
    tick('Claire Bernard');
    tick('Paul Girard');
    await eventually(() => expect(pageText()).toContain('2 sélectionné(s)'));
    button('Suspendre').click();
    await eventually(() => expect(pageText()).toContain('Statut « Suspendu » appliqué'));
    expect(fake.calls.find((c) => c.name === 'users.updateStatus')).toMatchObject({ params: { status: 'SUSPENDED' }, body: { type: 'FAMILY', userIds: [1, 2] } });
    await eventually(() => expect(findAll('tbody tr .ap-tag').filter((t) => t.textContent === 'Suspendu')).toHaveLength(2));

    // An active account has its password: the activation mail is not offered for it.
    tick('Léa Morel');
    await eventually(() => expect(pageText()).toContain('1 sélectionné(s)'));
    expect([button("Envoyer le mail d'activation").disabled, button("Envoyer le mail d'activation").title]).toEqual([true, 'Ce compte est déjà activé']);
    tick('Léa Morel');
    tick('Paul Girard');
    await eventually(() => expect(button("Envoyer le mail d'activation").disabled).toBe(false));
    button("Envoyer le mail d'activation").click();
    await eventually(() => expect(pageText()).toContain("Mail d'activation envoyé"));
    const page = document.defaultView!.location.href.split('#')[0];
    expect(fake.calls.find((c) => c.name === 'users.sendActivationMail')?.body).toEqual({ type: 'FAMILY', userIds: [2], portalUrl: page });

    tick('Claire Bernard');
    await eventually(() => expect(button('Supprimer').disabled).toBe(false));
    button('Supprimer').click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Supprimer cet utilisateur ? Seul le compte de l’application est supprimé (identifiant et accès) : la fiche de l’intervenant(e), son planning et sa paie restent, comme le parent dans sa famille.'));
    expect(fake.calls.some((c) => c.name === 'users.delete')).toBe(false);
    button('Supprimer', find('dialog[open]')).click();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(fake.calls.find((c) => c.name === 'users.delete')?.body).toEqual({ type: 'FAMILY', userIds: [1] });
  });

  it('lists every user on /users and sends a selection of both kinds as one call per kind', async () => {
    const fake = api('/users');
    unmount = fake.render(<UsersListScreen params={{}} title="Utilisateurs" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(4));
    expect(find('h1').textContent).toBe('Utilisateurs');
    expect(searches(fake.calls)[0]?.body).toMatchObject({ roles: ['PRO', 'FAMILY'] });
    expect(findAll('tbody tr').map((row) => row.querySelectorAll('td')[2]?.textContent)).toEqual(['Intervenant(e)', 'Parent', 'Parent', 'Parent']);
    // The professional and the parent share the id 1: each is ticked on its own.
    tick('Inès Haddad');
    tick('Claire Bernard');
    await eventually(() => expect(pageText()).toContain('2 sélectionné(s)'));
    button('Activer').click();
    await eventually(() => expect(pageText()).toContain('Statut « Actif » appliqué'));
    expect(fake.calls.filter((c) => c.name === 'users.updateStatus').map((c) => c.body)).toEqual([
      { type: 'PRO', userIds: [1] },
      { type: 'FAMILY', userIds: [1] },
    ]);
  });

  it("creates a parent: 'Champ obligatoire' first and nothing sent, then the account", async () => {
    const fake = api('/users?type=family');
    unmount = fake.render(<UsersListScreen params={{}} title="Parents" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    button('Nouveau parent').click();
    const dialog = await eventually(() => find('dialog[open]'));
    button('Enregistrer', dialog).click();
    await eventually(() => expect(pageText(dialog)).toContain('Champ obligatoire'));
    expect(fake.calls.some((c) => c.name === 'users.create')).toBe(false);

    typeInto(control('Famille', dialog), 'Roy');
    await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toEqual(['Famille Roy']));
    find('[role="option"]').click();
    typeInto(control('Prénom', dialog), 'Anne');
    typeInto(control('Nom', dialog), 'Roy');
    typeInto(control('E-mail de connexion', dialog), 'anne.roy@exemple.fr');
    // Preact renders the typed values later: the submit reads them once rendered.
    await eventually(() => expect(pageText(dialog)).not.toContain('Champ obligatoire'));
    button('Enregistrer', dialog).click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'users.create')?.body).toEqual({ type: 'FAMILY', familyId: 50, firstName: 'Anne', lastName: 'Roy', login: 'anne.roy@exemple.fr' }));
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(4));
    expect(pageText()).toContain('Enregistrement effectué !');
  });

  it("sets a parent's picture from its dialog: over 3 MB refused and nothing sent, an image sent, deleted after confirmation", async () => {
    const fake = api('/users?type=family');
    unmount = fake.render(<UsersListScreen params={{}} title="Parents" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    button('Modifier Paul Girard').click();
    const dialog = await eventually(() => find('dialog[open]'));
    expect(pageText(dialog)).toContain('Modifier Paul Girard');
    expect(find('[role="img"]', dialog).getAttribute('aria-label')).toBe('Paul Girard : pas de photo');
    const input = control<HTMLInputElement>('Choisir une photo', dialog);
    vi.spyOn(input, 'click').mockImplementation(() => undefined);
    button('Ajouter une photo', dialog).click();
    pick(input, new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }));
    await eventually(() => expect(pageText(dialog)).toContain('Le fichier ne doit pas dépasser les 3Mo'));
    expect(fake.calls.some((c) => c.name === 'users.updatePicture')).toBe(false);

    pick(input, new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    await eventually(() => expect(pageText(dialog)).toContain('Photo enregistrée'));
    const sent = fake.calls.find((c) => c.name === 'users.updatePicture')!;
    expect([sent.params, sent.query]).toEqual([{ id: '2' }, { type: 'FAMILY' }]);
    // (the test environment's form data drops the file's name on the way: its type and bytes are checked)
    expect(sent.body).toMatchObject({ picture: { mimeType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) } });
    const img = await eventually(() => find<HTMLImageElement>('img.ap-avatar', dialog));
    expect(img.alt).toBe('Photo de Paul Girard');
    expect(img.getAttribute('src')).toContain('/private/users/2/picture?type=FAMILY&tk=jeton-unique');
    expect(fake.calls.some((c) => c.name === 'users.update')).toBe(false);

    (await eventually(() => button('Supprimer la photo', dialog))).click();
    // The confirmation opens over the user's dialog.
    await eventually(() => expect(findAll('dialog[open]')).toHaveLength(2));
    const confirmation = findAll('dialog[open]')[1]!;
    expect(pageText(confirmation)).toContain('Supprimer la photo de profil ?');
    expect(fake.calls.some((c) => c.name === 'users.deletePicture')).toBe(false);
    button('Supprimer', confirmation).click();
    await eventually(() => expect(pageText(dialog)).toContain('Photo supprimée'));
    expect(fake.calls.find((c) => c.name === 'users.deletePicture')).toMatchObject({ params: { id: '2' }, query: { type: 'FAMILY' } });
    await eventually(() => expect(button('Ajouter une photo', dialog)).toBeTruthy());
  });
});
