/** /notebook (spec 002 §3, §4, §9): 20 notes a page, filters in the search body, bulk pinning, React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import { searchNotes, updateBookmarkStatus, type Note } from '../../../../src/api/contract/notes';
import { NotebookScreen } from '../../../../src/portal/screens/notebook/NotebookScreen';
import { eventually } from '../../support/render';
import { button, choose, control, findAll, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const note = (id: number): Note => ({
  id, content: `<p>Note ${id}</p>`, color: '#ffffa5', reminderStatus: null, reminderDate: null, bookmarkStatuses: [], familyId: 12, proId: null,
  family: { id: 12, name: 'Famille Muller' }, pro: null, archived: false, createdBy: { id: 2, fullName: 'Sophie Lefèvre' },
  createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z',
});

function api(total: number) {
  const notes = Array.from({ length: total }, (_, i) => note(i + 1));
  return fakePortal([
    [searchNotes, ({ body }) => {
      const { pageNumber, pageSize } = searchNotes.body.parse(body);
      const content = notes.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
      const totalPages = Math.ceil(notes.length / pageSize);
      return { content, totalPages, totalElements: notes.length, numberOfElements: content.length, size: pageSize, number: pageNumber, first: pageNumber === 0, last: pageNumber >= totalPages - 1 };
    }],
    [updateBookmarkStatus, ({ body }) => updateBookmarkStatus.body.parse(body).noteIds.map((id) => ({ ...note(id), bookmarkStatuses: ['ON_SCOPE'] }))],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const searches = (fake: ReturnType<typeof api>) => fake.calls.filter((c) => c.name === 'notes.search').map((c) => c.body);

describe('NotebookScreen', () => {
  it('lists 20 notes a page and sends the filters', async () => {
    const fake = api(45);
    unmount = fake.render(<NotebookScreen params={{}} title="Bloc-notes" />).unmount;
    await eventually(() => expect(findAll('article.ap-note')).toHaveLength(20));
    expect(searches(fake)[0]).toEqual({ contentPattern: '', familyId: null, proId: null, archived: false, pageNumber: 0, pageSize: 20 });
    expect(pageText()).toContain('Résultats 1-20 / 45');
    choose(control<HTMLSelectElement>('Rappel'), 'OUTDATED');
    await eventually(() => expect(searches(fake).at(-1)).toMatchObject({ reminderStatuses: ['OUTDATED'], pageNumber: 0 }));
    control('Épinglées seulement').click();
    await eventually(() => expect(searches(fake).at(-1)).toMatchObject({ bookmarkStatuses: ['ON_SCOPE'], reminderStatuses: ['OUTDATED'] }));
  });

  it('pins the selected notes together', async () => {
    const fake = api(3);
    unmount = fake.render(<NotebookScreen params={{}} title="Bloc-notes" />).unmount;
    await eventually(() => expect(findAll('article.ap-note')).toHaveLength(3));
    expect(button('Épingler').disabled).toBe(true);
    findAll<HTMLInputElement>('input[aria-label="Sélectionner la note"]').slice(0, 2).forEach((box) => box.click());
    await eventually(() => expect(pageText()).toContain('2 notes sélectionnées'));
    button('Épingler').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'notes.updateBookmarkStatus')?.body).toEqual({ noteIds: [1, 2], bookmarkStatus: 'ON_SCOPE' }));
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
  });
});
