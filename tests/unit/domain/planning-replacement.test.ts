import { describe, expect, it } from 'vitest';
import { affectedEvents, commonCandidates, eventMinutes, rankCandidates, weekStartOf, type ReplacementCandidate } from '../../../src/domain/planning/replacement';
import { refusedReplacements } from '../../../src/domain/planning/replacementForm';

const pro = (id: number, lastName: string, knowsFamily: boolean, distanceKm: number | null, weekMinutes = 0): ReplacementCandidate => ({
  id, firstName: 'Anne', lastName, knowsFamily, distanceKm, weekMinutes,
});

describe('the replacement ranking', () => {
  it('puts who knows the family first, then the nearest, unknown distances last, then the lightest week, then the name', () => {
    const ranked = rankCandidates([
      pro(1, 'Zola', false, 1.2),
      pro(2, 'Martin', false, null),
      pro(3, 'Bernard', true, 9.5),
      pro(4, 'Éluard', false, 1.2, 600),
      pro(5, 'Durand', true, 3),
      pro(6, 'Albert', false, 1.2, 600),
    ]);
    expect(ranked.map((c) => c.lastName)).toEqual(['Durand', 'Bernard', 'Zola', 'Albert', 'Éluard', 'Martin']);
  });

  it('keeps all at once only who is free on every event, knowing the family only when knowing each one', () => {
    const monday = [pro(1, 'Zola', true, 2, 300), pro(2, 'Martin', true, 5, 0), pro(3, 'Bernard', false, 1, 0)];
    const tuesday = [pro(2, 'Martin', false, 6, 120), pro(1, 'Zola', true, 4, 300)];
    expect(commonCandidates([monday, tuesday])).toEqual([pro(1, 'Zola', true, 4, 300), pro(2, 'Martin', false, 6, 120)]);
    expect(commonCandidates([])).toEqual([]);
  });
});

describe('the events an absence falls on', () => {
  const event = (id: number, day: string, startTime: string, endTime: string) => ({ id, proId: 7, familyId: 3, day, startTime, endTime });
  const events = [event(1, '2026-03-16', '08:00', '12:00'), event(2, '2026-03-17', '21:00', '07:00'), event(3, '2026-03-18', '14:00', '18:00')];

  it('finds those of a dated absence, a night event reaching into it included, and not those it only touches', () => {
    const absence = { type: 'SICK_VACATION', startDateTime: '2026-03-16T12:00', endDateTime: '2026-03-18T06:00' } as const;
    expect(affectedEvents(events, { absence }).map((e) => e.id)).toEqual([2]);
    expect(affectedEvents(events, { absence: { ...absence, startDateTime: '2026-03-16T11:59' } }).map((e) => e.id)).toEqual([1, 2]);
  });

  it('finds those of a weekly unavailability on its week day within its dates', () => {
    const slot = { weekDay: 3, startTime: '13:00', endTime: '15:00', startDate: '2026-03-01', endDate: null as string | null, type: 'OTHER_BUSINESS' } as const;
    expect(affectedEvents(events, { weekly: [slot] }).map((e) => e.id)).toEqual([3]);
    expect(affectedEvents(events, { weekly: [{ ...slot, endDate: '2026-03-17' }] })).toEqual([]);
  });

  it('counts a night in minutes and weeks from Monday', () => {
    expect(eventMinutes(events[1]!)).toBe(600);
    expect([weekStartOf('2026-03-22'), weekStartOf('2026-03-16'), weekStartOf('2026-03-23')]).toEqual(['2026-03-16', '2026-03-16', '2026-03-23']);
  });
});

describe('the replacements a save refused', () => {
  it('names each refused event with its labels word for word, by the decision the 409 points at', () => {
    const decisions = [
      { eventId: 11, action: 'CANCEL', type: 'PRO', reason: 'SICKNESS' },
      { eventId: 12, action: 'REPLACE', proId: 5 },
      { eventId: 13, action: 'REPLACE', proId: 6 },
    ] as const;
    const errors = [
      { code: 'PLANNING_REJECTED', label: "L'intervenant(e) est en prestation", field: 'decisions.2.proId' },
      { code: 'PLANNING_REJECTED', label: "L'intervenant.e est en formation", field: 'decisions.2.proId' },
      { code: 'PLANNING_REJECTED', label: 'Sans champ' },
      { code: 'PLANNING_REJECTED', label: 'Hors liste', field: 'decisions.7.proId' },
    ];
    expect(refusedReplacements(errors, decisions)).toEqual({ 13: "L'intervenant(e) est en prestation · L'intervenant.e est en formation" });
    expect(refusedReplacements([{ label: 'Une indisponibilité existe déjà sur cette période', field: 'startDateTime' }], decisions)).toEqual({});
  });
});
