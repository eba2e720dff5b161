/**
 * The user guide form of /userGuides (spec 002 §2, §3), React and Preact: what is typed right
 * before « Enregistrer » reaches the request, with no render in between (preact/compat renders
 * a tick later: a form saving from its last render's values once lost the newest keystroke); a guide
 * holding a table, edited and saved, keeps its table, rows and cells (the editor once dropped them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createUserGuide, getUserGuide, updateUserGuide } from '../../../../src/api/contract/userGuides';
import { UserGuideFormDialog } from '../../../../src/portal/screens/userGuides/UserGuideForm';
import { eventually } from '../../support/render';
import { control, findAll, pageText, richText, typeInto, writeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

// « Enregistrer » sits in the dialog's foot and names the form (form="…"), which happy-dom does not follow: the form is submitted as that click would.
const save = () => ({ click: () => findAll<HTMLFormElement>('dialog form')[0]!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })) });

describe('UserGuideFormDialog', () => {
  it('creates the guide with the title and description typed just before « Enregistrer »', async () => {
    const fake = fakePortal([[createUserGuide, ({ body }) => ({ id: 5, ...(body as object), modificationDate: '2026-11-20T08:00:00Z' })]]);
    let saved = 0;
    unmount = fake.render(<UserGuideFormDialog guide={null} onSaved={() => (saved += 1)} onClose={() => undefined} />).unmount;
    await eventually(() => control('Titre'));
    typeInto(control('Titre'), 'Créer un devis');
    typeInto(control('Description'), 'Pas à pas');
    save().click();
    await eventually(() => expect(saved).toBe(1));
    expect(fake.calls.find((c) => c.name === 'userGuides.create')?.body).toMatchObject({ title: 'Créer un devis', description: 'Pas à pas' });
    expect(pageText()).not.toContain('Champ obligatoire');
  });

  it('keeps the table of a guide edited and saved, its header, rows and cells', async () => {
    const table = '<table><thead><tr><th scope="col"><p>Jour</p></th><th scope="col"><p>Horaires</p></th></tr></thead>'
      + '<tbody><tr><td><p>Lundi</p></td><td><p>8 h – 12 h</p></td></tr><tr><td colspan="2"><p>Fermé le dimanche</p></td></tr></tbody></table>';
    const guide = { id: 7, title: 'Horaires', description: 'Accueil', modificationDate: '2026-03-02T09:00:00Z', roleRestriction: [], scope: 'PORTAL' as const, visible: true };
    const fake = fakePortal([
      [getUserGuide, () => ({ ...guide, content: `<p>Accueil du public</p>${table}` })],
      [updateUserGuide, ({ body }) => ({ ...guide, ...(body as object) })],
    ]);
    let saved = 0;
    unmount = fake.render(<UserGuideFormDialog guide={guide} onSaved={() => (saved += 1)} onClose={() => undefined} />).unmount;
    writeInto(await eventually(() => richText('Contenu')), 'Mis à jour. ');
    save().click();
    await eventually(() => expect(saved).toBe(1));
    expect((fake.calls.find((c) => c.name === 'userGuides.update')?.body as { content: string }).content).toBe(`<p>Mis à jour. Accueil du public</p>${table}`);
  });
});
