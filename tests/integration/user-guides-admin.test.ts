/** User guides administration: admins create, edit and delete; the others get 403; the viewer's rules apply to the result. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserGuide, deleteUserGuide, getUserGuide, searchUserGuides, updateUserGuide } from '../../src/api/contract/userGuides';
import { fillPath } from '../../src/api/endpoint';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let admin: string;
let director: string;
let adviser: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  admin = (await api.login('admin@demo.fr')).token;
  director = (await api.login('directrice@demo.fr')).token;
  adviser = (await api.login('conseiller@demo.fr')).token;
});
afterAll(() => server.close());

const guide = { title: 'Clôturer le mois', description: 'Les étapes de fin de mois.', content: '<h2>Étapes</h2><ol><li>Pointages</li></ol>', roleRestriction: ['DIRECTOR'], scope: 'PORTAL', visible: true };
const byId = (id: number) => fillPath(getUserGuide.path, { id });

describe('user guides administration', () => {
  it('creates, edits and deletes for an admin; the viewer shows the result to the roles it is meant for', async () => {
    const created = await api.post(createUserGuide.path, guide, admin);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject(guide);
    const id = created.body.id;
    expect((await api.get(byId(id), director)).body.content).toBe(guide.content);
    expect((await api.get(byId(id), adviser)).status).toBe(404);

    const edited = await api.put(fillPath(updateUserGuide.path, { id }), { ...guide, roleRestriction: [], visible: false, title: 'Clôturer le mois (v2)' }, admin);
    expect(edited.body).toMatchObject({ title: 'Clôturer le mois (v2)', visible: false, roleRestriction: [] });
    expect((await api.get(byId(id), director)).status).toBe(404); // hidden now
    const listed = await api.post(searchUserGuides.path, { titlePattern: 'cloturer', pageSize: 50 }, admin);
    expect(listed.body.content.map((g: { id: number }) => g.id)).toContain(id);

    expect((await api.del(fillPath(deleteUserGuide.path, { id }), admin)).status).toBe(204);
    expect((await api.get(byId(id), admin)).status).toBe(404);
  });

  it('answers 403 to a non-admin and 400 without a title', async () => {
    expect((await api.post(createUserGuide.path, guide, director)).status).toBe(403);
    expect((await api.put(fillPath(updateUserGuide.path, { id: 1 }), guide, director)).status).toBe(403);
    expect((await api.del(fillPath(deleteUserGuide.path, { id: 1 }), director)).status).toBe(403);
    expect((await api.post(createUserGuide.path, { ...guide, title: '  ' }, admin)).status).toBe(400);
  });
});
