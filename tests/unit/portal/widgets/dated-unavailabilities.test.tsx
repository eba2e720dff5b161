/** Dated unavailabilities (spec 000 §2.6, §7): columns Du, Au, Type, Durée, the comment, paging and the optional deletion, React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import { deleteUnavailability, searchUnavailabilities, type Unavailability } from '../../../../src/api/contract/unavailabilities';
import { DatedUnavailabilities } from '../../../../src/portal/widgets/unavailability/DatedUnavailabilities';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, pageText } from './support/dom';
import { fakePortal } from './support/portal';

const absence = (id: number, patch: Partial<Unavailability>): Unavailability => ({
  id, userId: 7, user: { id: 7, firstName: 'Inès', lastName: 'Haddad' }, type: 'PAID_VACATION',
  startDateTime: '2026-12-21T00:00', endDateTime: '2026-12-24T23:59', comment: null, durationInDays: 4, ...patch,
});

function api(initial: Unavailability[]) {
  let absences = [...initial];
  return fakePortal([
    [
      searchUnavailabilities,
      ({ body }) => {
        const { pageNumber, pageSize } = searchUnavailabilities.body.parse(body);
        const content = absences.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
        const totalPages = Math.ceil(absences.length / pageSize);
        return { content, totalPages, totalElements: absences.length, numberOfElements: content.length, size: pageSize, number: pageNumber, first: pageNumber === 0, last: pageNumber >= totalPages - 1 };
      },
    ],
    [
      deleteUnavailability,
      ({ params }) => {
        absences = absences.filter((a) => a.id !== Number(params.id));
        return undefined;
      },
    ],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const rows = () => findAll('table tbody tr').map((row) => findAll('td', row).slice(0, 4).map((cell) => cell.textContent));

describe('DatedUnavailabilities', () => {
  it("shows each absence's dates, type and duration in days, its comment as a tooltip, without deletion by default", async () => {
    const fake = api([
      absence(1, { comment: 'Vacances de Noël' }),
      absence(2, { type: 'SICK_VACATION', startDateTime: '2026-11-10T08:00', endDateTime: '2026-11-10T12:00', durationInDays: 0.5 }),
    ]);
    unmount = fake.render(<DatedUnavailabilities userId={7} />).unmount;
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(findAll('table th').map((th) => th.textContent).slice(0, 4)).toEqual(['Du', 'Au', 'Type', 'Durée']);
    expect(rows()).toEqual([
      ['21/12/2026 à 00:00', '24/12/2026 à 23:59', 'Congés payés', '4\u00a0jours'],
      ['10/11/2026 à 08:00', '10/11/2026 à 12:00', 'Arrêt maladie', '0,5\u00a0jour'],
    ]);
    expect(find('[role="tooltip"]').textContent).toBe('Vacances de Noël');
    expect(findAll('button[aria-label^="Supprimer"]')).toHaveLength(0);
    expect(fake.calls[0]?.body).toEqual({ userIds: [7], pageNumber: 0, pageSize: 10 });
    expect(pageText()).toContain('Résultats 1-2 / 2');
  });

  it("says 'Aucun résultat' when there is none", async () => {
    unmount = api([]).render(<DatedUnavailabilities userId={7} />).unmount;
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
    expect(document.querySelector('table')).toBeNull();
  });

  it('deletes after the confirmation, goes back a page when the last one empties, and says so', async () => {
    const fake = api(Array.from({ length: 11 }, (_, i) => absence(i + 1, { startDateTime: `2026-10-${String(i + 10).padStart(2, '0')}T08:00` })));
    unmount = fake.render(<DatedUnavailabilities userId={7} deletable />).unmount;
    (await eventually(() => button('Page 2'))).click();
    await eventually(() => expect(pageText()).toContain('Résultats 11-11 / 11'));
    (await eventually(() => button('Supprimer l’indisponibilité du 20/10/2026 à 08:00'))).click();
    await eventually(() => expect(find('dialog[role="alertdialog"]').textContent).toContain('Confirmez-vous la suppression de cette indisponibilité ?'));
    button('Supprimer').click();
    await eventually(() => expect(pageText()).toContain('Suppression effectuée !'));
    expect(fake.calls.find((call) => call.name === 'unavailabilities.delete')?.params).toEqual({ id: '11' });
    await eventually(() => expect(rows()).toHaveLength(10));
    expect(pageText()).toContain('Résultats 1-10 / 10');
  });

  it("keeps its page and size in the record tab's URL: a page change sends one search and shows that page's absences", async () => {
    const fake = api(Array.from({ length: 11 }, (_, i) => absence(i + 1, { startDateTime: `2026-10-${String(i + 10).padStart(2, '0')}T08:00` })));
    fake.portal.router.navigate('/employees/7/absences');
    unmount = fake.render(<DatedUnavailabilities userId={7} />).unmount;
    await eventually(() => expect(rows()).toHaveLength(10));
    const before = fake.calls.length;
    button('Page 2').click();
    await eventually(() => expect(rows()).toEqual([['20/10/2026 à 08:00', '24/12/2026 à 23:59', 'Congés payés', '4\u00a0jours']]));
    expect(fake.calls.slice(before).map((call) => call.body)).toEqual([{ userIds: [7], pageNumber: 1, pageSize: 10 }]);
    expect(fake.portal.router.location.value).toBe('/employees/7/absences?absences.page=2');
    choose(find<HTMLSelectElement>('select[aria-label="Résultats par page"]'), '20');
    await eventually(() => expect(rows()).toHaveLength(11));
    expect(fake.portal.router.location.value).toBe('/employees/7/absences?absences.size=20');
  });

  it('opens on the page its URL names', async () => {
    const fake = api(Array.from({ length: 11 }, (_, i) => absence(i + 1, {})));
    fake.portal.router.navigate('/employees/7/absences?absences.page=2');
    unmount = fake.render(<DatedUnavailabilities userId={7} />).unmount;
    await eventually(() => expect(pageText()).toContain('Résultats 11-11 / 11'));
    expect(fake.calls.map((call) => call.body)).toEqual([{ userIds: [7], pageNumber: 1, pageSize: 10 }]);
  });

  it('offers the birth leaves of the professional’s civility only: paternity for a man, maternity for a woman', async () => {
    const types = async (civility: 'M' | 'MME') => {
      const view = api([]).render(<DatedUnavailabilities userId={7} civility={civility} addable />);
      (await eventually(() => button('Ajouter une absence'))).click();
      const labels = await eventually(() => findAll('option', control('Type')).map((o) => o.textContent));
      view.unmount();
      return labels.filter((label) => /^Congé (maternité|paternité)/.test(label ?? ''));
    };
    expect(await types('M')).toEqual(['Congé paternité']);
    expect(await types('MME')).toEqual(['Congé maternité', 'Congé maternité prénatal', 'Congé maternité postnatal']);
  });
});
