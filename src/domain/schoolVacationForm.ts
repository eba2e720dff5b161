/**
 * The form of a school-vacation period on /school-vacations: its fields, rules and body. The
 * order of the days is checked by the sandbox (400 on `endDate`, `periodEndError`), shown on
 * the field like any server error.
 */
import type { FormRules } from './form/rules';
import {
  SCHOOL_VACATION_KIND_LABELS, SCHOOL_VACATION_ZONE_LABELS, type SchoolVacationKind, type SchoolVacationZone,
} from './schoolVacations';

export type SchoolVacationField = 'zone' | 'kind' | 'startDate' | 'endDate';
export type SchoolVacationValues = Record<SchoolVacationField, string>;

export const SCHOOL_VACATION_RULES: FormRules<SchoolVacationField> = {
  zone: { required: true },
  kind: { required: true },
  startDate: { required: true },
  endDate: { required: true },
};

export const ZONE_OPTIONS = (Object.entries(SCHOOL_VACATION_ZONE_LABELS) as [SchoolVacationZone, string][]).map(([value, label]) => ({ value, label }));
export const KIND_OPTIONS = (Object.entries(SCHOOL_VACATION_KIND_LABELS) as [SchoolVacationKind, string][]).map(([value, label]) => ({ value, label }));

/** The form's values: an existing period's, or a new one in the zone being looked at. */
export function schoolVacationValues(period: { zone: string; kind: string; startDate: string; endDate: string } | null, zone = ''): SchoolVacationValues {
  return period ? { zone: period.zone, kind: period.kind, startDate: period.startDate, endDate: period.endDate } : { zone, kind: '', startDate: '', endDate: '' };
}

export function schoolVacationBody(values: Readonly<SchoolVacationValues>) {
  return { zone: values.zone as SchoolVacationZone, kind: values.kind as SchoolVacationKind, startDate: values.startDate, endDate: values.endDate };
}
