/**
 * /school-vacations, React and Preact: the periods of the current school year, by zone; a
 * period added with its days (nothing sent while a field is missing, the server's refusal of
 * the end shown on that field); a period deleted after confirmation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/api/contract/schoolVacations';
import { HEADERS } from '../../../../src/api/contract/common';
import { MESSAGES } from '../../../../src/domain/messages';
import { APP_VERSION } from '../../../../src/domain/version';
import { SchoolVacationsScreen } from '../../../../src/portal/screens/schoolVacations/SchoolVacationsScreen';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, type FakeHandler } from '../widgets/support/portal';

const period = (id: number, zone: api.SchoolVacation['zone'], kind: api.SchoolVacation['kind'], startDate: string, endDate: string): api.SchoolVacation => ({
  id, zone, kind, yearPeriod: '2026-2027', startDate, endDate,
});
const PERIODS = [
  period(1, 'A', 'TOUSSAINT', '2026-10-17', '2026-11-01'),
  period(2, 'A', 'HIVER', '2027-02-13', '2027-02-28'),
  period(3, 'C', 'HIVER', '2027-02-06', '2027-02-21'),
];

function screen(create: FakeHandler = ({ body }) => ({ id: 9, yearPeriod: '2026-2027', ...(body as object) })) {
  let periods = PERIODS;
  const fake = fakePortal([
    [api.schoolVacations, ({ query }) => periods.filter((p) => !query.zone || p.zone === query.zone)],
    [api.createSchoolVacation, create],
    [api.deleteSchoolVacation, ({ params }) => void (periods = periods.filter((p) => p.id !== Number(params.id)))],
  ]);
  // The school year shown first is today's: 24 November 2026 is in 2026-2027.
  Object.assign(fake.portal, { clock: { now: () => Date.parse('2026-11-24T10:00:00Z'), setTimeout, clearTimeout } });
  unmount = fake.render(<SchoolVacationsScreen params={{}} title="Vacances scolaires" />).unmount;
  return fake;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const rows = () => findAll('tbody tr').map((row) => findAll('td', row).slice(0, 5).map((cell) => pageText(cell)));
const lists = (fake: ReturnType<typeof fakePortal>) => fake.calls.filter((c) => c.name === 'schoolVacations.list');
const dialog = () => find('dialog');

describe('/school-vacations', () => {
  it("lists the current school year's periods with their days, then one zone's", async () => {
    const fake = screen();
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toEqual(['Zone A', 'Vacances de la Toussaint', '17/10/2026', '01/11/2026', '16']);
    expect(lists(fake)[0]!.query).toEqual({ yearPeriod: '2026-2027' });
    choose(control<HTMLSelectElement>('Zone'), 'C');
    await eventually(() => expect(rows()).toEqual([['Zone C', "Vacances d'hiver", '06/02/2027', '21/02/2027', '16']]));
    expect(lists(fake).at(-1)!.query).toEqual({ yearPeriod: '2026-2027', zone: 'C' });
    choose(control<HTMLSelectElement>('Année scolaire'), '2027-2028');
    await eventually(() => expect(lists(fake).at(-1)!.query).toEqual({ yearPeriod: '2027-2028', zone: 'C' }));
  });

  it('adds a period: nothing sent while a field is missing, the refused end shown on its field, then saved', async () => {
    let refuse = true;
    const fake = screen(({ body }) =>
      refuse
        ? new Response(JSON.stringify({ errors: [{ code: 'PARAMETERS_ERROR', label: 'La date de fin doit être supérieure à la date de début', field: 'endDate' }] }), {
          status: 400, headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION },
        })
        : { id: 9, yearPeriod: '2026-2027', ...(body as object) });
    await eventually(() => expect(rows()).toHaveLength(3));
    button('Ajouter des vacances').click();
    await eventually(() => dialog());
    button('Enregistrer', dialog()).click();
    await eventually(() => expect(pageText(dialog())).toContain(MESSAGES.required));
    expect(fake.calls.filter((c) => c.name === 'schoolVacations.create')).toHaveLength(0);

    choose(control<HTMLSelectElement>('Zone', dialog()), 'A');
    choose(control<HTMLSelectElement>('Vacances', dialog()), 'AUTRE');
    typeInto(control('Premier jour sans école', dialog()), '14/05/2027');
    typeInto(control('Dernier jour sans école', dialog()), '13/05/2027');
    await nextFrame();
    button('Enregistrer', dialog()).click();
    await eventually(() => expect(find('[aria-invalid="true"]', dialog()).id).toBe(control('Dernier jour sans école', dialog()).id));
    expect(pageText(dialog())).toContain('La date de fin doit être supérieure à la date de début');

    refuse = false;
    typeInto(control('Dernier jour sans école', dialog()), '16/05/2027');
    await nextFrame();
    button('Enregistrer', dialog()).click();
    await eventually(() => expect(pageText()).toContain(MESSAGES.saved));
    expect(fake.calls.filter((c) => c.name === 'schoolVacations.create').at(-1)!.body).toEqual({ zone: 'A', kind: 'AUTRE', startDate: '2027-05-14', endDate: '2027-05-16' });
  });

  it('deletes a period after confirmation', async () => {
    const fake = screen();
    await eventually(() => expect(rows()).toHaveLength(3));
    button("Supprimer Vacances d'hiver (Zone C)").click();
    await eventually(() => expect(pageText(dialog())).toContain('Confirmez-vous la suppression de ces vacances ?'));
    button('Supprimer', dialog()).click();
    await eventually(() => expect(pageText()).toContain(MESSAGES.deleted));
    expect(fake.calls.find((c) => c.name === 'schoolVacations.delete')!.params).toEqual({ id: '3' });
    await eventually(() => expect(rows()).toHaveLength(2));
  });
});
