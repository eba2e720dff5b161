/**
 * A professional's page, React and Preact: the résumé shows its tabs, login, creation date,
 * planned hours and families since when; a picture too large is refused before sending with the
 * spec's message, an image is sent as the multipart field `picture`; the picture's deletion is
 * confirmed first; on the infos tab a permission is added for a family and removed after
 * confirmation; the posts tab lists the posts the professional wrote, each linking to its page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTemporaryToken } from '../../../../src/api/contract/auth';
import { searchPosts, type Post } from '../../../../src/api/contract/community';
import { searchFamilies } from '../../../../src/api/contract/families';
import { searchNotes } from '../../../../src/api/contract/notes';
import { professionalOverview } from '../../../../src/api/contract/overview';
import {
  createPermissionForFamily, deletePermissionForFamily, getProfessional, getProfessionalSummary, professionalPermissions, type ProfessionalPermission, type ProfessionalSummary,
} from '../../../../src/api/contract/professionals';
import { searchUnavailabilities } from '../../../../src/api/contract/unavailabilities';
import { deleteUserPicture, updateUserPicture } from '../../../../src/api/contract/users';
import { listWeeklyUnavailabilities } from '../../../../src/api/contract/weeklyUnavailabilities';
import { ProfessionalRecordScreen } from '../../../../src/portal/screens/professionals/ProfessionalRecordScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, pageText, pick, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const PRO: ProfessionalSummary = {
  id: 7, firstName: 'Inès', lastName: 'Haddad', login: 'ines.haddad@exemple.fr', status: 'ACTIVE', createdAt: '2025-03-04T08:00:00.000Z',
  pictureAt: null, monthPlannedMinutes: 4530, families: [{ id: 12, name: 'Famille Martin', since: '2025-09-01' }],
};
const POST: Post = {
  id: 31, type: 'TRICK', status: 'PUBLISHED', communityType: 'PRO', title: 'Occuper les enfants un jour de pluie', description: 'Pâte à sel et cabane', place: null, eventDate: null,
  author: { kind: 'PRO', id: 7, label: 'Inès Haddad' }, createdAt: '2026-11-16T08:30:00.000Z', updatedAt: '2026-11-16T08:30:00.000Z', publishedAt: '2026-11-16T08:30:00.000Z',
  pictures: [], commentsCount: 2,
};
const OVERVIEW = { nextPlanningEvents: [], lastPlanningEvents: [], currentTimesheets: [], previousTimesheets: [], lastPlanningActivityReports: [], monthPlannedDurationAvg: null };

function api(location: string) {
  let pro = PRO;
  let permissions: ProfessionalPermission[] = [{ family: { id: 12, name: 'Famille Martin' }, createdAt: '2026-01-05T09:00:00.000Z' }];
  const fake = fakePortal([
    [getProfessionalSummary, () => pro],
    [updateUserPicture, () => ((pro = { ...pro, pictureAt: '2026-11-24T10:00:00.000Z' }), account(pro))],
    [deleteUserPicture, () => ((pro = { ...pro, pictureAt: null }), account(pro))],
    [getTemporaryToken, () => ({ token: 'jeton-unique', maxUsages: 1, expiresAt: '2026-11-24T10:05:00.000Z' })],
    [searchNotes, () => onePage([])],
    [searchPosts, ({ body }) => onePage((body as { authorId?: number }).authorId === 7 ? [POST] : [])],
    [searchUnavailabilities, () => onePage([])],
    [listWeeklyUnavailabilities, () => []],
    [professionalOverview, () => OVERVIEW],
    [getProfessional, () => ({
      ...account(pro), role: 'PRO', ref: 'INT-1-0007', email: pro.login, candidate: false, phoneNumber1: '0612345678', phoneNumber2: null, street: '3 rue Mercière',
      zipCode: '69002', city: 'Lyon', agency: { id: 1, label: 'Agence Lyon Presqu’île' }, hiredOn: '2025-03-10', lastExchangeAt: null, nextExchangeAt: null, nextPlanningEvent: null,
    })],
    [professionalPermissions, () => permissions],
    [searchFamilies, () => onePage([{ id: 15, name: 'Famille Durand', city: null, childrenFirstNames: [] }])],
    [createPermissionForFamily, ({ params }) => (permissions = [...permissions, { family: { id: Number(params.familyId), name: 'Famille Durand' }, createdAt: '2026-11-24T10:00:00.000Z' }])],
    [deletePermissionForFamily, ({ params }) => (permissions = permissions.filter((p) => p.family.id !== Number(params.familyId)))],
  ]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, { router });
  return { ...fake, router };
}

const account = (pro: ProfessionalSummary) => ({
  id: pro.id, firstName: pro.firstName, lastName: pro.lastName, login: pro.login, status: pro.status, role: 'PRO' as const, locked: false,
  pictureAt: pro.pictureAt, family: null, activationMailSentAt: null, createdAt: pro.createdAt,
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('ProfessionalRecordScreen', () => {
  it('shows the résumé: tabs, login, creation date, planned hours and families since when', async () => {
    const fake = api('/professionals/7/resume');
    unmount = fake.render(<ProfessionalRecordScreen params={{ proId: '7' }} title="Intervenant – Résumé" />).unmount;
    await eventually(() => expect(find('h1').textContent).toContain('Inès Haddad'));
    expect(findAll('[aria-label="Onglets de la fiche"] a').map((a) => a.textContent)).toEqual(['Résumé', 'Notes', 'Informations', 'Messages', 'Planning', 'Publications']);
    const profile = await eventually(() => find('section[aria-label="Profil"]'));
    expect(pageText(profile)).toContain('ines.haddad@exemple.fr');
    expect(pageText(profile)).toContain('04/03/2025');
    expect(pageText(profile)).toContain('75h30');
    await eventually(() => expect(pageText(find('section[aria-label="Familles"]'))).toContain('Famille Martin01/09/2025'));
  });

  it("refuses a picture over 3 MB with the spec's message, sends an image, and deletes it after confirmation", async () => {
    const fake = api('/professionals/7/resume');
    unmount = fake.render(<ProfessionalRecordScreen params={{ proId: '7' }} title="Intervenant – Résumé" />).unmount;
    const input = await eventually(() => control<HTMLInputElement>('Choisir une photo'));
    vi.spyOn(input, 'click').mockImplementation(() => undefined);
    button('Ajouter une photo').click();
    pick(input, new File([new Uint8Array(4 * 1024 * 1024)], 'grande.jpg', { type: 'image/jpeg' }));
    await eventually(() => expect(pageText()).toContain('Le fichier ne doit pas dépasser les 3Mo'));
    expect(fake.calls.some((c) => c.name === 'users.updatePicture')).toBe(false);

    pick(input, new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    await eventually(() => expect(pageText()).toContain('Photo enregistrée'));
    const sent = fake.calls.find((c) => c.name === 'users.updatePicture')!;
    expect(sent.query).toEqual({ type: 'PRO' });
    expect((sent.body as { picture: { mimeType: string } }).picture.mimeType).toBe('image/png');
    const remove = await eventually(() => button('Supprimer la photo'));
    expect(button('Remplacer la photo')).toBeTruthy();

    remove.click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Supprimer la photo de profil ?'));
    expect(fake.calls.some((c) => c.name === 'users.deletePicture')).toBe(false);
    button('Supprimer', find('dialog[open]')).click();
    await eventually(() => expect(pageText()).toContain('Photo supprimée'));
    await eventually(() => expect(button('Ajouter une photo')).toBeTruthy());
  });

  it('adds a permission for a family and removes one after confirmation on the infos tab', async () => {
    const fake = api('/professionals/7/infos');
    unmount = fake.render(<ProfessionalRecordScreen params={{ proId: '7' }} title="Intervenant – Informations" />).unmount;
    const panel = await eventually(() => find('section[aria-label="Permissions par famille"]'));
    await eventually(() => expect(pageText(panel)).toContain('Famille Martin'));
    typeInto(control('Famille à ajouter', panel), 'Dur');
    await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toEqual(['Famille Durand']));
    find('[role="option"]').click();
    await eventually(() => expect(button('Ajouter', panel).disabled).toBe(false));
    button('Ajouter', panel).click();
    await eventually(() => expect(pageText(panel)).toContain('Famille Durand'));
    expect(fake.calls.find((c) => c.name === 'professionals.permissions.createForFamily')?.params).toEqual({ id: '7', familyId: '15' });

    button('Retirer Famille Martin', panel).click();
    await eventually(() => expect(pageText(find('dialog[open]'))).toContain('Retirer l’accès à cette famille ?'));
    button('Supprimer', find('dialog[open]')).click();
    await eventually(() => expect(pageText(panel)).not.toContain('Famille Martin'));
    expect(fake.calls.find((c) => c.name === 'professionals.permissions.deleteForFamily')?.params).toEqual({ id: '7', familyId: '12' });
  });

  it('lists on the posts tab the posts the professional wrote, each linking to its page', async () => {
    const fake = api('/professionals/7/posts');
    unmount = fake.render(<ProfessionalRecordScreen params={{ proId: '7' }} title="Intervenant – Publications" />).unmount;
    await eventually(() => expect(findAll('section[aria-label="Publications"] tbody tr')).toHaveLength(1));
    const cells = findAll('section[aria-label="Publications"] tbody td').map((cell) => pageText(cell));
    expect(cells).toEqual(['Occuper les enfants un jour de pluieCommunauté des intervenants', 'Astuce', 'Publiée', '16/11/2026', '2']);
    expect(find('section[aria-label="Publications"] tbody a').getAttribute('href')).toContain('/community/posts/31');
    expect(fake.calls.find((c) => c.name === 'community.search')?.body).toMatchObject({ authorId: 7, pageNumber: 0 });
  });
});
