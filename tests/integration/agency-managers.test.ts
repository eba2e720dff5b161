/** The managers of an agency (/agencies/{agencyId}/managers, admin) over real HTTP: list, users search, add (a second agency makes a multi-agency manager), remove. */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api/contract/agencyManagers';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const admin = async () => (await sandbox.api.login('admin@demo.fr')).token;
const managers = async (id: number, token: string) => api.agencyManagers.response.parse((await sandbox.api.get(fillPath(api.agencyManagers.path, { id }), token)).body);
const names = (users: api.AdminUser[]) => users.map((u) => `${u.firstName} ${u.lastName}`);
const path = (endpoint: { path: string }, id: number, userId: number) => fillPath(endpoint.path, { id, userId });

describe('agency managers', () => {
  it("lists Lyon's directors and advisers, the multi-agency director included; for admins only", async () => {
    const token = await admin();
    const lyon = await managers(1, token);
    expect(names(lyon)).toEqual(expect.arrayContaining(['Sophie Lefèvre', 'Julien Moreau', 'Nathalie Dubois']));
    expect(lyon.every((u) => u.role === 'DIRECTOR' || u.role === 'ADVISER')).toBe(true);
    expect(lyon.find((u) => u.lastName === 'Dubois')).toMatchObject({ isMultiAgencies: true });
    expect((await sandbox.api.get(fillPath(api.agencyManagers.path, { id: 1 }), sandbox.director)).status).toBe(403);
  });

  it('searches users by name, accents and case aside, of the roles asked', async () => {
    const token = await admin();
    const answer = await sandbox.api.put(api.searchAdminUsers.path, { namePattern: 'lefevre', roles: ['DIRECTOR', 'ADVISER'] }, token);
    expect(names(api.searchAdminUsers.response.parse(answer.body))).toEqual(['Sophie Lefèvre']);
    const pros = api.searchAdminUsers.response.parse((await sandbox.api.put(api.searchAdminUsers.path, { namePattern: 'haddad', roles: ['DIRECTOR', 'ADVISER'] }, token)).body);
    expect(pros).toEqual([]);
    expect((await sandbox.api.put(api.searchAdminUsers.path, { namePattern: 'a' }, token)).status).toBe(400);
  });

  it("adds Paris's director to Lyon (she then works in both), removes her again, and never leaves her without an agency", async () => {
    const token = await admin();
    const [petit] = api.searchAdminUsers.response.parse((await sandbox.api.put(api.searchAdminUsers.path, { namePattern: 'Élodie Petit' }, token)).body);
    expect(petit).toMatchObject({ isMultiAgencies: false, agencies: [{ id: 3, label: 'Agence Paris 11e' }] });
    const added = await sandbox.api.put(path(api.addAgencyManager, 1, petit!.id), undefined, token);
    expect(added.status).toBe(200);
    expect(names(api.addAgencyManager.response.parse(added.body))).toContain('Élodie Petit');
    const login = await sandbox.api.login('support@demo.fr');
    expect(login.user).toMatchObject({ isMultiAgencies: true, agency: null });
    expect(login.user.agencies.map((a: { id: number }) => a.id).sort()).toEqual([1, 3]);
    expect(names(await managers(3, token))).toContain('Élodie Petit');

    const again = await sandbox.api.put(path(api.addAgencyManager, 1, petit!.id), undefined, token);
    expect(again.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: 'Cet utilisateur est déjà responsable de cette agence', field: 'userId' }]);

    const removed = await sandbox.api.del(path(api.removeAgencyManager, 1, petit!.id), token);
    expect(removed.status).toBe(200);
    expect(names(api.removeAgencyManager.response.parse(removed.body))).not.toContain('Élodie Petit');
    const last = await sandbox.api.del(path(api.removeAgencyManager, 3, petit!.id), token);
    expect(last.status).toBe(400);
    expect(last.body.errors[0].label).toBe('C’est la seule agence de ce responsable : rattachez-le d’abord à une autre agence');
    expect(names(await managers(3, token))).toContain('Élodie Petit');
  });

  it('refuses a professional as manager', async () => {
    const token = await admin();
    const answer = await sandbox.api.put(path(api.addAgencyManager, 1, 6), undefined, token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ field: 'userId', label: 'Seuls les directeurs et les conseillers peuvent être responsables d’une agence' });
    expect((await sandbox.api.del(path(api.removeAgencyManager, 1, 6), token)).status).toBe(404);
  });
});
