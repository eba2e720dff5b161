import { describe, expect, it } from 'vitest';
import { endDateError, endOfContractMinDate } from '../../../src/domain/contracts';

describe('end-of-contract minimum date', () => {
  it('is the contract start for a contract still to come', () => {
    expect(endOfContractMinDate({ startDate: '2027-01-04', today: '2026-11-24', lastBilledMonth: '2026-10' })).toBe('2027-01-04');
  });
  it('is the first day of the current month for a contract in force without bills since', () => {
    expect(endOfContractMinDate({ startDate: '2025-09-01', today: '2026-11-24', lastBilledMonth: '2026-10' })).toBe('2026-11-01');
  });
  it('is the day after the last month billed when it is later, across a year', () => {
    expect(endOfContractMinDate({ startDate: '2025-09-01', today: '2026-12-03', lastBilledMonth: '2026-12' })).toBe('2027-01-01');
  });
  it('refuses a day before, in French, and accepts the day itself', () => {
    expect(endDateError('2026-10-31', '2026-11-01')).toBe('La date de fin ne peut pas être avant le 01/11/2026');
    expect(endDateError('2026-11-01', '2026-11-01')).toBeNull();
  });
});
