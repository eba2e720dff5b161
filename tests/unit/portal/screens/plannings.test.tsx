/**
 * /plannings: a professional's week from the planning engine, a weekly series checked by
 * the preflight (rejections with their labels, « Créer quand même »), required fields, a
 * change to an event checked the same way, the professionals free on the slot, and the
 * deletion of an event; cancelling one with a reason (struck through, restored), its similar
 * events and infos in its dialog; the interventions to staff beside it, each opening its
 * dialog; each event's other party a resource label (the record's link, its popover after
 * 500 ms, « Utiliser comme filtre » showing that party's planning); bodies checked against the
 * contract; React and Preact.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFamilies } from '../../../../src/api/contract/families';
import {
  cancelEvent, createEvents, defaultProNextEvents, deleteCancellation, deleteEventInfo, deleteEvents, eventInfos, findSimilar, holidays, preflightEvents, temporalSearch, updateEvents,
  type DefaultProEvent, type PlannedEvent,
} from '../../../../src/api/contract/planningEngine';
import { prestationTypesAndFormulas } from '../../../../src/api/contract/pricing';
import { searchProfessionals } from '../../../../src/api/contract/professionals';
import { searchAvailablePros } from '../../../../src/api/contract/unavailabilities';
import { searchSharedFamilies } from '../../../../src/api/contract/sharedFamilies';
import { formatDate } from '../../../../src/domain/format/date';
import { shiftDay } from '../../../../src/domain/planning/slots';
import { PlanningsScreen } from '../../../../src/portal/screens/plannings/PlanningsScreen';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, hoverLabel, leave, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage, type FakeRequest } from '../widgets/support/portal';

const PRO = { id: 11, firstName: 'Inès', lastName: 'Haddad', login: 'ines@demo.fr', status: 'ACTIVE', role: 'PRO' } as const;
const FAMILY = { id: 5, name: 'Famille Bernard' };
const TYPES = { prestationTypes: [{ id: 3, type: 'CHILDCARE', label: 'Garde d’enfants', productType: 'CHILDCARE', archived: false }], formulas: [] };

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

/** The placeholder professional Lyon books on while no real one is found. */
const DEFAULT_PRO = { id: 99, firstName: 'Intervenant·e', lastName: 'À pourvoir' };
const TO_STAFF: DefaultProEvent[] = [
  { id: 201, day: '2026-12-08', startTime: '08:30', endTime: '11:30', user: DEFAULT_PRO, family: { id: 6, name: 'Famille Roy' }, seriesId: null, cancellation: null, prestation: 'Garde d’enfants' },
  { id: 202, day: '2026-12-10', startTime: '16:30', endTime: '19:00', user: DEFAULT_PRO, family: FAMILY, seriesId: null, cancellation: null, prestation: null },
];

/**
 * A fake planning engine: the week's events, a preflight answer, creation and deletion
 * recorded; `toStaff`, the default professional's next events.
 */
function plannings(preflight: (body: any) => unknown = () => ({ slots: [] }), toStaff: () => DefaultProEvent[] | Promise<DefaultProEvent[]> = () => [], first: Partial<PlannedEvent> = {}) {
  let events: PlannedEvent[] = [];
  let infos = [{
    id: 7, eventId: 90, type: 'INCIDENT' as const, content: 'Petite chute, parents prévenus.', author: { id: 11, firstName: 'Inès', lastName: 'Haddad' }, createdAt: '2026-11-16T12:00:00',
    event: { day: '2026-11-16', startTime: '08:00', endTime: '12:00', family: FAMILY, user: { id: 11, firstName: 'Inès', lastName: 'Haddad' } },
  }];
  const fake = fakePortal([
    [searchProfessionals, () => onePage([PRO])],
    [searchFamilies, () => onePage([{ ...FAMILY, city: null, childrenFirstNames: [] }])],
    [prestationTypesAndFormulas, () => TYPES],
    [temporalSearch, ({ body }: FakeRequest) => {
      const { from } = body as { from: string };
      if (!events.length) events = [{ id: 90, day: from, startTime: '08:00', endTime: '12:00', user: { id: 11, firstName: 'Inès', lastName: 'Haddad' }, family: { id: 5, name: 'Famille Bernard' }, seriesId: 90, cancellation: null, ...first }];
      return events;
    }],
    [preflightEvents, ({ body }: FakeRequest) => preflight(body)],
    [defaultProNextEvents, () => toStaff()],
    [createEvents, () => ({ created: [], skipped: [] })],
    [updateEvents, () => events],
    // Every day of the month a holiday, so that any week shows them.
    [holidays, ({ query }: FakeRequest) => Array.from({ length: 31 }, (_, i) => `${query.month}-${String(i + 1).padStart(2, '0')}`)
      .filter((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)).map((day) => ({ day, label: 'Fête test' }))],
    [searchSharedFamilies, () => ({
      content: [{ id: 31, name: 'Famille Bernard / Famille Roy', members: [{ id: 5, name: 'Famille Bernard' }, { id: 8, name: 'Famille Roy' }] }],
      totalElements: 1, numberOfElements: 1, totalPages: 1, number: 0, size: 50, first: true, last: true,
    })],
    [searchAvailablePros, () => [
      { id: 14, firstName: 'Claire', lastName: 'Martin', login: 'claire@demo.fr', status: 'ACTIVE', role: 'PRO', knowsFamily: true },
      { id: 15, firstName: 'Paul', lastName: 'Roux', login: 'paul@demo.fr', status: 'ACTIVE', role: 'PRO', knowsFamily: false },
    ]],
    [deleteEvents, ({ body }: FakeRequest) => void (events = events.filter((e) => !(body as { ids: number[] }).ids.includes(e.id)))],
    [cancelEvent, ({ params, body }: FakeRequest) => {
      const { type, reason, comment } = body as { type: 'FAMILY'; reason: 'OTHER'; comment: string | null };
      const cancellation = { eventId: Number(params.id), type, reason, comment, cancelledAt: '2026-11-20T08:00:00.000Z' };
      events = events.map((e) => (e.id === Number(params.id) ? { ...e, cancellation } : e));
      return [cancellation, { ...cancellation, eventId: 91 }];
    }],
    [deleteCancellation, ({ params }: FakeRequest) => void (events = events.map((e) => (e.id === Number(params.id) ? { ...e, cancellation: null } : e)))],
    [findSimilar, () => [
      { ...events[0]!, id: 91, day: shiftDay(events[0]!.day, 7), cancellation: null },
      { ...events[0]!, id: 92, day: shiftDay(events[0]!.day, 14), cancellation: { eventId: 92, type: 'FAMILY', reason: 'VACATION', comment: null, cancelledAt: '2026-11-20T08:00:00.000Z' } },
    ]],
    [eventInfos, () => infos],
    [deleteEventInfo, ({ params }: FakeRequest) => void (infos = infos.filter((i) => i.id !== Number(params.infoId)))],
  ]);
  // The week as lists (« Liste »), with each event's buttons; the hour grid has its own tests.
  fake.portal.router.navigate('/plannings?view=LIST');
  unmount = fake.render(<PlanningsScreen params={{}} title="Plannings individuels" />).unmount;
  return fake;
}

/** The preflight's answer for a slot nothing stands in the way of. */
const clearSlot = (body: { day: string; startTime: string; endTime: string }) => ({ slots: [{ day: body.day, startTime: body.startTime, endTime: body.endTime, rejections: [], bypassable: false }] });

const dialog = () => find<HTMLDialogElement>('dialog[open]');
const comboboxes = (root: ParentNode = document) => findAll<HTMLInputElement>('input[role="combobox"]', root);

async function pick(input: HTMLInputElement, text: string, option: string) {
  input.focus();
  typeInto(input, text);
  await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toContain(option));
  findAll<HTMLElement>('[role="option"]').find((o) => o.textContent === option)!.click();
  await nextFrame();
}

async function choosePro(fake: ReturnType<typeof fakePortal>) {
  await eventually(() => find('input[role="combobox"]'));
  await pick(comboboxes()[0]!, 'hadd', 'Inès Haddad');
  await eventually(() => expect(fake.calls.some((c) => c.name === 'planning.events.temporalSearch')).toBe(true));
  return fake.calls.find((c) => c.name === 'planning.events.temporalSearch')!.body as { from: string; to: string; proId: number };
}

describe('PlanningsScreen', () => {
  it("asks for a professional or a family, then shows the professional's week from Monday to Sunday", async () => {
    const fake = plannings();
    await eventually(() => expect(pageText()).toContain('Choisissez un(e) intervenant(e) ou une famille pour voir son planning.'));
    const week = await choosePro(fake);
    expect(week.proId).toBe(11);
    expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.to).toBe(shiftDay(week.from, 6));
    await eventually(() => expect(pageText()).toContain('08:00 – 12:00Famille Bernard'));
    expect(findAll('.ap-week__day')).toHaveLength(7);
    await eventually(() => expect(findAll('.ap-week__holiday').map((h) => h.textContent)).toEqual(Array(7).fill('Jour férié : Fête test')));
    button('Semaine suivante').click();
    await eventually(() => expect(fake.calls.filter((c) => c.name === 'planning.events.temporalSearch').at(-1)!.body).toMatchObject({ from: shiftDay(week.from, 7) }));
    const searches = fake.calls.filter((c) => c.name === 'planning.events.temporalSearch').length;
    button('Semaine précédente').click();
    // The week already read comes back from the query cache, without a new search.
    await eventually(() => expect(control('Semaine du').value).toBe(formatDate(week.from)));
    await eventually(() => expect(pageText()).toContain('08:00 – 12:00Famille Bernard'));
    expect(fake.calls.filter((c) => c.name === 'planning.events.temporalSearch')).toHaveLength(searches);
    // The holidays of a month are asked once (cached an hour).
    const months = fake.calls.filter((c) => c.name === 'planning.events.holidays').map((c) => c.query.month);
    expect(months.length).toBe(new Set(months).size);
    expect(months).toContain(week.from.slice(0, 7));
  });

  it("moves one week at a time across the year's end, the date field and the link following, and shows today's week for a day that does not exist", async () => {
    const fake = plannings();
    fake.portal.router.navigate('/plannings?view=LIST&day=2026-12-31');
    await choosePro(fake);
    const lastSearch = () => fake.calls.filter((c) => c.name === 'planning.events.temporalSearch').at(-1)!.body;
    const shown = () => [control('Semaine du').value, new URLSearchParams(fake.portal.router.location.value.split('?')[1]).get('day')];
    await eventually(() => expect(lastSearch()).toMatchObject({ from: '2026-12-28', to: '2027-01-03' }));
    expect(control('Semaine du').value).toBe('28/12/2026');
    button('Semaine suivante').click();
    await eventually(() => expect(lastSearch()).toMatchObject({ from: '2027-01-04', to: '2027-01-10' }));
    expect(shown()).toEqual(['04/01/2027', '2027-01-04']);
    button('Semaine précédente').click();
    // Read already: the query cache answers, the field and the link follow.
    await eventually(() => expect(shown()).toEqual(['28/12/2026', '2026-12-28']));
    button('Semaine précédente').click();
    await eventually(() => expect(lastSearch()).toMatchObject({ from: '2026-12-21', to: '2026-12-27' }));
    expect(shown()).toEqual(['21/12/2026', '2026-12-21']);
    // 2026-13-01 names no day: the week of today (Monday 16 March 2026), not a crash nor a day rolled into 2027.
    fake.portal.router.navigate('/plannings?view=LIST&by=pro&id=11&day=2026-13-01');
    await eventually(() => expect(lastSearch()).toMatchObject({ from: '2026-03-16', to: '2026-03-22' }));
    expect(control('Semaine du').value).toBe('16/03/2026');
  });

  it('shows the month: its whole weeks from Monday, the days of other months dimmed, and moves a month', async () => {
    const fake = plannings();
    await choosePro(fake);
    const searches = () => fake.calls.filter((c) => c.name === 'planning.events.temporalSearch').map((c) => c.body as { from: string; to: string });
    findAll<HTMLLabelElement>('.ap-choices__option').find((option) => option.textContent === 'Mois')!.querySelector('input')!.click();
    await eventually(() => expect(searches().at(-1)!.to > shiftDay(searches().at(-1)!.from, 7)).toBe(true));
    const { from, to } = searches().at(-1)!;
    const month = shiftDay(from, 6).slice(0, 7);
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${to}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(from <= `${month}-01` && shiftDay(to, 1) > `${month}-28` && !shiftDay(to, 1).startsWith(month)).toBe(true);
    await eventually(() => expect(findAll('.ap-week__day').length).toBe((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1));
    const monthLength = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
    expect(findAll('.ap-week__day--outside')).toHaveLength(findAll('.ap-week__day').length - monthLength);
    button('Mois suivant').click();
    await eventually(() => expect(shiftDay(searches().at(-1)!.from, 6).slice(0, 7) > month).toBe(true));
  });

  it('checks a weekly series first: the rejected slots show their labels, and « Créer quand même » creates with the bypass', async () => {
    const fake = plannings((body) => ({
      slots: [0, 7, 14].map((offset, i) => ({
        day: shiftDay(body.day, offset), startTime: body.startTime, endTime: body.endTime,
        rejections: i === 1 ? [{ code: 'FAMILY_BUSY', label: 'La famille a une autre prestation sur ce créneau horaire', bypassable: true }] : [],
        bypassable: i === 1,
      })),
    }));
    const week = await choosePro(fake);
    button('Nouvelle prestation').click();
    await eventually(dialog);
    // The professional whose planning is shown is already chosen.
    expect(comboboxes(dialog()).slice(0, 2).map((c) => c.value)).toEqual(['', 'Inès Haddad']);
    await pick(comboboxes(dialog())[0]!, 'bern', 'Famille Bernard');
    // The day starts on today within the week shown; the series starts on its Tuesday.
    const tuesday = shiftDay(week.from, 1);
    typeInto(control('Jour', dialog()), formatDate(tuesday));
    leave(control('Jour', dialog()));
    typeInto(control('Heure de début', dialog()), '08:00');
    leave(control('Heure de début', dialog()));
    typeInto(control('Heure de fin', dialog()), '12:00');
    leave(control('Heure de fin', dialog()));
    choose(control<HTMLSelectElement>('Type de prestation', dialog()), '3');
    choose(control<HTMLSelectElement>('Répétition', dialog()), 'EVERY_WEEKS');
    await eventually(() => control('Jusqu’au', dialog()));
    typeInto(control('Jusqu’au', dialog()), formatDate(shiftDay(tuesday, 14)));
    leave(control('Jusqu’au', dialog()));
    await nextFrame();
    button('Vérifier et créer').click();

    await eventually(() => expect(pageText(dialog())).toContain('Créneaux refusés'));
    expect(pageText(dialog())).toContain('La famille a une autre prestation sur ce créneau horaire');
    const preflight = fake.calls.find((c) => c.name === 'planning.events.preflight')!.body;
    expect(preflight).toEqual({
      familyId: 5, proId: 11, prestationTypeId: 3, day: tuesday, startTime: '08:00', endTime: '12:00', sharedFamilyId: null,
      repetition: { type: 'EVERY_WEEKS', until: shiftDay(tuesday, 14), variant: null },
    });
    expect(fake.calls.some((c) => c.name === 'planning.events.create')).toBe(false);
    button('Créer sans les créneaux refusés');
    button('Créer quand même').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.create')?.body).toEqual({ ...(preflight as object), bypassRejections: true }));
    await eventually(() => expect(document.querySelector('dialog[open]')).toBeNull());
  });

  it('shows « Champ obligatoire » on the missing fields and asks nothing of the engine', async () => {
    const fake = plannings();
    await eventually(() => button('Nouvelle prestation')).then((b) => b.click());
    await eventually(dialog);
    button('Vérifier et créer').click();
    await eventually(() => expect(pageText(dialog())).toContain('Le formulaire contient des erreurs'));
    expect(findAll('.ap-field__error', dialog()).map((e) => e.textContent)).toEqual(['Champ obligatoire', 'Champ obligatoire', 'Champ obligatoire', 'Champ obligatoire']);
    expect(fake.calls.some((c) => c.name === 'planning.events.preflight')).toBe(false);
  });

  it('changes an event: the dialog holds its values, the preflight leaves it out, « Enregistrer quand même » saves with the bypass', async () => {
    const fake = plannings((body) => ({
      slots: [{ day: body.day, startTime: body.startTime, endTime: body.endTime, rejections: [{ code: 'FAMILY_BUSY', label: 'La famille a une autre prestation sur ce créneau horaire', bypassable: true }], bypassable: true }],
    }));
    const week = await choosePro(fake);
    await eventually(() => button('Modifier la prestation')).then((b) => b.click());
    await eventually(() => expect(pageText(dialog())).toContain('Modifier la prestation'));
    expect(comboboxes(dialog()).slice(0, 2).map((c) => c.value)).toEqual(['Famille Bernard', 'Inès Haddad']);
    expect(control('Heure de début', dialog()).value).toBe('08:00');
    expect(() => control('Répétition', dialog())).toThrow();
    typeInto(control('Heure de fin', dialog()), '13:00');
    leave(control('Heure de fin', dialog()));
    await nextFrame();
    button('Vérifier et enregistrer').click();
    await eventually(() => expect(pageText(dialog())).toContain('La famille a une autre prestation sur ce créneau horaire'));
    expect(fake.calls.find((c) => c.name === 'planning.events.preflight')!.body).toEqual({
      familyId: 5, proId: 11, prestationTypeId: null, day: week.from, startTime: '08:00', endTime: '13:00', repetition: { type: 'NO_REPETITION', until: null, variant: null }, eventId: 90, sharedFamilyId: null,
    });
    button('Enregistrer quand même').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.update')?.body).toEqual({
      events: [{ id: 90, familyId: 5, proId: 11, day: week.from, startTime: '08:00', endTime: '13:00', sharedFamilyId: null }], bypassRejections: true,
    }));
    await eventually(() => expect(pageText()).toContain('La prestation a été modifiée'));
  });

  it('puts an existing event in a shared care of its family, checked and saved with it', async () => {
    const fake = plannings(clearSlot);
    await choosePro(fake);
    await eventually(() => button('Modifier la prestation')).then((b) => b.click());
    await eventually(() => expect(pageText(dialog())).toContain('Garde partagée (facultatif)'));
    expect(comboboxes(dialog())[2]!.value).toBe('');
    await pick(comboboxes(dialog())[2]!, 'roy', 'Famille Bernard / Famille Roy');
    expect(fake.calls.find((c) => c.name === searchSharedFamilies.name)!.body).toMatchObject({ familyId: 5 });
    button('Vérifier et enregistrer').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.update')?.body).toMatchObject({ events: [{ id: 90, familyId: 5, sharedFamilyId: 31 }] }));
    expect(fake.calls.find((c) => c.name === 'planning.events.preflight')!.body).toMatchObject({ eventId: 90, sharedFamilyId: 31 });
  });

  it('shows the shared care of an existing event, and takes the event out of it once the field is emptied', async () => {
    const fake = plannings(clearSlot, undefined, { sharedFamily: { id: 31, name: 'Famille Bernard / Famille Roy' } });
    await choosePro(fake);
    await eventually(() => button('Modifier la prestation')).then((b) => b.click());
    await eventually(() => expect(comboboxes(dialog())[2]!.value).toBe('Famille Bernard / Famille Roy'));
    const care = comboboxes(dialog())[2]!;
    care.focus();
    typeInto(care, '');
    await nextFrame();
    care.blur();
    await nextFrame();
    button('Vérifier et enregistrer').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.update')?.body).toMatchObject({ events: [{ id: 90, sharedFamilyId: null }] }));
  });

  it('lists the professionals free on the slot, those who know the family marked, and chooses one', async () => {
    const fake = plannings();
    await eventually(() => button('Nouvelle prestation')).then((b) => b.click());
    await eventually(dialog);
    expect(button('Intervenant(e)s disponibles', dialog()).disabled).toBe(true);
    await pick(comboboxes(dialog())[0]!, 'bern', 'Famille Bernard');
    typeInto(control('Heure de début', dialog()), '21:00');
    leave(control('Heure de début', dialog()));
    typeInto(control('Heure de fin', dialog()), '07:00');
    leave(control('Heure de fin', dialog()));
    await eventually(() => expect(button('Intervenant(e)s disponibles', dialog()).disabled).toBe(false));
    button('Intervenant(e)s disponibles', dialog()).click();
    await eventually(() => expect(pageText(dialog())).toContain('Claire Martin (connaît la famille)Paul Roux'));
    expect(fake.calls.find((c) => c.name === 'unavailabilities.searchAvailablePros')!.body).toMatchObject({ startTime: '21:00', endTime: '07:00', familyId: 5 });
    button('Paul Roux', dialog()).click();
    await eventually(() => expect(comboboxes(dialog())[1]!.value).toBe('Paul Roux'));
  });

  it('offers the chosen family’s shared cares, asks the available professionals for the care, and creates the event as the care’s', async () => {
    const fake = plannings((body) => ({ slots: [{ day: body.day, startTime: body.startTime, endTime: body.endTime, rejections: [], bypassable: false }] }));
    await eventually(() => button('Nouvelle prestation')).then((b) => b.click());
    await eventually(dialog);
    await pick(comboboxes(dialog())[0]!, 'bern', 'Famille Bernard');
    await pick(comboboxes(dialog())[2]!, 'roy', 'Famille Bernard / Famille Roy');
    typeInto(control('Heure de début', dialog()), '08:00');
    leave(control('Heure de début', dialog()));
    typeInto(control('Heure de fin', dialog()), '12:00');
    leave(control('Heure de fin', dialog()));
    await eventually(() => expect(button('Intervenant(e)s disponibles', dialog()).disabled).toBe(false));
    button('Intervenant(e)s disponibles', dialog()).click();
    await eventually(() => expect(fake.calls.some((c) => c.name === 'unavailabilities.searchAvailablePros')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'unavailabilities.searchAvailablePros')!.body).toMatchObject({ familyId: 5, sharedFamilyId: 31 });
    expect(fake.calls.find((c) => c.name === searchSharedFamilies.name)!.body).toMatchObject({ familyId: 5 });
    (await eventually(() => button('Paul Roux', dialog()))).click();
    await eventually(() => expect(comboboxes(dialog())[1]!.value).toBe('Paul Roux'));
    await nextFrame();
    button('Vérifier et créer').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.create')?.body).toMatchObject({ familyId: 5, proId: 15, sharedFamilyId: 31, startTime: '08:00', endTime: '12:00' }));
    expect(fake.calls.find((c) => c.name === 'planning.events.preflight')!.body).toMatchObject({ familyId: 5, sharedFamilyId: 31 });
  });

  it('deletes an event after the confirmation, with the following ones of its series when ticked', async () => {
    const fake = plannings();
    await choosePro(fake);
    await eventually(() => button('Supprimer la prestation')).then((b) => b.click());
    await eventually(() => expect(pageText()).toContain('Confirmez-vous la suppression de cette prestation ?'));
    control('Supprimer aussi les prestations suivantes de la série').click();
    await nextFrame();
    button('Supprimer').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.deleteMany')?.body).toEqual({ ids: [90], following: true }));
    // The event and the following ones of its series: plural (issue 33).
    await eventually(() => expect(pageText()).toContain('Les prestations ont été supprimées'));
  });

  it('cancels an event with a reason: « Autre » asks its comment, the event shows struck through with the reason, then is restored', async () => {
    const fake = plannings();
    await choosePro(fake);
    await eventually(() => button('Annuler la prestation')).then((b) => b.click());
    await eventually(() => expect(pageText(dialog())).toContain('Annulation de la prestation'));
    expect(control<HTMLSelectElement>('Annulée par', dialog()).value).toBe('FAMILY');
    choose(control<HTMLSelectElement>('Motif', dialog()), 'OTHER');
    await nextFrame();
    button('Annuler la prestation', dialog()).click();
    await eventually(() => expect(findAll('.ap-field__error', dialog()).map((e) => e.textContent)).toEqual(['Champ obligatoire']));
    expect(fake.calls.some((c) => c.name === 'planning.events.cancel')).toBe(false);
    typeInto(control<HTMLTextAreaElement>('Commentaire', dialog()), 'Enfant chez ses grands-parents');
    control('Annuler aussi les prestations suivantes de la série', dialog()).click();
    await nextFrame();
    button('Annuler la prestation', dialog()).click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.cancel')).toMatchObject({
      params: { id: '90' }, body: { type: 'FAMILY', reason: 'OTHER', comment: 'Enfant chez ses grands-parents', following: true },
    }));
    await eventually(() => expect(pageText()).toContain('2 prestations ont été annulées'));
    await eventually(() => expect(find('.ap-week__event--cancelled').textContent).toContain('Annulée par la famille · Enfant chez ses grands-parents'));
    button('Rétablir la prestation').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.deleteCancellation')?.params).toMatchObject({ id: '90' }));
    await eventually(() => expect(pageText()).toContain('La prestation a été rétablie'));
    await eventually(() => expect(findAll('.ap-week__event--cancelled')).toHaveLength(0));
  });

  it("shows an event's similar events (the cancelled one struck through) and its infos, and deletes an info", async () => {
    const fake = plannings();
    const week = await choosePro(fake);
    await eventually(() => button('Modifier la prestation')).then((b) => b.click());
    await eventually(() => expect(pageText(dialog())).toContain('Prestations similaires (2)'));
    expect(fake.calls.find((c) => c.name === 'planning.events.findSimilar')?.params).toMatchObject({ id: '90' });
    expect(find('.ap-event-more__cancelled', dialog()).textContent).toBe(`${formatDate(shiftDay(week.from, 14))}, 08:00 – 12:00`);
    await eventually(() => expect(pageText(dialog())).toContain('Incident Petite chute, parents prévenus.Inès Haddad, 16/11/2026 à 12:00'));
    button('Supprimer l’information', dialog()).click();
    await eventually(() => expect(pageText(dialog())).toContain('Aucune information'));
    expect(fake.calls.find((c) => c.name === 'planning.events.deleteInfo')?.params).toMatchObject({ id: '90', infoId: '7' });
  });
});

describe("PlanningsScreen: an event's other party", () => {
  const labelOf = (card: Element) => find('.ap-rlabel', card);
  const card = () => find('.ap-week__event');
  afterEach(() => vi.useRealTimers());

  it('is a link to its record whose popover opens after 500 ms of hover, beside the event’s own buttons; « Utiliser comme filtre » shows its planning', async () => {
    const fake = plannings();
    await choosePro(fake);
    await eventually(() => expect(pageText(card())).toContain('Famille Bernard'));
    const link = find<HTMLAnchorElement>('a', labelOf(card()));
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Famille Bernard', '#/families/5/resume']);
    // The label first, then the event's buttons, in the tab order.
    expect([...card().querySelectorAll('a, button')].map((e) => e.textContent || e.getAttribute('aria-label'))).toEqual([
      'Famille Bernard', 'Modifier la prestation', 'Annuler la prestation', 'Supprimer la prestation',
    ]);
    // The portal's clock: no popover before 500 ms of hover.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hoverLabel(labelOf(card()), true);
    await vi.advanceTimersByTimeAsync(499);
    await nextFrame();
    expect(document.querySelector('.ap-rlabel__popover')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await nextFrame();
    expect(findAll('.ap-rlabel__item').map((item) => item.textContent)).toEqual(['Aperçu', 'Ouvrir', 'Utiliser comme filtre']);
    vi.useRealTimers();
    button('Utiliser comme filtre').click();
    // The family's planning: asked by family, each event now naming the professional.
    await eventually(() => expect(fake.calls.filter((c) => c.name === 'planning.events.temporalSearch').at(-1)!.body).toMatchObject({ familyId: 5 }));
    expect(comboboxes()[0]!.value).toBe('Famille Bernard');
    await eventually(() => expect(find<HTMLAnchorElement>('a', labelOf(card())).getAttribute('href')).toBe('#/employees/11/home'));
    expect(find('a', labelOf(card())).textContent).toBe('Inès Haddad');
  });

  it("names a shared care's event by the care, its label opening the family the event is planned at", async () => {
    const fake = plannings(undefined, undefined, { sharedFamily: { id: 31, name: 'Famille Bernard / Famille Roy' } });
    await choosePro(fake);
    await eventually(() => expect(pageText(card())).toContain('Garde partagée'));
    const link = find<HTMLAnchorElement>('a', labelOf(card()));
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Garde partagée Famille Bernard / Famille Roy', '#/families/5/resume']);
  });
});

describe('PlanningsScreen: interventions à pourvoir', () => {
  const panel = () => find('section[aria-label="Interventions à pourvoir"]');

  it('shows the loading state, then « Aucune intervention à pourvoir » when the default professional has none', async () => {
    // The answer is held until the loading state has been seen (an answer at once may never show it).
    let answer!: (events: DefaultProEvent[]) => void;
    const held = new Promise<DefaultProEvent[]>((resolve) => (answer = resolve));
    plannings(undefined, () => held);
    await eventually(() => expect(pageText(panel())).toContain('Chargement…'));
    answer([]);
    await eventually(() => expect(pageText(panel())).toContain('Aucune intervention à pourvoir'));
    expect(pageText(panel())).not.toContain('Chargement…');
  });

  it('lists them soonest first with day, times, family and prestation; a click opens the event in its dialog to choose a professional', async () => {
    let toStaff = TO_STAFF;
    const fake = plannings((body) => ({ slots: [{ day: body.day, startTime: body.startTime, endTime: body.endTime, rejections: [], bypassable: false }] }), () => toStaff);
    await eventually(() => expect(findAll('.ap-to-staff__event', panel())).toHaveLength(2));
    expect(findAll('.ap-to-staff__event', panel()).map((b) => b.textContent)).toEqual([
      'mardi 8 décembre08:30 – 11:30Famille RoyGarde d’enfants',
      'jeudi 10 décembre16:30 – 19:00Famille Bernard',
    ]);
    expect(pageText(panel())).toContain('Interventions à pourvoir2');
    findAll<HTMLButtonElement>('.ap-to-staff__event', panel())[0]!.click();
    await eventually(() => expect(pageText(dialog())).toContain('Modifier la prestation'));
    expect(comboboxes(dialog()).slice(0, 2).map((c) => c.value)).toEqual(['Famille Roy', 'Intervenant·e À pourvoir']);
    expect(control('Heure de début', dialog()).value).toBe('08:30');
    await pick(comboboxes(dialog())[1]!, 'hadd', 'Inès Haddad');
    toStaff = TO_STAFF.slice(1);
    button('Vérifier et enregistrer').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.preflight')?.body).toMatchObject({ proId: 11, eventId: 201 }));
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.update')?.body).toEqual({
      events: [{ id: 201, familyId: 6, proId: 11, day: '2026-12-08', startTime: '08:30', endTime: '11:30', sharedFamilyId: null }], bypassRejections: false,
    }));
    // Staffed: it leaves the panel.
    await eventually(() => expect(findAll('.ap-to-staff__event', panel())).toHaveLength(1));
    expect(fake.calls.filter((c) => c.name === 'planning.events.defaultProNext')).toHaveLength(2);
  });
});
