/**
 * The note dialog (spec 002 §4), React and Preact: what is typed right before « Enregistrer »
 * reaches the request, even with no render in between (preact/compat renders a tick later: a
 * dialog saving from its last render's values once lost the newest keystroke).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createNote, updateNote, type Note } from '../../../../src/api/contract/notes';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { fromLocalDateTime } from '../../../../src/domain/format/localDateTime';
import { NoteDialog } from '../../../../src/portal/widgets/notes/NoteDialog';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
import { button, control, nextFrame, pageText, press, richText, typeInto, writeInto } from './support/dom';
import { fakePortal } from './support/portal';

const stored = (body: Record<string, unknown>, id = 41): Note => ({
  id, content: String(body.content), color: String(body.color), reminderStatus: null, reminderDate: null,
  bookmarkStatuses: (body.bookmarkStatuses as Note['bookmarkStatuses']) ?? [], familyId: 12, proId: null,
  family: { id: 12, name: 'Famille Muller' }, pro: null, archived: false, createdBy: { id: 2, fullName: 'Sophie Lefèvre' },
  createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z',
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('NoteDialog', () => {
  it('saves the content typed just before « Enregistrer », with no pause between them', async () => {
    const fake = fakePortal([[createNote, ({ body }) => stored(body as Record<string, unknown>)]]);
    const saved: Note[] = [];
    unmount = fake.render(<NoteDialog about={{ familyId: 12, label: 'Famille Muller' }} onSaved={(note) => saved.push(note)} onClose={() => undefined} />).unmount;
    // A fast typist (or a password manager): no render between the keystroke and the click.
    writeInto(await eventually(() => richText('Contenu')), 'Rappeler Mme Muller jeudi');
    button('Enregistrer').click();
    await eventually(() => expect(saved).toHaveLength(1));
    expect(fake.calls.find((c) => c.name === 'notes.create')?.body).toMatchObject({ content: '<p>Rappeler Mme Muller jeudi</p>', familyId: 12 });
    expect(pageText()).not.toContain('Champ obligatoire');
  });

  it('saves an edited note with its newest content', async () => {
    const fake = fakePortal([[updateNote, ({ body }) => stored(body as Record<string, unknown>, 7)]]);
    const saved: Note[] = [];
    const note = stored({ content: '<p>Ancien texte</p>', color: '#ffffa5', bookmarkStatuses: ['ON_SCOPE'] }, 7);
    unmount = fake.render(<NoteDialog note={note} onSaved={(n) => saved.push(n)} onClose={() => undefined} />).unmount;
    const area = await eventually(() => richText('Contenu'));
    area.focus();
    press(area, 'a', { ctrlKey: true });
    writeInto(area, 'Nouveau texte');
    button('Enregistrer').click();
    await eventually(() => expect(saved).toHaveLength(1));
    expect(fake.calls.find((c) => c.name === 'notes.update')?.body).toMatchObject({ content: '<p>Nouveau texte</p>' });
  });

  it('says « Champ obligatoire » and sends nothing when the content is empty', async () => {
    const fake = fakePortal([[createNote, ({ body }) => stored(body as Record<string, unknown>)]]);
    unmount = fake.render(<NoteDialog about={{ familyId: 12, label: 'Famille Muller' }} onSaved={() => undefined} onClose={() => undefined} />).unmount;
    await eventually(() => richText('Contenu'));
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain('Champ obligatoire'));
    expect(fake.calls).toHaveLength(0);
  });
});

describe('NoteDialog: a reminder that cannot lie', () => {
  it('refuses a reminder on a day that does not exist instead of saving the day typed before', async () => {
    const fake = fakePortal([[createNote, ({ body }) => stored(body as Record<string, unknown>)]]);
    unmount = fake.render(<NoteDialog about={{ familyId: 12, label: 'Famille Muller' }} onSaved={() => undefined} onClose={() => undefined} />).unmount;
    writeInto(await eventually(() => richText('Contenu')), 'Rappeler Mme Muller');
    typeInto(control('Date'), '20/03/2026');
    await nextFrame();
    await refusesThenSaves({
      calls: fake.calls, field: 'Date', wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '21/03/2026', save: 'Enregistrer', endpoint: 'notes.create',
      body: { content: '<p>Rappeler Mme Muller</p>', color: '#ffffa5', reminderDate: fromLocalDateTime('2026-03-21T09:00'), familyId: 12, proId: null, bookmarkStatuses: ['ON_SCOPE'] },
    });
  });
});
