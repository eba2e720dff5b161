/** School vacations of one zone cannot overlap, from a table of cases with the message. */
import { describe, expect, it } from 'vitest';
import { vacationOverlapError } from '../../../src/domain/schoolVacations';

const summer = { kind: 'ETE' as const, startDate: '2026-07-04', endDate: '2026-08-31' };
const toussaint = { kind: 'TOUSSAINT' as const, startDate: '2026-10-17', endDate: '2026-11-01' };

describe('a vacation of a zone', () => {
  it.each<[string, { startDate: string; endDate: string }, string | null]>([
    ['the same summer twice', { startDate: '2026-07-04', endDate: '2026-08-31' }, "Ces dates chevauchent « Vacances d'été » de la même zone, du 04/07/2026 au 31/08/2026"],
    ['a day inside', { startDate: '2026-08-15', endDate: '2026-08-15' }, "Ces dates chevauchent « Vacances d'été » de la même zone, du 04/07/2026 au 31/08/2026"],
    ['sharing its last day', { startDate: '2026-08-31', endDate: '2026-09-02' }, "Ces dates chevauchent « Vacances d'été » de la même zone, du 04/07/2026 au 31/08/2026"],
    ['over the Toussaint', { startDate: '2026-10-10', endDate: '2026-10-20' }, 'Ces dates chevauchent « Vacances de la Toussaint » de la même zone, du 17/10/2026 au 01/11/2026'],
    ['the day after the summer', { startDate: '2026-09-01', endDate: '2026-09-01' }, null],
    ['between the two', { startDate: '2026-09-01', endDate: '2026-10-16' }, null],
  ])('%s', (_, draft, label) => expect(vacationOverlapError(draft, [summer, toussaint])?.label ?? null).toBe(label));
});
