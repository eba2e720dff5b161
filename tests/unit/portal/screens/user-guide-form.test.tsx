/**
 * The user guide form of /userGuides (spec 002 §2, §3), React and Preact: what is typed right
 * before « Enregistrer » reaches the request, with no render in between (preact/compat renders
 * a tick later: a form saving from its last render's values once lost the newest keystroke).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createUserGuide } from '../../../../src/api/contract/userGuides';
import { UserGuideFormDialog } from '../../../../src/portal/screens/userGuides/UserGuideForm';
import { eventually } from '../../support/render';
import { control, findAll, pageText, typeInto } from '../widgets/support/dom';
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
});
