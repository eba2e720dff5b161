/** Weekly unavailabilities (spec 000 §2.6, §5, §7): the table, the two-step dialog and the calls, React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import { affectedEvents } from '../../../../src/api/contract/replacements';
import { addWeeklyUnavailabilities, deleteWeeklyUnavailabilities, listWeeklyUnavailabilities, type WeeklySlot } from '../../../../src/api/contract/weeklyUnavailabilities';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { TIME_INVALID } from '../../../../src/domain/timeInput';
import { WeeklyUnavailabilities } from '../../../../src/portal/widgets/unavailability/WeeklyUnavailabilities';
import { eventually } from '../../support/render';
import { refusesThenSaves } from '../support/refusedSave';
import { button, choose, control, find, findAll, leave, nextFrame, pageText, typeInto } from './support/dom';
import { failure, fakePortal } from './support/portal';

const slot = (id: number, patch: Partial<WeeklySlot>): WeeklySlot => ({
  id, userId: 7, weekDay: 1, startDate: null, endDate: null, startTime: '00:00', endTime: '23:59', type: 'OTHER', comment: null, durationInDays: 1, ...patch,
});

/** A professional's slots kept in memory by the fake API. */
function api(initial: WeeklySlot[], { failDelete = false } = {}) {
  let slots = [...initial];
  let next = 100;
  return fakePortal([
    [listWeeklyUnavailabilities, () => slots],
    // No planned event under the new slots: saved at once (the list of affected events: tests/e2e/absence-replacement.test.ts).
    [affectedEvents, () => []],
    [
      addWeeklyUnavailabilities,
      ({ body }) => {
        const { type, comment, slots: added } = addWeeklyUnavailabilities.body.parse(body);
        const created = added.map((s) => slot(next++, { ...s, startDate: null, endDate: null, type, comment: comment ?? null }));
        slots = [...slots, ...created];
        return created;
      },
    ],
    [
      deleteWeeklyUnavailabilities,
      ({ query }) => {
        if (failDelete) return failure(404, 'NOT_FOUND', "L'élément demandé n'existe pas");
        const ids = query.ids!.split(',').map(Number);
        slots = slots.filter((s) => !ids.includes(s.id));
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

/** The table's rows as the cells read, comment and actions aside. */
const rows = () => findAll('table tbody tr').map((row) => findAll('td', row).slice(0, 4).map((cell) => cell.textContent));
const errors = () => findAll('dialog .ap-field__error').map((node) => node.textContent);
const radio = (label: string) => {
  const found = findAll('dialog label.ap-choices__option').find((node) => node.textContent === label);
  if (!found) throw new Error(`Choix introuvable : ${label}`);
  return found.querySelector('input')!;
};

/** The dialog's second step for one day (period « Samedi », type « Autre »); `pausing`: a pause before « Suivant », as a person's. */
async function singleDayStep(pausing: boolean) {
  const fake = api([]);
  unmount = fake.render(<WeeklyUnavailabilities userId={7} editable />).unmount;
  (await eventually(() => button('Ajouter une indisponibilité'))).click();
  await eventually(() => control('Période'));
  choose(control('Période'), '12');
  choose(control('Type'), 'OTHER');
  if (pausing) await nextFrame();
  button('Suivant').click();
  await eventually(() => radio('Le'));
  radio('Le').click();
  await nextFrame();
  return fake;
}

describe('WeeklyUnavailabilities', () => {
  it('lists the slots Monday first with their hours, period, type and comment; read-only without editable', async () => {
    const fake = api([
      slot(1, { weekDay: 3, startTime: '14:00', type: 'FORMATION', startDate: '2026-12-01', endDate: '2026-12-31', comment: 'Formation premiers secours' }),
      slot(2, { weekDay: 1, startTime: '09:00', endTime: '12:00', type: 'OTHER_BUSINESS', startDate: '2026-12-01' }),
      slot(3, { weekDay: 1, endTime: '08:00' }),
    ]);
    unmount = fake.render(<WeeklyUnavailabilities userId={7} />).unmount;
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(findAll('table th').map((th) => th.textContent).slice(0, 4)).toEqual(['Jour', 'Horaire', 'Applicable', 'Type']);
    expect(rows()).toEqual([
      ['Lundi', "Jusqu'à 08:00", 'Toujours', 'Non disponible'],
      ['Lundi', 'De 09:00 à 12:00', 'À partir du 01/12/2026', 'En poste'],
      ['Mercredi', 'À partir de 14:00', 'Du 01/12/2026 au 31/12/2026', 'En formation'],
    ]);
    expect(find('[role="tooltip"]').textContent).toBe('Formation premiers secours');
    expect(button('Commentaire').getAttribute('aria-describedby')).toBe(find('[role="tooltip"]').id);
    expect(findAll('button').some((b) => b.textContent?.includes('Ajouter'))).toBe(false);
    expect(findAll('button[aria-label^="Supprimer"]')).toHaveLength(0);
  });

  it("checks each step with the spec's messages and adds one slot per day of the group", async () => {
    const fake = api([]);
    unmount = fake.render(<WeeklyUnavailabilities userId={7} editable />).unmount;
    (await eventually(() => button('Ajouter une indisponibilité'))).click();
    await eventually(() => expect(find('dialog h2').textContent).toBe("Ajout d'une indisponibilité hebdomadaire"));
    button('Suivant').click();
    await eventually(() => expect(errors()).toEqual(['Veuillez saisir la période', 'Veuillez saisir le type']));
    choose(control('Période'), '9');
    choose(control('Type'), 'FORMATION');
    await nextFrame();
    button('Suivant').click();
    await eventually(() => expect(pageText()).toContain('Du lundi au vendredi sauf le mercredi · En formation'));

    radio('Entre').click();
    radio('Entre le').click();
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() =>
      expect(errors()).toEqual([
        "Veuillez saisir l'heure de début",
        "Veuillez saisir l'heure de fin",
        "Veuillez saisir la date de début de période d'application",
        "Veuillez saisir la date de fin de période d'application",
      ]),
    );
    typeInto(control('Heure de début'), '14:00');
    leave(control('Heure de début'));
    typeInto(control('Heure de fin'), '9');
    leave(control('Heure de fin'));
    typeInto(control('Date de début'), '31/01/2027');
    typeInto(control('Date de fin'), '04/01/2027');
    await eventually(() =>
      expect(errors()).toEqual(["L'heure de fin doit être supérieure à l'heure de début", 'La date de fin doit être supérieure à la date de début']),
    );
    typeInto(control('Heure de fin'), '17:30');
    leave(control('Heure de fin'));
    typeInto(control('Date de fin'), '30/06/2027');
    typeInto(control('Commentaire'), '  Formation CAP petite enfance ');
    await eventually(() => expect(errors()).toEqual([]));
    expect(control('Commentaire').getAttribute('maxlength')).toBe('200');
    button('Enregistrer').click();

    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    expect(document.querySelector('dialog')).toBeNull();
    const sent = fake.calls.find((call) => call.name === 'weeklyUnavailabilities.add');
    expect(sent?.params).toEqual({ userId: '7' });
    const range = { startTime: '14:00', endTime: '17:30', startDate: '2027-01-31', endDate: '2027-06-30' };
    expect(sent?.body).toEqual({ type: 'FORMATION', comment: 'Formation CAP petite enfance', slots: [1, 2, 4, 5].map((weekDay) => ({ ...range, weekDay })) });
    await eventually(() => expect(rows().map((row) => row[0])).toEqual(['Lundi', 'Mardi', 'Jeudi', 'Vendredi']));
    expect(rows()[0]!.slice(1, 2)).toEqual(['De 14:00 à 17:30']);
  });

  it('sends a single day on its own week day, and refuses a day outside the chosen days', async () => {
    const fake = await singleDayStep(true);
    button('Enregistrer').click();
    await eventually(() => expect(errors()).toEqual(["Veuillez saisir le jour d'application"]));
    typeInto(control("Jour d'application"), '02/12/2026');
    await eventually(() => expect(errors()).toEqual(["Le jour d'application ne fait pas partie de la période choisie"]));
    typeInto(control("Jour d'application"), '05/12/2026');
    await eventually(() => expect(errors()).toEqual([]));
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    expect(fake.calls.find((call) => call.name === 'weeklyUnavailabilities.add')?.body).toEqual({
      type: 'OTHER',
      comment: null,
      slots: [{ startTime: '00:00', endTime: '23:59', weekDay: 6, startDate: '2026-12-05', endDate: '2026-12-05' }],
    });
  });

  it('keeps what was chosen or typed right before « Suivant » and « Enregistrer », with no pause', async () => {
    // A fast hand: no render between the choices and « Suivant ».
    const fake = await singleDayStep(false);
    typeInto(control("Jour d'application"), '05/12/2026');
    await nextFrame();
    typeInto(control('Commentaire'), 'Rendez-vous médical');
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    expect(fake.calls.find((call) => call.name === 'weeklyUnavailabilities.add')?.body).toMatchObject({ type: 'OTHER', comment: 'Rendez-vous médical' });
  });

  it('refuses a day of application that does not exist instead of saving the day typed before', async () => {
    const fake = await singleDayStep(true);
    typeInto(control("Jour d'application"), '05/12/2026');
    await nextFrame();
    await refusesThenSaves({
      calls: fake.calls, field: "Jour d'application", wrong: '32/13/2026', message: DATE_MESSAGES.invalidDate, right: '12/12/2026', save: 'Enregistrer',
      endpoint: 'weeklyUnavailabilities.add', body: { type: 'OTHER', comment: null, slots: [{ startTime: '00:00', endTime: '23:59', weekDay: 6, startDate: '2026-12-12', endDate: '2026-12-12' }] },
    });
  });

  it('refuses a start time that does not read instead of saving the time typed before', async () => {
    const fake = await singleDayStep(true);
    typeInto(control("Jour d'application"), '05/12/2026');
    radio('À partir de').click();
    await eventually(() => control('Heure de début'));
    typeInto(control('Heure de début'), '14:00');
    leave(control('Heure de début'));
    await nextFrame();
    await refusesThenSaves({
      calls: fake.calls, field: 'Heure de début', wrong: 'ab:cd', message: TIME_INVALID, right: '15:30', save: 'Enregistrer',
      endpoint: 'weeklyUnavailabilities.add', body: { type: 'OTHER', comment: null, slots: [{ startTime: '15:30', endTime: '23:59', weekDay: 6, startDate: '2026-12-05', endDate: '2026-12-05' }] },
    });
  });

  it('deletes a slot after the confirmation, and says so; a failure shows its message', async () => {
    const fake = api([slot(1, { weekDay: 2 }), slot(2, { weekDay: 4 })]);
    unmount = fake.render(<WeeklyUnavailabilities userId={7} editable />).unmount;
    await eventually(() => expect(rows()).toHaveLength(2));
    button('Supprimer l’indisponibilité du jeudi (toute la journée)').click();
    await eventually(() => expect(find('dialog[role="alertdialog"]').textContent).toContain('Confirmez-vous la suppression de cette indisponibilité ?'));
    button('Annuler').click();
    await eventually(() => expect(document.querySelector('dialog')).toBeNull());
    expect(fake.calls.some((call) => call.name === 'weeklyUnavailabilities.delete')).toBe(false);

    button('Supprimer l’indisponibilité du jeudi (toute la journée)').click();
    (await eventually(() => button('Supprimer'))).click();
    await eventually(() => expect(pageText()).toContain('Suppression effectuée !'));
    expect(fake.calls.find((call) => call.name === 'weeklyUnavailabilities.delete')?.query).toEqual({ ids: '2' });
    await eventually(() => expect(rows().map((row) => row[0])).toEqual(['Mardi']));
  });

  it('shows the failure of a deletion', async () => {
    const fake = api([slot(1, { weekDay: 2 })], { failDelete: true });
    unmount = fake.render(<WeeklyUnavailabilities userId={7} editable />).unmount;
    (await eventually(() => button('Supprimer l’indisponibilité du mardi (toute la journée)'))).click();
    (await eventually(() => button('Supprimer'))).click();
    await eventually(() => expect(find('[role="alert"]').textContent).toBe("L'élément demandé n'existe pas"));
    expect(rows()).toHaveLength(1);
  });
});
