/**
 * School vacations of mainland France by zone (DOMAIN.md), for the repetitions « hors
 * vacances scolaires » and « pendant les vacances scolaires ». Decided: until the admin's
 * school-vacations calendar (/school-vacations) exists, this demo calendar of the school
 * years 2025-2026 and 2026-2027 serves; periods are the days without school, both ends
 * included. Other zones (Corsica, overseas, Geneva) have none yet: « hors vacances » then
 * keeps every week and « pendant les vacances » none.
 */
import type { SCHOOL_VACATION_ZONES } from '../../api/contract/auth';

export type SchoolVacationZone = (typeof SCHOOL_VACATION_ZONES)[number];

export interface DayPeriod {
  /** 'YYYY-MM-DD', included. */
  from: string;
  /** 'YYYY-MM-DD', included. */
  to: string;
}

const ALL_ZONES: readonly DayPeriod[] = [
  { from: '2025-10-18', to: '2025-11-02' },
  { from: '2025-12-20', to: '2026-01-04' },
  { from: '2026-07-04', to: '2026-08-31' },
  { from: '2026-10-17', to: '2026-11-01' },
  { from: '2026-12-19', to: '2027-01-03' },
  { from: '2027-07-03', to: '2027-08-31' },
];

const BY_ZONE: Partial<Record<SchoolVacationZone, readonly DayPeriod[]>> = {
  A: [
    { from: '2026-02-07', to: '2026-02-22' }, { from: '2026-04-04', to: '2026-04-19' },
    { from: '2027-02-13', to: '2027-02-28' }, { from: '2027-04-10', to: '2027-04-25' },
  ],
  B: [
    { from: '2026-02-14', to: '2026-03-01' }, { from: '2026-04-11', to: '2026-04-26' },
    { from: '2027-02-20', to: '2027-03-07' }, { from: '2027-04-17', to: '2027-05-02' },
  ],
  C: [
    { from: '2026-02-21', to: '2026-03-08' }, { from: '2026-04-18', to: '2026-05-03' },
    { from: '2027-02-06', to: '2027-02-21' }, { from: '2027-04-03', to: '2027-04-18' },
  ],
};

/** The zone's vacations, in date order (none for a zone without a calendar). */
export function schoolVacationsOf(zone: SchoolVacationZone): DayPeriod[] {
  const own = BY_ZONE[zone];
  return own ? [...ALL_ZONES, ...own].sort((a, b) => a.from.localeCompare(b.from)) : [];
}

export function isInPeriods(day: string, periods: readonly DayPeriod[]): boolean {
  return periods.some((period) => period.from <= day && day <= period.to);
}
