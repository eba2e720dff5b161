/**
 * Professionals and users over real HTTP with the typed client (spec 001 §7): a professional's
 * summary and permissions per family; the users' search, status of a selection, picture rules
 * (3 MB, images only; a parent's set and deleted), activation mail and deletion of a selection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFile } from '../support/files';
import type { ApiClient, ApiError } from '../../src/api/client';
import { createPermissionForFamily, deletePermissionForFamily, getProfessionalSummary, professionalPermissions } from '../../src/api/contract/professionals';
import {
  createUser, deleteUserPicture, deleteUsers, downloadUserPicture, searchUsers, sendActivationMail, unlockUser, updateUser, updateUserPicture, updateUsersStatus,
} from '../../src/api/contract/users';
import { employeeChangelogs } from '../../src/api/contract/employeeRecord';
import { listMails } from '../../sandbox/store/mails';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;

beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const db = () => server.sandbox.db;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const lyonFamilies = () => db().prepare('SELECT id, label FROM families WHERE agency_id = 1 AND prospect = 0 ORDER BY id').all() as { id: number; label: string }[];
const activePro = () => db().prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'ACTIVE' ORDER BY id DESC LIMIT 1").pluck().get() as number;
const parents = async (namePattern = '') => (await api.call(searchUsers, { body: { role: 'FAMILY', namePattern, pageSize: 500 } })).content;

describe('a professional', () => {
  it('never shares its login (its e-mail) with another in the seed; a same name drawn twice gets a number', () => {
    const logins = db().prepare('SELECT email FROM employees').pluck().all() as string[];
    expect(new Set(logins).size).toBe(logins.length);
    const twins = db().prepare("SELECT ref, email FROM employees WHERE ref IN ('INT-1-0007', 'INT-1-0028') ORDER BY ref").all() as { ref: string; email: string }[];
    expect(twins.map((t) => t.email.replace(/2@/, '@'))).toEqual([twins[0]!.email, twins[0]!.email]);
    expect(twins[1]!.email).toMatch(/2@mail\.fr$/);
  });

  it('has a summary: login, creation date, planned minutes and its families since their first event', async () => {
    const id = db().prepare('SELECT employee_id FROM planning_events pe JOIN employees e ON e.id = pe.employee_id WHERE e.agency_id = 1 LIMIT 1').pluck().get() as number;
    const summary = await api.call(getProfessionalSummary, { params: { id } });
    expect(summary.login).toBe(db().prepare('SELECT email FROM employees WHERE id = ?').pluck().get(id));
    expect(summary.families.length).toBe(14);
    expect(summary.families[0]!.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.pictureAt).toBeNull();
  });

  it('gets a permission for a family, keeps one when added twice, and loses it when removed', async () => {
    const id = activePro();
    const [family] = lyonFamilies();
    const before = await api.call(professionalPermissions, { params: { id } });
    const added = await api.call(createPermissionForFamily, { params: { id, familyId: family!.id } });
    await api.call(createPermissionForFamily, { params: { id, familyId: family!.id } });
    expect(added.map((p) => p.family.id)).toContain(family!.id);
    expect((await api.call(professionalPermissions, { params: { id } })).length).toBe(before.length + 1);
    const removed = await api.call(deletePermissionForFamily, { params: { id, familyId: family!.id } });
    expect(removed.map((p) => p.family.id)).not.toContain(family!.id);
    const parisFamily = db().prepare('SELECT id FROM families WHERE agency_id = 3 LIMIT 1').pluck().get() as number;
    expect((await failureOf(api.call(createPermissionForFamily, { params: { id, familyId: parisFamily } })))?.status).toBe(404);
  });
});

describe('users', () => {
  it('searches both kinds at once by name, each user with its kind', async () => {
    const both = await api.call(searchUsers, { body: { roles: ['PRO', 'FAMILY'], pageSize: 500 } });
    const pros = await api.call(searchUsers, { body: { role: 'PRO', pageSize: 1 } });
    expect(both.totalElements).toBe(pros.totalElements + (await parents()).length);
    expect(new Set(both.content.map((u) => u.role))).toEqual(new Set(['PRO', 'FAMILY']));
  });

  it("changes the status of a selection, all or none", async () => {
    const [a, b] = (await parents()).filter((u) => u.status === 'ACTIVE');
    const updated = await api.call(updateUsersStatus, { params: { status: 'SUSPENDED' }, body: { type: 'FAMILY', userIds: [a!.id, b!.id] } });
    expect(updated.map((u) => u.status)).toEqual(['SUSPENDED', 'SUSPENDED']);
    const suspended = (await api.call(searchUsers, { body: { role: 'FAMILY', status: 'SUSPENDED', pageSize: 500 } })).content.map((u) => u.id);
    expect(suspended).toEqual(expect.arrayContaining([a!.id, b!.id]));
    const parisParent = db().prepare('SELECT p.id FROM family_parents p JOIN families f ON f.id = p.family_id WHERE f.agency_id = 3 AND p.account_status IS NOT NULL LIMIT 1').pluck().get() as number;
    const refused = await failureOf(api.call(updateUsersStatus, { params: { status: 'ACTIVE' }, body: { type: 'FAMILY', userIds: [a!.id, parisParent] } }));
    expect(refused?.status).toBe(404);
    expect(db().prepare('SELECT account_status FROM family_parents WHERE id = ?').pluck().get(a!.id)).toBe('SUSPENDED');
    const candidate = db().prepare("SELECT id FROM employees WHERE agency_id = 1 AND status = 'CANDIDATE' LIMIT 1").pluck().get() as number;
    const candidateRefused = await failureOf(api.call(updateUsersStatus, { params: { status: 'ACTIVE' }, body: { type: 'PRO', userIds: [candidate] } }));
    expect([candidateRefused?.status, candidateRefused?.errors[0]?.field]).toEqual([400, 'userIds']);
    expect(db().prepare('SELECT status FROM employees WHERE id = ?').pluck().get(candidate)).toBe('CANDIDATE');
  });

  it("refuses a picture over 3 MB or a text file with the spec's message, and keeps an image", async () => {
    const id = activePro();
    const big = sampleFile('JPEG', 'photo.jpg', 'image/jpeg', 4 * 1024 * 1024);
    const tooBig = await failureOf(api.call(updateUserPicture, { params: { id }, query: { type: 'PRO' }, body: { picture: big } }));
    expect([tooBig?.status, tooBig?.message, tooBig?.errors[0]?.field]).toEqual([400, 'Le fichier ne doit pas dépasser les 3Mo', 'picture']);
    const text = { fileName: 'cv.txt', mimeType: 'text/plain', bytes: new TextEncoder().encode('bonjour') };
    const notImage = await failureOf(api.call(updateUserPicture, { params: { id }, query: { type: 'PRO' }, body: { picture: text } }));
    expect([notImage?.status, notImage?.message]).toEqual([400, "Le fichier « cv.txt » n'est pas accepté : formats acceptés PNG, JPEG, GIF, WebP."]);
    const png = sampleFile('PNG', 'photo.png', 'image/png', 12);
    const saved = await api.call(updateUserPicture, { params: { id }, query: { type: 'PRO' }, body: { picture: png } });
    expect(saved.pictureAt).not.toBeNull();
    expect((await api.call(getProfessionalSummary, { params: { id } })).pictureAt).toBe(saved.pictureAt);
    const response = await api.download(downloadUserPicture, { params: { id }, query: { type: 'PRO' } });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png.bytes);
  });

  it("sets a parent's picture (over 3 MB refused with the spec's message, nothing kept), then deletes it", async () => {
    const parent = (await parents()).find((u) => u.pictureAt === null)!;
    const input = { params: { id: parent.id }, query: { type: 'FAMILY' as const } };
    const tooBig = await failureOf(api.call(updateUserPicture, { ...input, body: { picture: sampleFile('JPEG', 'photo.jpg', 'image/jpeg', 3 * 1024 * 1024 + 1) } }));
    expect([tooBig?.status, tooBig?.message, tooBig?.errors[0]?.field]).toEqual([400, 'Le fichier ne doit pas dépasser les 3Mo', 'picture']);
    expect((await parents(parent.lastName)).find((u) => u.id === parent.id)?.pictureAt).toBeNull();
    const png = sampleFile('PNG', 'photo.png', 'image/png', 10);
    const saved = await api.call(updateUserPicture, { ...input, body: { picture: png } });
    expect([saved.id, saved.role, saved.pictureAt === null]).toEqual([parent.id, 'FAMILY', false]);
    expect(new Uint8Array(await (await api.download(downloadUserPicture, input)).arrayBuffer())).toEqual(png.bytes);
    expect((await api.call(deleteUserPicture, input)).pictureAt).toBeNull();
    expect((await failureOf(api.download(downloadUserPicture, input)))?.status).toBe(404);
  });

  it('creates a parent, edits it, unlocks it, mails its activation and deletes a selection', async () => {
    const familyId = lyonFamilies()[0]!.id;
    const taken = (await parents())[0]!.login;
    const duplicate = await failureOf(api.call(createUser, { body: { type: 'FAMILY', familyId, firstName: 'Anne', lastName: 'Roy', login: taken.toUpperCase() } }));
    expect([duplicate?.status, duplicate?.errors[0]?.field]).toEqual([400, 'login']);
    const created = await api.call(createUser, { body: { type: 'FAMILY', familyId, firstName: 'Anne', lastName: 'Roy', login: 'anne.roy@exemple.fr' } });
    expect(created).toMatchObject({ status: 'CREATED', role: 'FAMILY', family: { id: familyId } });
    const edited = await api.call(updateUser, { params: { id: created.id }, query: { type: 'FAMILY' }, body: { firstName: 'Anne', lastName: 'Royer', login: 'anne.royer@exemple.fr' } });
    expect(edited.lastName).toBe('Royer');
    db().prepare('UPDATE family_parents SET account_locked = 1 WHERE id = ?').run(created.id);
    expect((await api.call(unlockUser, { params: { id: created.id }, query: { type: 'FAMILY' } })).locked).toBe(false);
    const other = (await parents())[1]!;
    expect(await api.call(sendActivationMail, { body: { type: 'FAMILY', userIds: [created.id, other.id] } })).toEqual({ count: 2 });
    expect(listMails(db()).map((m) => m.to)).toEqual(expect.arrayContaining(['anne.royer@exemple.fr', other.login]));
    await api.call(deleteUsers, { body: { type: 'FAMILY', userIds: [created.id, other.id] } });
    const left = (await parents()).map((u) => u.id);
    expect(left).not.toContain(created.id);
    expect(left).not.toContain(other.id);
  });

  it("deletes a professional's account, never its record: not archived, its history says so; refuses to create one here", async () => {
    const id = activePro();
    const login = db().prepare('SELECT email FROM employees WHERE id = ?').pluck().get(id) as string;
    await api.call(deleteUsers, { body: { type: 'PRO', userIds: [id] } });
    expect((await api.call(searchUsers, { body: { role: 'PRO', pageSize: 500 } })).content.map((u) => u.id)).not.toContain(id);
    expect(db().prepare('SELECT archived, status, app_account_deleted_at AS deletedAt FROM employees WHERE id = ?').get(id)).toEqual({ archived: 0, status: 'ACTIVE', deletedAt: expect.stringMatching(/^2026-03-16T/) });
    const history = await api.call(employeeChangelogs, { params: { id } });
    expect(history[0]).toMatchObject({ type: 'OTHER', editable: false, comment: `Compte de l’application supprimé (identifiant ${login}) : la fiche reste`, author: { lastName: 'Lefèvre' } });
    // Another professional keeps its account.
    expect((await api.call(searchUsers, { body: { role: 'PRO', pageSize: 500 } })).totalElements).toBeGreaterThan(0);
    const refused = await failureOf(api.call(createUser, { body: { type: 'PRO', firstName: 'Léo', lastName: 'Roy', login: 'leo@exemple.fr' } }));
    expect([refused?.status, refused?.errors[0]?.field]).toEqual([400, 'type']);
  });
});
