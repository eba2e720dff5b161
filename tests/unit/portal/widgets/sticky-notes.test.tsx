/** The pinned sticky notes of a family (spec 002 §2, §4): content, reminder and alarm date, acknowledge and unpin, open in the notes tab, React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import { acknowledgeReminder, searchNotes, updateBookmarkStatus, type Note } from '../../../../src/api/contract/notes';
import { StickyNotes } from '../../../../src/portal/widgets/notes/StickyNotes';
import { eventually } from '../../support/render';
import { button, find, findAll, pageText } from './support/dom';
import { fakePortal, onePage } from './support/portal';

const note = (id: number, patch: Partial<Note>): Note => ({
  id, content: `<p>Note ${id}</p>`, color: '#ffffa5', reminderStatus: null, reminderDate: null, bookmarkStatuses: ['ON_SCOPE'], familyId: 12, proId: null,
  family: { id: 12, name: 'Famille Muller' }, pro: null, archived: false, createdBy: { id: 2, fullName: 'Sophie Lefèvre' },
  createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z', ...patch,
});

function api(initial: Note[]) {
  let notes = [...initial];
  return fakePortal([
    [searchNotes, () => onePage(notes.filter((n) => n.bookmarkStatuses.length))],
    [acknowledgeReminder, ({ params }) => {
      notes = notes.map((n) => (n.id === Number(params.id) ? { ...n, reminderStatus: null, reminderDate: null } : n));
      return notes.find((n) => n.id === Number(params.id));
    }],
    [updateBookmarkStatus, ({ body }) => {
      const { noteIds, bookmarkStatus } = updateBookmarkStatus.body.parse(body);
      notes = notes.map((n) => (noteIds.includes(n.id) ? { ...n, bookmarkStatuses: bookmarkStatus ? [bookmarkStatus] : [] } : n));
      return notes.filter((n) => noteIds.includes(n.id));
    }],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('StickyNotes', () => {
  it("shows the family's pinned notes in their colour, with the reminder's status and alarm date", async () => {
    const fake = api([note(1, { reminderStatus: 'OUTDATED', reminderDate: '2026-11-21T08:00:00Z', color: '#ffadad' }), note(2, {})]);
    unmount = fake.render(<StickyNotes about={{ familyId: 12, label: 'Famille Muller' }} />).unmount;
    await eventually(() => expect(findAll('article.ap-note')).toHaveLength(2));
    expect(fake.calls[0]?.body).toEqual({ familyId: 12, bookmarkStatuses: ['ON_SCOPE'], pageNumber: 0, pageSize: 20 });
    const [first] = findAll('article.ap-note');
    expect(first!.style.background).toMatch(/#ffadad|rgb\(255, 173, 173\)/);
    expect(pageText(first)).toContain('Rappel échu');
    expect(pageText(first)).toMatch(/Alarme le 21\/11\/2026 à \d\d:00/);
    expect(findAll('.ap-note__about')).toHaveLength(0); // the page already says whose notes they are
  });

  it('acknowledges an outdated reminder and unpins a note, then reloads', async () => {
    const fake = api([note(1, { reminderStatus: 'OUTDATED', reminderDate: '2026-11-21T08:00:00Z' }), note(2, {})]);
    unmount = fake.render(<StickyNotes about={{ familyId: 12, label: 'Famille Muller' }} />).unmount;
    await eventually(() => expect(findAll('article.ap-note')).toHaveLength(2));
    button('Acquitter le rappel de la note Note 1').click();
    await eventually(() => expect(pageText()).not.toContain('Rappel échu'));
    expect(fake.calls.map((c) => c.name)).toContain('notes.acknowledgeReminder');
    button('Désépingler la note Note 2').click();
    await eventually(() => expect(findAll('article.ap-note')).toHaveLength(1));
    expect(fake.calls.find((c) => c.name === 'notes.updateBookmarkStatus')?.body).toEqual({ noteIds: [2], bookmarkStatus: null });
    expect(pageText()).toContain('Enregistrement effectué !');
  });

  it("opens a pinned note in the family's notes, or the professional's (spec 001 §2)", async () => {
    const fake = api([note(1, {}), note(2, {})]);
    unmount = fake.render(<StickyNotes about={{ familyId: 12, label: 'Famille Muller' }} />).unmount;
    await eventually(() => expect(findAll('article.ap-note')).toHaveLength(2));
    find<HTMLAnchorElement>('a[aria-label="Ouvrir la note Note 2"]').click();
    await eventually(() => expect(fake.portal.router.location.value).toBe('/families/12/notes/2'));
    unmount?.();
    const other = api([note(3, { familyId: null, family: null, proId: 7, pro: { id: 7, firstName: 'Inès', lastName: 'Haddad' } })]);
    unmount = other.render(<StickyNotes about={{ proId: 7, label: 'Inès Haddad' }} />).unmount;
    (await eventually(() => find<HTMLAnchorElement>('a[aria-label="Ouvrir la note Note 3"]'))).click();
    await eventually(() => expect(other.portal.router.location.value).toBe('/professionals/7/notes/3'));
  });

  it("says when nothing is pinned", async () => {
    const fake = api([]);
    unmount = fake.render(<StickyNotes about={{ proId: 7, label: 'Inès Haddad' }} />).unmount;
    await eventually(() => expect(pageText()).toContain('Aucune note épinglée'));
    expect(fake.calls[0]?.body).toMatchObject({ proId: 7 });
  });
});
