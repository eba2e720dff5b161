/**
 * /activity/timesheets and a timesheet's page: the month from the query, counts, duration,
 * kms, completion coloured red, orange or green, validation; the search and filter bodies;
 * the slots' states in French; validation after a confirmation; React and Preact.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { getTimesheet, reopenTimesheet, searchTimesheets, validateTimesheet, type Timesheet, type TimesheetSlot } from '../../../../src/api/contract/timesheets';
import { TimesheetScreen } from '../../../../src/portal/screens/activity/TimesheetScreen';
import { TimesheetsScreen } from '../../../../src/portal/screens/activity/TimesheetsScreen';
import { parseInstant } from '../../../../src/domain/parisTime';
import { createRouter } from '../../../../src/portal/state/router';
import { testPortalClock } from '../../../support/clock';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, typeInto } from '../widgets/support/dom';
import { fakePortal, failure, onePage } from '../widgets/support/portal';

const sheet = (proId: number, customerSlotsCount: number, validationDate: string | null = null): Timesheet => ({
  month: '2026-10', pro: { id: proId, firstName: 'Inès', lastName: `Pro ${proId}` }, family: { id: 5, name: 'Famille Bernard' },
  slotsCount: 20, proSlotsCount: 20, customerSlotsCount, slotsDuration: 4 * 60 * 20, kms: 12.5, validationDate,
  validatedDurations: validationDate ? { total: 4800 } : null, validatedKms: validationDate ? 12.5 : null,
});
const SHEETS = [sheet(1, 4), sheet(2, 10), sheet(3, 20, '2026-11-01T09:00')];
const slot = (eventId: number, state: TimesheetSlot['state'], confirmed: boolean): TimesheetSlot => ({
  eventId, day: `2026-10-${String(eventId).padStart(2, '0')}`, startTime: '08:00', endTime: '12:00', state, proConfirmed: confirmed, customerConfirmed: confirmed, duration: state === 'CANCELED' ? 0 : 240, kms: 2.5,
});
const SLOTS = [slot(5, 'VALIDATED', true), slot(6, 'ADDED', true), slot(7, 'CANCELED', true), slot(8, 'UPDATED', true), slot(9, 'UNSET', false)];

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const cells = (row: Element) => findAll('td', row).map(text);

describe('TimesheetsScreen', () => {
  function list(location = '/activity/timesheets?month=2026-10') {
    const fake = fakePortal([[searchTimesheets, () => onePage(SHEETS)]]);
    const router = createRouter('memory', undefined, location);
    Object.assign(fake.portal, { router });
    unmount = fake.render(<TimesheetsScreen params={{}} title="Relevés d'heures" />).unmount;
    return Object.assign(fake, { router });
  }

  it('opens the search, the validation filter and the page of its URL, as after a reload', async () => {
    const fake = list('/activity/timesheets?month=2026-10&validated=false&q=bern&page=2');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    expect(fake.calls.map((call) => call.body)).toEqual([{ month: '2026-10', namePattern: 'bern', validated: false, pageNumber: 1, pageSize: 20 }]);
    expect(control('Rechercher un(e) intervenant(e) ou une famille').value).toBe('bern');
    expect(control<HTMLSelectElement>('Validation').value).toBe('false');
    choose(control<HTMLSelectElement>('Validation'), 'true');
    await eventually(() => expect(fake.router.location.value).toBe('/activity/timesheets?month=2026-10&q=bern&validated=true'));
    await eventually(() => expect(fake.calls.at(-1)!.body).toMatchObject({ validated: true, pageNumber: 0 }));
  });

  it("shows the query's month: counts, duration, kms, completion coloured by the spec's thresholds, validation, a link to each", async () => {
    const fake = list();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    expect(fake.calls[0]!.body).toMatchObject({ month: '2026-10', pageNumber: 0, pageSize: 20 });
    const rows = findAll('tbody tr');
    expect(cells(rows[0]!)).toEqual(['Inès Pro 1', 'Famille Bernard', '20', '20', '4', '80h00', '12,5 Kms', '20 %', 'Non validé']);
    expect(cells(rows[2]!).at(-1)).toBe('Validé le 01/11/2026');
    const tones = rows.map((row) => row.querySelectorAll('.ap-tag')[0]!.className);
    expect(tones).toEqual(['ap-tag ap-tag--danger', 'ap-tag ap-tag--warning', 'ap-tag ap-tag--success']);
    expect(find<HTMLAnchorElement>('a', rows[1]!).getAttribute('href')).toBe('#/activity/timesheets/2026-10/2/5');
  });

  it('searches by name after a pause and filters by validation', async () => {
    const fake = list();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    typeInto(control('Rechercher un(e) intervenant(e) ou une famille'), 'bern');
    await eventually(() => expect(fake.calls.at(-1)!.body).toMatchObject({ namePattern: 'bern' }));
    choose(control<HTMLSelectElement>('Validation'), 'false');
    await eventually(() => expect(fake.calls.at(-1)!.body).toMatchObject({ namePattern: 'bern', validated: false, pageNumber: 0 }));
  });
});

describe('TimesheetScreen', () => {
  /** The October timesheet on a day given (default 24 November 2026, after its last slot). */
  function page(validate = () => ({ timesheet: { ...SHEETS[0]!, validationDate: '2026-11-24T10:00', validatedDurations: { total: 4800 }, validatedKms: 12.5 }, slots: SLOTS }) as unknown, on = '2026-11-24T10:00', sheet = SHEETS[0]!, role = 'DIRECTOR') {
    const fake = fakePortal([
      [getTimesheet, () => ({ timesheet: sheet, slots: SLOTS })],
      [validateTimesheet, validate],
      [reopenTimesheet, () => ({ timesheet: { ...sheet, validationDate: null, validatedDurations: null, validatedKms: null }, slots: SLOTS })],
    ]);
    const router = createRouter('memory', undefined, '/activity/timesheets/2026-10/1/5');
    Object.assign(fake.portal, { router, clock: { ...testPortalClock(), now: () => parseInstant(on)! }, session: { ...fake.portal.session, user: signal({ role }) } });
    unmount = fake.render(<TimesheetScreen params={{ month: '2026-10', proId: '1', familyId: '5' }} title="Relevé d'heures" />).unmount;
    return { fake, router };
  }

  it('shows the figures and every slot with its state in French', async () => {
    const { fake, router } = page();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(5));
    expect(fake.calls[0]).toMatchObject({ name: 'timesheets.get', params: { month: '2026-10', proId: '1', familyId: '5' } });
    expect(text(find('h1'))).toBe("Relevé d'heures : Inès Pro 1 — Famille Bernard, octobre 2026");
    expect(text(find('.ap-facts'))).toContain('Créneaux famille4');
    expect(text(find('.ap-facts'))).toContain('Complétion20 %');
    expect(findAll('tbody tr').map((row) => cells(row)[2])).toEqual(['Validé', 'Ajouté', 'Annulé', 'Modifié', 'Non renseigné']);
    expect(cells(findAll('tbody tr')[0]!)).toEqual(['lundi 5 octobre', '08:00 – 12:00', 'Validé', 'Oui', 'Oui', '4h00', '2,5 Kms']);
    expect(cells(findAll('tbody tr')[4]!).slice(3, 5)).toEqual(['Non', 'Non']);
    button("Retour aux relevés d'heures").click();
    expect(router.location.value).toBe('/activity/timesheets?month=2026-10');
  });

  it('validates after a confirmation, then shows the validation and no more button', async () => {
    const { fake } = page();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(5));
    button('Valider le relevé').click();
    await eventually(() => expect(find('dialog[open]').textContent).toContain('Confirmez-vous la validation de ce relevé ?'));
    expect(fake.calls.some((call) => call.name === 'timesheets.validate')).toBe(false);
    button('Valider le relevé', find('dialog[open]')).click();
    await eventually(() => expect(text(find('.ap-facts'))).toContain('Validé le 24/11/2026'));
    expect(document.body.textContent).toContain('Relevé validé');
    expect(findAll('button').some((b) => text(b) === 'Valider le relevé')).toBe(false);
  });

  it('explains, before sending, that it cannot be validated before its last slot has ended', async () => {
    const { fake } = page(undefined, '2026-10-05T09:00');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(5));
    const last = SLOTS.filter((slot) => slot.state !== 'CANCELED').at(-1)!;
    expect(document.body.textContent).toContain(`Le relevé ne peut pas être validé avant la fin de son dernier créneau, le ${last.day.split('-').reverse().join('/')} à 12h00`);
    expect(button('Valider le relevé').disabled).toBe(true);
    button('Valider le relevé').click();
    await nextFrame();
    expect(findAll('dialog[open]')).toHaveLength(0);
    expect(fake.calls.some((call) => call.name === 'timesheets.validate')).toBe(false);
  });

  it('lets a director reopen a validated timesheet after a confirmation; an adviser has no such button', async () => {
    const validated = SHEETS[2]!;
    const { fake } = page(undefined, undefined, validated);
    (await eventually(() => button('Rouvrir le relevé'))).click();
    await eventually(() => expect(find('dialog[open]').textContent).toContain('Confirmez-vous la réouverture de ce relevé ? Sa validation est annulée'));
    button('Rouvrir le relevé', find('dialog[open]')).click();
    await eventually(() => expect(document.body.textContent).toContain('Relevé rouvert : sa validation est annulée'));
    expect(fake.calls.find((call) => call.name === 'timesheets.reopen')?.params).toEqual({ month: '2026-10', proId: '1', familyId: '5' });
    expect(findAll('button').some((b) => text(b) === 'Rouvrir le relevé')).toBe(false);
    expect(button('Valider le relevé').disabled).toBe(false);
    unmount?.();
    page(undefined, undefined, validated, 'ADVISER');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(5));
    expect(findAll('button').some((b) => text(b) === 'Rouvrir le relevé')).toBe(false);
  });

  it("shows the sandbox's refusal", async () => {
    page(() => failure(400, 'PARAMETERS_ERROR', 'Ce relevé est déjà validé'));
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(5));
    button('Valider le relevé').click();
    (await eventually(() => button('Valider le relevé', find('dialog[open]')))).click();
    await eventually(() => expect(document.body.textContent).toContain('Ce relevé est déjà validé'));
  });
});
