/**
 * The hour grid of /plannings' « Semaine » and the records' Planning tabs (PlanningGrid): the week's
 * increased hours follow the agency's 25 December option; an event opened from its block (Entrée
 * or a click) is cancelled with a reason, restored, or deleted with the following ones of its series,
 * through the same dialogs as the lists; bodies checked against the contract; React and Preact.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchFamilies } from '../../../../src/api/contract/families';
import {
  cancelEvent, deleteCancellation, deleteEvents, eventInfos, findSimilar, holidays, temporalSearch, type LabelledEvent,
} from '../../../../src/api/contract/planningEngine';
import { prestationTypesAndFormulas } from '../../../../src/api/contract/pricing';
import { searchProfessionals } from '../../../../src/api/contract/professionals';
import { searchSharedFamilies } from '../../../../src/api/contract/sharedFamilies';
import { searchAvailablePros, searchUnavailabilities } from '../../../../src/api/contract/unavailabilities';
import { listWeeklyUnavailabilities } from '../../../../src/api/contract/weeklyUnavailabilities';
import type { Agency } from '../../../../src/api/contract/auth';
import { weekDays } from '../../../../src/domain/planning/form';
import PlanningGrid from '../../../../src/portal/screens/plannings/PlanningGrid';
import { eventually } from '../../support/render';
import { button, control, find, findAll, nextFrame, pageText, press } from '../widgets/support/dom';
import { fakePortal, onePage, type FakeRequest } from '../widgets/support/portal';

const INES = { id: 11, firstName: 'Inès', lastName: 'Haddad' };
const BERNARD = { id: 5, name: 'Famille Bernard' };
// Christmas week 2026: Thursday 24 20:00 → Friday 25 08:00 (a series), Friday 25 14:00 – 18:00.
const CHRISTMAS_WEEK = weekDays('2026-12-25');
const EVENTS: LabelledEvent[] = [
  { id: 90, day: '2026-12-24', startTime: '20:00', endTime: '08:00', user: INES, family: BERNARD, seriesId: 90, cancellation: null, prestation: 'Garde d’enfants' },
  { id: 91, day: '2026-12-25', startTime: '14:00', endTime: '18:00', user: INES, family: BERNARD, seriesId: null, cancellation: null, prestation: 'Garde d’enfants' },
];

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function grid(agency: Partial<Agency> = {}) {
  let events = EVENTS.map((event) => ({ ...event }));
  const fake = fakePortal([
    [temporalSearch, () => events],
    [searchUnavailabilities, () => onePage([])],
    [listWeeklyUnavailabilities, () => []],
    [holidays, ({ query }: FakeRequest) => (query.month === '2026-12' ? [{ day: '2026-12-25', label: 'Noël' }] : [])],
    [prestationTypesAndFormulas, () => ({ prestationTypes: [], formulas: [] })],
    [searchProfessionals, () => onePage([])],
    [searchFamilies, () => onePage([])],
    [searchSharedFamilies, () => onePage([])],
    [searchAvailablePros, () => []],
    [findSimilar, () => []],
    [eventInfos, () => []],
    [cancelEvent, ({ params, body }: FakeRequest) => {
      const { type, reason, comment } = body as { type: 'PRO'; reason: 'SICKNESS'; comment: string | null };
      const cancellation = { eventId: Number(params.id), type, reason, comment, cancelledAt: '2026-12-20T08:00:00.000Z' };
      events = events.map((e) => (e.id === Number(params.id) ? { ...e, cancellation } : e));
      return [cancellation];
    }],
    [deleteCancellation, ({ params }: FakeRequest) => void (events = events.map((e) => (e.id === Number(params.id) ? { ...e, cancellation: null } : e)))],
    [deleteEvents, ({ body }: FakeRequest) => void (events = events.filter((e) => !(body as { ids: number[] }).ids.includes(e.id)))],
  ]);
  const current = signal<Partial<Agency> | null>(agency);
  Object.assign(fake.portal, { agencyContext: { agency: current } });
  unmount = fake.render(<PlanningGrid by="pro" party={{ id: 11, label: 'Inès Haddad' }} days={CHRISTMAS_WEEK} />).unmount;
  return { ...fake, agency: current };
}

const totals = () => findAll('.ap-hg__totals dd').map((dd) => dd.textContent);
const block = (time: string) => findAll<HTMLButtonElement>('.ap-hg__event').find((b) => b.textContent!.startsWith(time))!;
const dialog = () => find<HTMLDialogElement>('dialog[open]');
const dialogTitle = () => dialog().querySelector('h2')?.textContent;

describe('PlanningGrid', () => {
  it("counts 25 December's hours as increased only when the agency's option is on", async () => {
    const { agency } = grid({ christmasIncreaseEnabled: false, mayDayIncreaseEnabled: true });
    // Off: 2 h of night on the 24th, then the 25th's 00:00 – 06:00 as a night like any other.
    await eventually(() => expect(totals()).toEqual(['16h00 sur 48h00', '8h00', '2 prestations']));
    agency.value = { christmasIncreaseEnabled: true, mayDayIncreaseEnabled: false };
    // On: the 25th's 8 h and 4 h as a public holiday, besides the 24th's 2 h of night.
    await eventually(() => expect(totals()).toEqual(['16h00 sur 48h00', '14h00', '2 prestations']));
  });

  it('cancels an event opened with Entrée from its block, with its reason, then restores it from a click on the cancelled block', async () => {
    const fake = grid();
    await eventually(() => expect(block('20:00 – 08:00')).toBeTruthy());
    block('20:00 – 08:00').focus();
    press(block('20:00 – 08:00'), 'Enter');
    await eventually(() => expect(dialogTitle()).toBe('Modifier la prestation'));
    expect(findAll('button', find('[aria-label="Actions sur la prestation"]', dialog())).map((b) => b.textContent)).toEqual(['Annuler la prestation', 'Supprimer la prestation']);
    button('Annuler la prestation', dialog()).click();
    await eventually(() => expect(dialogTitle()).toBe('Annulation de la prestation'));
    expect(pageText(dialog())).toContain('jeudi 24 décembre, 20:00 – 08:00 · Famille Bernard · Inès Haddad');
    const type = control<HTMLSelectElement>('Annulée par', dialog());
    type.value = 'PRO';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    await nextFrame();
    button('Annuler la prestation', dialog()).click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.cancel')).toMatchObject({ params: { id: '90' }, body: { type: 'PRO', reason: 'SICKNESS', comment: null, following: false } }));
    await eventually(() => expect(pageText()).toContain('La prestation a été annulée'));
    await eventually(() => expect(block('20:00 – 08:00').className).toContain('ap-hg__event--cancelled'));
    // The week no longer counts it: 4 h left, all of them on 25 December (not increased by default).
    expect(totals()).toEqual(['4h00 sur 48h00', '0h00', '1 prestation']);

    block('20:00 – 08:00').click();
    await eventually(() => expect(dialogTitle()).toBe('Modifier la prestation'));
    button('Rétablir la prestation', dialog()).click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.deleteCancellation')?.params).toMatchObject({ id: '90' }));
    await eventually(() => expect(pageText()).toContain('La prestation a été rétablie'));
    await eventually(() => expect(block('20:00 – 08:00').className).not.toContain('ap-hg__event--cancelled'));
  });

  it('deletes an event opened from its block, with the following ones of its series when ticked', async () => {
    const fake = grid();
    await eventually(() => expect(block('20:00 – 08:00')).toBeTruthy());
    press(block('20:00 – 08:00'), 'Enter');
    await eventually(() => expect(dialogTitle()).toBe('Modifier la prestation'));
    button('Supprimer la prestation', dialog()).click();
    await eventually(() => expect(pageText(dialog())).toContain('Confirmez-vous la suppression de cette prestation ?jeudi 24 décembre, 20:00 – 08:00'));
    control('Supprimer aussi les prestations suivantes de la série').click();
    await nextFrame();
    button('Supprimer').click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'planning.events.deleteMany')?.body).toEqual({ ids: [90], following: true }));
    await eventually(() => expect(pageText()).toContain('Les prestations ont été supprimées'));
    await eventually(() => expect(findAll('.ap-hg__event').map((b) => b.textContent!.slice(0, 13))).toEqual(['14:00 – 18:00']));
  });
});
