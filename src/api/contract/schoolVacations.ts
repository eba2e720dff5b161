/**
 * School vacations (spec 001 §7 GET /private/admin/school-vacations?yearPeriod; /school-vacations,
 * admin): the periods by school year and zone. The spec gives only the list; adding, changing
 * and deleting a period are decided here on the same path (src/api/README.md). Periods are
 * days, both ends included; the end is checked by src/domain/schoolVacations.ts (400 naming
 * `endDate`). The planning's repetitions and the estimates read them in the agency's zone.
 */
import * as z from 'zod/mini';
import { SCHOOL_VACATION_KINDS, isYearPeriod } from '../../domain/schoolVacations';
import { EMPTY, endpoint } from '../endpoint';
import { SCHOOL_VACATION_ZONES } from './auth';
import { IsoDate, IdParams } from './common';

const admin = { access: 'private', roles: ['ADMIN'] } as const;

export const SchoolVacation = z.object({
  id: z.number(),
  zone: z.enum(SCHOOL_VACATION_ZONES),
  kind: z.enum(SCHOOL_VACATION_KINDS),
  /** The school year, '2025-2026'. */
  yearPeriod: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type SchoolVacation = z.infer<typeof SchoolVacation>;

const YearPeriod = z.string().check(z.refine(isYearPeriod, { error: 'Année scolaire attendue au format AAAA-AAAA (2025-2026)' }));

/** By zone then start day; without `yearPeriod` every year, without `zone` every zone. */
export const schoolVacations = endpoint({
  ...admin, name: 'schoolVacations.list', reads: ['schoolVacations'], method: 'GET', path: '/private/admin/school-vacations',
  query: z.object({ yearPeriod: z.optional(YearPeriod), zone: z.optional(z.enum(SCHOOL_VACATION_ZONES)) }), response: z.array(SchoolVacation),
});

export const SchoolVacationDraft = z.object({
  zone: z.enum(SCHOOL_VACATION_ZONES),
  kind: z.enum(SCHOOL_VACATION_KINDS),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type SchoolVacationDraft = z.infer<typeof SchoolVacationDraft>;

/** Decision: the school year follows the start day (a period starting in September or later opens the year). */
export const createSchoolVacation = endpoint({
  ...admin, name: 'schoolVacations.create', writes: ['schoolVacations'], method: 'POST', path: '/private/admin/school-vacations', body: SchoolVacationDraft, response: SchoolVacation,
});

export const updateSchoolVacation = endpoint({
  ...admin, name: 'schoolVacations.update', writes: ['schoolVacations'], method: 'PUT', path: '/private/admin/school-vacations/{id}', params: IdParams, body: SchoolVacationDraft, response: SchoolVacation,
});

export const deleteSchoolVacation = endpoint({
  ...admin, name: 'schoolVacations.delete', writes: ['schoolVacations'], method: 'DELETE', path: '/private/admin/school-vacations/{id}', params: IdParams, response: EMPTY,
});
