/**
 * Dated unavailabilities (absences) of professionals, their search and export, and the
 * search of available professionals (spec 000 §2.6, §2.7, §3, §7; spec 001 §3, §7).
 */
import * as z from 'zod/mini';
import { COMMENT_MAX_LENGTH } from '../../domain/unavailability/dialog';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { IsoDate, Id, IdList, IdParams, LocalDateTime, PersonRef, STAFF_ROLES, Time, inOrder, isDateInRange, isLocalDateTime, page, pageRequest } from './common';
import { UserSearchItem } from './users';

/**
 * The absence types: spec 001's codes, each with its French label and the timeline legend
 * entry it shows as (ids of src/domain/timeline.ts TIMELINE_LEGEND). Decisions where the
 * spec names no code: FORMATION (training), MATERNITY_LEAVE_PRENATAL and _POSTNATAL (the
 * "pre/post-natal variants"), PATERNITY_LEAVE (issue 33 §7; drawn in the legend's colour of
 * maternity, the birth leaves', the spec's legend wording unchanged); NOT_WORKING is the
 * legend's informative absence. Birth leaves follow the civility (src/domain/unavailability/leaveCivility.ts).
 */
export const ABSENCE_TYPES = {
  PAID_VACATION: { label: 'Congés payés', legend: 'paidLeave' },
  UNPAID_VACATION: { label: 'Congé sans solde', legend: 'unpaidLeave' },
  PARENTAL_EDUCATION_LEAVE: { label: "Congé parental d'éducation", legend: 'unpaidLeave' },
  SICK_VACATION: { label: 'Arrêt maladie', legend: 'sickLeave' },
  WORK_ACCIDENT: { label: 'Accident du travail', legend: 'workAccident' },
  TRAVEL_ACCIDENT: { label: 'Accident de trajet', legend: 'workAccident' },
  MATERNITY_LEAVE: { label: 'Congé maternité', legend: 'maternityLeave' },
  MATERNITY_LEAVE_PRENATAL: { label: 'Congé maternité prénatal', legend: 'maternityLeave' },
  MATERNITY_LEAVE_POSTNATAL: { label: 'Congé maternité postnatal', legend: 'maternityLeave' },
  PATERNITY_LEAVE: { label: 'Congé paternité', legend: 'maternityLeave' },
  FORMATION: { label: 'Formation', legend: 'training' },
  PANDEMIC_LEAVE: { label: 'Congé pandémie', legend: 'pandemicLeave' },
  PAID_AUTHORIZED_ABSENCE: { label: 'Absence autorisée payée', legend: 'authorisedPaidAbsence' },
  COMPENSATORY_REST: { label: 'Repos compensateur', legend: 'authorisedPaidAbsence' },
  UNPAID_AUTHORIZED_ABSENCE: { label: 'Absence autorisée non payée', legend: 'authorisedUnpaidAbsence' },
  UNJUSTIFIED_ABSENCE: { label: 'Absence injustifiée', legend: 'unjustifiedAbsence' },
  NOT_WORKING: { label: 'Absence informative', legend: 'informativeAbsence' },
} as const;
export type AbsenceType = keyof typeof ABSENCE_TYPES;
export const AbsenceType = z.enum(Object.keys(ABSENCE_TYPES) as [AbsenceType, ...AbsenceType[]]);

/**
 * An absence of a professional, from `startDateTime` to `endDateTime` (wall-clock, no zone).
 * `durationInDays` counts half-days around 13:00 on each day it touches (1 for a whole
 * day, 0.5 for a morning or an afternoon), as the 'Durée' column shows it.
 */
export const Unavailability = z.object({
  id: z.number(),
  userId: z.number(),
  user: PersonRef,
  type: AbsenceType,
  startDateTime: LocalDateTime,
  endDateTime: LocalDateTime,
  comment: z.nullable(z.string()),
  durationInDays: z.number(),
});
export type Unavailability = z.infer<typeof Unavailability>;

export const UNAVAILABILITY_OVERLAP = { code: 'UNAVAILABILITY_OVERLAP', label: 'Une indisponibilité existe déjà sur cette période' } as const;

const END_AFTER_START = 'La date de fin doit être supérieure à la date de début';

const periodOrder = z.refine<Record<string, unknown>>(inOrder('startDate', 'endDate', isDateInRange, true), { error: END_AFTER_START, path: ['endDate'] });

/** Filters: professionals, a period (the absences that overlap it; each bound optional), types. */
const SearchBody = z
  .object({
    userIds: z.optional(IdList),
    startDate: z.optional(z.nullable(IsoDate)),
    endDate: z.optional(z.nullable(IsoDate)),
    types: z.optional(z.array(AbsenceType)),
    ...pageRequest,
  })
  .check(periodOrder);

/** The latest first. Within the session's agency. */
export const searchUnavailabilities = endpoint({
  name: 'unavailabilities.search', reads: ['unavailabilities'],
  method: 'POST',
  path: '/private/plannings/unavailabilities/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: SearchBody,
  response: page(Unavailability),
});

/**
 * The same search as a file. Decision: one export type, CSV for a spreadsheet (';',
 * UTF-8 with BOM, decimal commas; columns Intervenant, Type, Du, Au, Durée (jours),
 * Commentaire). `pageOnly=true`: only the requested page; otherwise every match.
 */
export const exportUnavailabilities = endpoint({
  name: 'unavailabilities.export', reads: ['unavailabilities'],
  method: 'POST',
  path: '/private/plannings/unavailabilities/search-and-export',
  access: 'private',
  roles: STAFF_ROLES,
  query: z.object({ exportType: z.enum(['CSV']), pageOnly: z.optional(z.enum(['true', 'false'])) }),
  body: SearchBody,
  response: FILE,
});

/**
 * Creates an absence; 400 UNAVAILABILITY_OVERLAP when it overlaps another of the professional's,
 * 400 ABSENCE_TYPE_CIVILITY (field `type`) for a maternity leave of a man or a paternity leave of a woman.
 */
export const createUnavailability = endpoint({
  name: 'unavailabilities.create', writes: ['unavailabilities'],
  method: 'POST',
  path: '/private/plannings/unavailabilities/users/{userId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: z.object({ userId: Id }),
  body: z
    .object({
      type: AbsenceType,
      startDateTime: LocalDateTime,
      endDateTime: LocalDateTime,
      comment: z.optional(z.nullable(z.string().check(z.maxLength(COMMENT_MAX_LENGTH)))),
    })
    .check(
      z.refine(inOrder('startDateTime', 'endDateTime', isLocalDateTime), {
        error: END_AFTER_START,
        path: ['endDateTime'],
      }),
    ),
  response: Unavailability,
});

export const deleteUnavailability = endpoint({
  name: 'unavailabilities.delete', writes: ['unavailabilities'],
  method: 'DELETE',
  path: '/private/plannings/unavailabilities/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: EMPTY,
});

/** An available professional; `knowsFamily`: has already worked at the family (or the shared one). */
export const AvailablePro = z.extend(UserSearchItem, { knowsFamily: z.boolean() });
export type AvailablePro = z.infer<typeof AvailablePro>;

/**
 * The active professionals (status ACTIVE) free on `day` from `startTime` to `endTime`:
 * no planning event, absence or weekly slot overlaps it. An end not after the start is on
 * the next day (a night); equal times are refused. Those who know the family come first,
 * then by name. `sharedFamilyId` is a shared family (sharedFamilies.ts): having worked at one
 * of its members counts as knowing it.
 */
export const searchAvailablePros = endpoint({
  name: 'unavailabilities.searchAvailablePros', reads: ['unavailabilities', 'planning', 'employees'],
  method: 'POST',
  path: '/private/plannings/unavailabilities/searchAvailablePros',
  access: 'private',
  roles: STAFF_ROLES,
  body: z
    .object({
      day: IsoDate,
      startTime: Time,
      endTime: Time,
      familyId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
      sharedFamilyId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
    })
    .check(z.refine((slot) => slot.endTime !== slot.startTime, { error: "L'heure de fin doit être différente de l'heure de début", path: ['endTime'] })),
  response: z.array(AvailablePro),
});
