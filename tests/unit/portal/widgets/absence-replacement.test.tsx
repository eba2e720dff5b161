/**
 * An absence or a weekly unavailability entered over planned events (issue 33), React and Preact:
 * « Retour » from the list of affected events brings back the form as typed, and a replacement
 * refused at the save (the chosen professional booked elsewhere meanwhile) shows on its event
 * with the engine's label, the others' decisions kept, to choose again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { affectedEvents, replacementCandidates, resolveReplacements, type AffectedEvent, type ReplacementCandidate } from '../../../../src/api/contract/replacements';
import { listWeeklyUnavailabilities } from '../../../../src/api/contract/weeklyUnavailabilities';
import { DatedUnavailabilities } from '../../../../src/portal/widgets/unavailability/DatedUnavailabilities';
import { WeeklyUnavailabilities } from '../../../../src/portal/widgets/unavailability/WeeklyUnavailabilities';
import { searchUnavailabilities } from '../../../../src/api/contract/unavailabilities';
import { REPLACEMENT_TEXTS } from '../../../../src/domain/planning/replacementTexts';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, leave, nextFrame, pageText, typeInto } from './support/dom';
import { failure, fakePortal, onePage } from './support/portal';

const INES = { id: 7, firstName: 'Inès', lastName: 'Haddad' };
const affected = (id: number, day: string): AffectedEvent => ({
  id, day, startTime: '09:00', endTime: '12:00', user: INES, family: { id: 20 + id, name: `Famille ${id === 1 ? 'Muller' : 'Roy'}` },
  prestation: null, reasons: ["L'intervenant.e est en arrêt maladie"], keptReason: null,
});
const EVENTS = [affected(1, '2026-05-11'), affected(2, '2026-05-12')];
const pro = (id: number, firstName: string): ReplacementCandidate => ({ id, firstName, lastName: 'Martin', knowsFamily: false, distanceKm: 2, weekMinutes: 0 });
const [LEA, PAUL] = [pro(31, 'Léa'), pro(32, 'Paul')];

/** The fake API: Léa first for both events until she is booked elsewhere on Tuesday (`leaBooked`), then only Paul that day. */
function api() {
  let leaBooked = false;
  const candidates = (eventId: number) => (leaBooked && eventId === 2 ? [PAUL] : [LEA, PAUL]);
  const fake = fakePortal([
    [searchUnavailabilities, () => onePage([])],
    [listWeeklyUnavailabilities, () => []],
    [affectedEvents, () => EVENTS],
    [replacementCandidates, () => ({ events: EVENTS.map((e) => ({ eventId: e.id, candidates: candidates(e.id) })), common: candidates(2) })],
    [
      resolveReplacements,
      ({ body }) => {
        const { decisions } = resolveReplacements.body.parse(body);
        const index = decisions.findIndex((d) => d.action === 'REPLACE' && d.proId === LEA.id && d.eventId === 2);
        if (index < 0) return EVENTS;
        leaBooked = true;
        return failure(409, 'PLANNING_REJECTED', "L'intervenant(e) est en prestation", `decisions.${index}.proId`);
      },
    ],
  ]);
  return fake;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const radio = (label: string) => findAll('dialog label.ap-choices__option').find((node) => node.textContent === label)!.querySelector('input')!;
const heading = () => find('dialog h2').textContent;
const event = (day: string) => find(`li.ap-replacement__event[aria-label^="Prestation du ${day}"]`);

/** A sick leave from 11 May (at the default 09:00) to 15 May 18:00, « Grippe », field after field as a person types. */
async function typeAbsence() {
  choose(control('Type'), 'SICK_VACATION');
  const [from, to] = findAll('fieldset.ap-datetime');
  for (const [field, root, text] of [['Date', from!, '11/05/2026'], ['Date', to!, '15/05/2026'], ['Heure', to!, '18:00']] as const) {
    typeInto(control(field, root), text);
    leave(control(field, root));
    await nextFrame();
  }
  typeInto(control('Commentaire'), 'Grippe');
  await nextFrame();
}

/** The employee's absences with « Nouvelle absence » typed and « Ajouter » clicked. */
async function absenceTyped() {
  const fake = api();
  unmount = fake.render(<DatedUnavailabilities userId={7} addable />).unmount;
  (await eventually(() => button('Ajouter une absence'))).click();
  await eventually(() => expect(heading()).toBe('Nouvelle absence'));
  await typeAbsence();
  button('Ajouter').click();
  return fake;
}

describe('an absence over planned events', () => {
  it('« Retour » brings back the absence as typed', async () => {
    const fake = await absenceTyped();
    await eventually(() => expect(heading()).toBe('2 prestations prévues pendant cette absence'));
    button('Retour').click();

    await eventually(() => expect(heading()).toBe('Nouvelle absence'));
    const [from2, to2] = findAll('fieldset.ap-datetime');
    expect([control<HTMLSelectElement>('Type').value, control('Date', from2!).value, control('Heure', from2!).value, control('Date', to2!).value, control('Heure', to2!).value]).toEqual([
      'SICK_VACATION', '11/05/2026', '09:00', '15/05/2026', '18:00',
    ]);
    expect(control<HTMLTextAreaElement>('Commentaire').value).toBe('Grippe');
    button('Ajouter').click();
    await eventually(() => expect(heading()).toBe('2 prestations prévues pendant cette absence'));
    expect(fake.calls.filter((c) => c.name === 'replacements.affected').map((c) => c.body)).toEqual([1, 2].map(() => ({
      absence: { type: 'SICK_VACATION', startDateTime: '2026-05-11T09:00', endDateTime: '2026-05-15T18:00' },
    })));
  });
});

describe('a replacement refused at the save', () => {
  it('shows the engine’s label on its event, asks the candidates again, keeps the other decisions, and saves all once she chooses again', async () => {
    const fake = await absenceTyped();
    const replacing = (day: string) => control<HTMLSelectElement>('Remplaçant(e)', event(day));
    await eventually(() => expect([replacing('lundi 11 mai 2026').value, replacing('mardi 12 mai 2026').value]).toEqual(['31', '31']));
    button('Enregistrer l’absence et les décisions').click();

    await eventually(() => expect(find('dialog [role="alert"]').textContent).toBe(REPLACEMENT_TEXTS.refused));
    await eventually(() => expect(findAll('.ap-field__error', event('mardi 12 mai 2026')).map((e) => e.textContent)).toEqual(["L'intervenant(e) est en prestation"]));
    expect(findAll('.ap-field__error', event('lundi 11 mai 2026'))).toEqual([]);
    await eventually(() => expect(findAll('option', replacing('mardi 12 mai 2026'))).toHaveLength(2));
    expect([replacing('lundi 11 mai 2026').value, replacing('mardi 12 mai 2026').value]).toEqual(['31', '']);
    // Asked again: she is no longer proposed that day.
    await eventually(() => expect(findAll('option', replacing('mardi 12 mai 2026')).map((o) => o.textContent)).toEqual(['—', 'Martin Paul · 2,0\u00a0Kms · 0h00 cette semaine']));
    expect(fake.calls.filter((c) => c.name === 'replacements.candidates')).toHaveLength(2);

    choose(replacing('mardi 12 mai 2026'), '32');
    await eventually(() => expect(findAll('.ap-field__error', event('mardi 12 mai 2026'))).toEqual([]));
    expect(document.querySelector('dialog [role="alert"]')).toBeNull();
    button('Enregistrer l’absence et les décisions').click();
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    const absence = { type: 'SICK_VACATION', startDateTime: '2026-05-11T09:00', endDateTime: '2026-05-15T18:00', comment: 'Grippe' };
    expect(fake.calls.filter((c) => c.name === 'replacements.resolve').map((c) => c.body)).toEqual([
      { decisions: [{ eventId: 1, action: 'REPLACE', proId: 31 }, { eventId: 2, action: 'REPLACE', proId: 31 }], unavailability: { userId: 7, absence } },
      { decisions: [{ eventId: 1, action: 'REPLACE', proId: 31 }, { eventId: 2, action: 'REPLACE', proId: 32 }], unavailability: { userId: 7, absence } },
    ]);
    // Saved with the decisions, not on its own beforehand.
    expect(fake.calls.some((c) => c.name === 'unavailabilities.create')).toBe(false);
  });
});

describe('weekly unavailabilities over planned events', () => {
  it('« Retour » brings back the hours step as typed, and the first step behind it', async () => {
    const fake = api();
    unmount = fake.render(<WeeklyUnavailabilities userId={7} editable />).unmount;
    (await eventually(() => button('Ajouter une indisponibilité'))).click();
    await eventually(() => control('Période'));
    choose(control('Période'), '9');
    choose(control('Type'), 'FORMATION');
    await nextFrame();
    button('Suivant').click();
    await eventually(() => expect(pageText()).toContain('Du lundi au vendredi sauf le mercredi · En formation'));
    radio('Entre').click();
    radio('Entre le').click();
    await nextFrame();
    for (const [label, text] of [['Heure de début', '14:00'], ['Heure de fin', '17:30'], ['Date de début', '04/05/2026'], ['Date de fin', '29/05/2026'], ['Commentaire', 'CAP petite enfance']] as const) {
      typeInto(control(label), text);
      leave(control(label));
      await nextFrame();
    }
    button('Enregistrer').click();
    await eventually(() => expect(heading()).toBe('2 prestations prévues pendant cette absence'));
    button('Retour').click();

    await eventually(() => expect(heading()).toBe("Ajout d'une indisponibilité hebdomadaire"));
    expect(pageText()).toContain('Étape 2 sur 2');
    expect(pageText()).toContain('Du lundi au vendredi sauf le mercredi · En formation');
    expect([radio('Entre').checked, radio('Entre le').checked]).toEqual([true, true]);
    expect(['Heure de début', 'Heure de fin', 'Date de début', 'Date de fin'].map((label) => control(label).value)).toEqual(['14:00', '17:30', '04/05/2026', '29/05/2026']);
    expect(control<HTMLTextAreaElement>('Commentaire').value).toBe('CAP petite enfance');
    button('Précédent').click();
    await eventually(() => expect(control<HTMLSelectElement>('Période').value).toBe('9'));
    expect(control<HTMLSelectElement>('Type').value).toBe('FORMATION');
    button('Suivant').click();
    await eventually(() => button('Enregistrer')).then((b) => b.click());
    await eventually(() => expect(heading()).toBe('2 prestations prévues pendant cette absence'));
    const sent = fake.calls.filter((c) => c.name === 'replacements.affected').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toEqual({ weekly: { type: 'FORMATION', slots: [1, 2, 4, 5].map((weekDay) => ({ weekDay, startTime: '14:00', endTime: '17:30', startDate: '2026-05-04', endDate: '2026-05-29' })) } });
  });
});
