import { describe, expect, it } from 'vitest';
import { ESTIMATE_STATUSES } from '../../../src/api/contract/customers';
import { draftAmounts, estimateAmounts } from '../../../src/domain/estimates/amounts';
import { computePlanning, slotMinutes, weeklyMinutes, type PlanningRequest } from '../../../src/domain/estimates/planning';
import { ESTIMATE_MOVES, estimateActionsFor, estimateTag, refusedEstimateAction } from '../../../src/domain/estimates/status';
import { formatPeriod } from '../../../src/domain/format/period';

describe('estimate statuses and the status → actions table', () => {
  it('labels every status in French, the spec’s words first', () => {
    expect(estimateTag('DRAFT').label).toBe('Brouillon');
    expect(estimateTag('VALIDATED').label).toBe('En cours de traitement');
    expect(estimateTag('READY').label).toBe('Validé');
    expect(estimateTag('CONTRACTED').label).toBe('Transformé en contrat');
    expect(estimateTag('SENT_SIGN').label).toBe('En attente de signature');
    for (const status of ESTIMATE_STATUSES) expect(estimateTag(status).label).not.toBe('');
  });

  it('offers each status its actions only', () => {
    expect(estimateActionsFor('DRAFT')).toEqual(['update', 'validate', 'updateComments', 'delete']);
    expect(estimateActionsFor('READY')).toEqual(['send', 'sendForSigning', 'markSigned', 'markRefused', 'updateComments', 'delete']);
    expect(estimateActionsFor('SENT')).toEqual(['send', 'sendForSigning', 'markSigned', 'markRefused', 'updateComments']);
    expect(estimateActionsFor('SENT_SIGN')).toEqual(['markSigned', 'markRefused', 'updateComments']);
    expect(estimateActionsFor('SIGNED')).toEqual(['convertToContract', 'updateComments']);
    expect(estimateActionsFor('CONTRACTED')).toEqual([]);
  });

  it('refuses a forbidden action with its French label, and allows the others', () => {
    expect(refusedEstimateAction('validate', 'SENT')).toBe('Seul un devis brouillon peut être validé');
    expect(refusedEstimateAction('convertToContract', 'READY')).toBe('Seul un devis signé peut être transformé en contrat');
    expect(refusedEstimateAction('delete', 'SIGNED')).toBe('Un devis envoyé, signé ou transformé en contrat ne peut pas être supprimé');
    expect(refusedEstimateAction('markSigned', 'SENT_SIGN')).toBeNull();
    expect(ESTIMATE_MOVES.validate.to).toBe('READY');
    expect(ESTIMATE_MOVES.convertToContract.to).toBe('CONTRACTED');
  });
});

// April 2026: Easter Monday is the 6th; zone A's spring vacations run from the 4th to the 19th.
const april: PlanningRequest = {
  slots: [
    { weekDay: 3, startTime: '12:00', endTime: '18:00' },
    { weekDay: 1, startTime: '16:30', endTime: '19:00' },
  ],
  repetitionType: 'EVERY_WEEKS',
  periodStartDate: '2026-04-01',
  periodEndDate: '2026-04-30',
};
/** The spring vacations 2026 of zones A and B (the sandbox's seed holds the whole calendar). */
const SPRING_2026 = { A: [{ start: '2026-04-04', end: '2026-04-19' }], B: [{ start: '2026-04-11', end: '2026-04-26' }] };
const days = (request: PlanningRequest, zone: 'A' | 'B' = 'A') => computePlanning(request, SPRING_2026[zone]).sessions.map((s) => s.day);

describe('planning of an estimate over its period', () => {
  it('repeats every week, leaves Easter Monday out and counts the weeks with a session', () => {
    const planning = computePlanning(april, SPRING_2026.A);
    expect(planning.sessions.map((s) => s.day)).toEqual([
      '2026-04-01', '2026-04-08', '2026-04-13', '2026-04-15', '2026-04-20', '2026-04-22', '2026-04-27', '2026-04-29',
    ]);
    expect(planning.skippedHolidays).toEqual([{ day: '2026-04-06', label: 'Lundi de Pâques' }]);
    expect(planning.minutes).toBe(3 * 150 + 5 * 360);
    expect(planning.weeksCount).toBe(5);
  });

  it('does not count a week whose only session falls on a public holiday', () => {
    const planning = computePlanning({ ...april, slots: [{ weekDay: 1, startTime: '08:00', endTime: '12:00' }], periodStartDate: '2026-04-06', periodEndDate: '2026-04-19' }, []);
    expect(planning.sessions.map((s) => s.day)).toEqual(['2026-04-13']);
    expect(planning.weeksCount).toBe(1);
  });

  it('keeps the days outside, or inside, the zone’s school vacations', () => {
    expect(days({ ...april, repetitionType: 'EVERY_WEEKS_NO_SCHOOL_VACATIONS' })).toEqual(['2026-04-01', '2026-04-20', '2026-04-22', '2026-04-27', '2026-04-29']);
    expect(days({ ...april, repetitionType: 'EVERY_WEEKS_ONLY_SCHOOL_VACATIONS' })).toEqual(['2026-04-08', '2026-04-13', '2026-04-15']);
    // Zone B's vacations start a week later (11th to 26th).
    expect(days({ ...april, repetitionType: 'EVERY_WEEKS_ONLY_SCHOOL_VACATIONS' }, 'B')).toEqual(['2026-04-13', '2026-04-15', '2026-04-20', '2026-04-22']);
  });

  it('repeats every other week from the start’s week, once a month, or not at all', () => {
    expect(days({ ...april, repetitionType: 'EVERY_TWO_WEEKS' })).toEqual(['2026-04-01', '2026-04-13', '2026-04-15', '2026-04-27', '2026-04-29']);
    expect(days({ ...april, repetitionType: 'NO_REPETITION' })).toEqual(['2026-04-01']);
    const monthly = computePlanning({ ...april, repetitionType: 'EVERY_MONTH', slots: [april.slots[1]!], periodEndDate: '2026-06-30' }, []);
    expect(monthly.sessions.map((s) => s.day)).toEqual(['2026-05-04', '2026-06-01']);
    expect(monthly.skippedHolidays.map((h) => h.day)).toEqual(['2026-04-06']);
  });

  it('counts a night slot up to the next morning', () => {
    expect(slotMinutes({ startTime: '22:00', endTime: '06:00' })).toBe(480);
    expect(weeklyMinutes(april.slots)).toBe(510);
  });
});

describe('amounts of an estimate, to the cent', () => {
  it('prices the planned hours VAT included, splits the VAT and halves it for the tax credit', () => {
    // 37 h 30 at 23,45 € = 879,375 € → 879,38 € ; HT 879,38 / 1,1 = 799,436… → 799,44 €.
    expect(estimateAmounts(2250, 2345, 'REDUIT_10_0', 'NATURAL')).toEqual({
      minutes: 2250, hourlyRate: 2345, vatRate: 'REDUIT_10_0', vatIncluded: 87938, vatExcluded: 79944, vat: 7994, taxCredit: 43969, afterTaxCredit: 43969,
    });
  });

  it('gives a company no tax credit, and rounds the odd cent of a family’s half towards it', () => {
    const company = estimateAmounts(2250, 2345, 'NORMAL', 'LEGAL');
    expect([company.vatExcluded, company.vat, company.taxCredit, company.afterTaxCredit]).toEqual([73527, 14411, null, null]);
    // One minute at 23,45 € is 0,39 € : the family's credit takes the half cent.
    const family = estimateAmounts(1, 2345, 'REDUIT_10_0', 'NATURAL');
    expect([family.vatIncluded, family.taxCredit, family.afterTaxCredit]).toEqual([39, 20, 19]);
    expect(estimateAmounts(60, 2345, 'ZERO', 'NATURAL').taxCredit).toBe(1173);
  });

  it('prices nothing when the grid has no rate for the prestation', () => {
    expect(estimateAmounts(600, null, 'REDUIT_10_0', 'NATURAL').vatIncluded).toBe(0);
  });
});

describe('amounts of a planning being typed', () => {
  const grid = { items: [{ prestationTypeId: 3, hourlyRate: 2345 }, { prestationTypeId: 4, hourlyRate: null }] };
  const products = [{ code: 'CHILDCARE', vatRate: 'REDUIT_10_0' as const }, { code: 'HOUSEHOLD', vatRate: 'NORMAL' as const }];

  it('takes the grid’s rate for the prestation and the VAT of its line of business', () => {
    expect(draftAmounts(2250, grid, { id: 3, productType: 'CHILDCARE' }, products, 'NATURAL').vatIncluded).toBe(87938);
    expect(draftAmounts(2250, grid, { id: 3, productType: 'HOUSEHOLD' }, products, 'LEGAL')).toMatchObject({ vatRate: 'NORMAL', vat: 14411, taxCredit: null });
  });

  it('has no rate without a grid or a price for the prestation', () => {
    expect(draftAmounts(600, grid, { id: 4, productType: 'CHILDCARE' }, products, 'NATURAL')).toMatchObject({ hourlyRate: null, vatIncluded: 0 });
    expect(draftAmounts(600, null, { id: 3, productType: 'CHILDCARE' }, products, 'NATURAL').hourlyRate).toBeNull();
  });
});

describe('periods as contracts and estimates show them', () => {
  it('reads « du … au … », or « (sans fin) » without an end', () => {
    expect(formatPeriod('2027-01-04', '2027-01-31')).toBe('du 04/01/2027 au 31/01/2027');
    expect(formatPeriod('2027-01-04', null)).toBe('du 04/01/2027 (sans fin)');
  });
});
