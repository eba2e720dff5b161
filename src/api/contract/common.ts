/**
 * Shapes shared by every domain of the contract, including the decisions on
 * what the spec leaves "not shown" (see src/api/README.md for the list).
 */
import * as z from 'zod/mini';
import { userPlainText } from './userTexts';
import { BIRTH_DATE_EARLIEST, MAX_DATE, MIN_DATE, isDateInRange, isRealIsoDate } from '../../domain/dateRange';
import { isTime } from '../../domain/time';
import type { Role, UploadedFile } from '../endpoint';

/** Error body of every failed call: `{ errors: [{ code, label }] }`; the label is French, shown as is. */
export const ErrorBody = z.object({
  errors: z.array(z.object({ code: z.string(), label: z.string(), field: z.optional(z.string()) })),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Page of results, zero-based (`number` is the page index). */
export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    numberOfElements: z.number(),
    size: z.number(),
    number: z.number(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  numberOfElements: number;
  size: number;
  number: number;
  first: boolean;
  last: boolean;
}

/** Paging fields of a search body: zero-based page number, page size 1 to 500. */
export const pageRequest = {
  pageNumber: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(500)), 20),
};

/** Path parameter holding a numeric id (path parameters arrive as text). */
export const Id = z.coerce.number().check(z.int(), z.positive());
export const IdParams = z.object({ id: Id });

/** The query of a file opened by a one-use temporary token (no bearer, so that a plain link works); `inline=true` to preview. */
export const DownloadQuery = z.object({ tk: z.string(), inline: z.optional(z.enum(['true', 'false'])) });

/**
 * The date of every date field of the contract, asked and answered: 'YYYY-MM-DD', a day that exists
 * (2026-02-30 is refused, not rolled to 2 March) from 2018-01-01 to 2100-12-31 (spec 000 §5), or from
 * `earliest` for a birth date. The server's label names the field (« Champ « day » : … »).
 */
function dateSchema(earliest: string) {
  return z.string().check(
    z.refine((value) => isRealIsoDate(value) && value >= earliest && value <= MAX_DATE, { error: `Date attendue au format AAAA-MM-JJ, un jour réel du ${earliest} au ${MAX_DATE}` }),
  );
}
export const IsoDate = dateSchema(MIN_DATE);
/** A birth date: the same rule from 1900-01-01 (decision in domain/dateRange.ts). */
export const BirthDate = dateSchema(BIRTH_DATE_EARLIEST);

/** An instant, ISO 8601 ('YYYY-MM-DDTHH:MM[:SS[.sss]][Z|±HH:MM]'): its day by IsoDate's rule, its time a real one. */
export const IsoDateTime = z.string().check(z.refine(isIsoDateTime, { error: 'Date et heure attendues au format ISO 8601 (AAAA-MM-JJTHH:MM:SSZ), un jour réel du 2018-01-01 au 2100-12-31' }));

export function isIsoDateTime(value: unknown): value is string {
  const match = typeof value === 'string' ? /^(.{10})T(\d{2}:\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}:\d{2}))?$/.exec(value) : null;
  return !!match && isDateInRange(match[1]) && isTime(match[2]!) && Number(match[3] ?? 0) < 60 && (match[5] === undefined || isTime(match[5]));
}

export { DOWNLOAD_TOKEN_PARAM, HEADERS, clientContextHeader, parseClientContextHeader, type ClientContext } from './transport';

/** Roles of the agency back office: the calls on an agency's data are theirs; the others (PRO, FAMILY, FRANCHISOR) get 403. */
export const STAFF_ROLES = ['ADMIN', 'DIRECTOR', 'ADVISER'] as const satisfies readonly Role[];

/**
 * Answered (403) by every call on an agency's data while the session has no agency:
 * an admin or a multi-agency manager who has not called selectContext yet.
 */
export const AGENCY_CONTEXT_REQUIRED = {
  code: 'AGENCY_CONTEXT_REQUIRED',
  label: "Veuillez d'abord choisir une agence : cette opération porte sur les données d'une agence",
} as const;

/** A time of day, 'HH:MM' on the 24-hour clock (00:00 to 23:59). */
export const Time = z.string().check(z.refine(isTime, { error: 'Heure attendue au format HH:MM (00:00 à 23:59)' }));

export { isDateInRange, isTime };

/**
 * A wall-clock date-time of the agency, 'YYYY-MM-DDTHH:MM', without a zone: periods of
 * people's time (absences) are exchanged as the agency lives them. Instants of records
 * (createdAt, nextExchangeAt…) are IsoDateTime in UTC.
 */
export const LocalDateTime = z.string().check(z.refine(isLocalDateTime, { error: 'Date et heure attendues au format AAAA-MM-JJTHH:MM' }));

export function isLocalDateTime(value: unknown): value is string {
  return typeof value === 'string' && /^.{10}T.{5}$/.test(value) && isDateInRange(value.slice(0, 10)) && isTime(value.slice(11));
}

/**
 * Whether the field `endKey` comes after `startKey` (or equals it, `orEqual`) when both are
 * valid by `isValid`: an invalid or missing bound has its own message, not this one.
 */
export function inOrder(startKey: string, endKey: string, isValid: (value: string) => boolean, orEqual = false) {
  return (value: Record<string, unknown>): boolean => {
    const [from, to] = [value[startKey], value[endKey]];
    if (typeof from !== 'string' || typeof to !== 'string' || !isValid(from) || !isValid(to)) return true;
    return orEqual ? to >= from : to > from;
  };
}

/** A month, 'YYYY-MM'. */
export const Month = z.string().check(z.refine((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), { error: 'Mois attendu au format AAAA-MM' }));

/** Who a record points at: a person (a professional, a user) or a family. */
export const PersonRef = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
export const FamilyRef = z.object({ id: z.number(), name: z.string() });
export const AgencyRef = z.object({ id: z.number(), label: z.string() });

/** Text searched in names: case- and accent-insensitive, anywhere in the name; blank means everything. */
export const SearchText = z.optional(z.nullable(z.string().check(z.maxLength(200))));

/** A list of ids in a search filter (at most 500). */
export const IdList = z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(500));

/** An entry of a record's change log (bills, price grids, SEPA mandates), newest first; written by the server. */
export const Changelog = z.object({ id: z.number(), at: IsoDateTime, author: z.string(), description: z.string() });
export type Changelog = z.infer<typeof Changelog>;

/** The mail a document is sent with, filled in for its recipient (editable before sending). */
export const MailTemplate = z.object({ recipient: z.string(), subject: z.string(), body: z.string() });
export type MailTemplate = z.infer<typeof MailTemplate>;

/** A PDF as the server reads a multipart body (custom documents of attestations and mandates). */
export const UploadedPdf = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array && typeof (value as UploadedFile).fileName === 'string',
  { error: 'Document PDF attendu (champ « document » de type fichier)' },
);

/** A document uploaded in place of a generated one, as a media (`GET /private/medias/{id}/download`); null without one. */
export const CustomDocumentMedia = z.nullable(z.object({ id: z.number(), fileName: z.string() }));

/**
 * Text bound for a mail header (subject, recipient, any address): no CR or LF, with which a value
 * would start a header of its own (`Mandat\r\nBcc: …`). Every send call's header fields use it.
 */
const noLineBreak = z.refine<string>((value) => !/[\r\n]/.test(value), { error: 'Ne doit contenir ni retour chariot ni saut de ligne' });
export const HeaderText = z.string().check(noLineBreak, z.maxLength(200));
/** A mail's subject as the user edits it: a header text, required. */
export const MailSubject = HeaderText.check(z.trim(), z.minLength(1, { error: 'Ce champ est obligatoire' }));
/** A recipient's address: a header text that is an e-mail address. */
export const MailAddress = HeaderText.check(z.trim(), z.email({ error: 'Email non valide' }));

/** A document's mail as edited in `SendMailDialog` (SEPA mandates, work contracts): recipients default to the template's. */
export const MailSending = z.object({
  // A new instance of each schema: the user-text mark belongs to this field only.
  subject: userPlainText(MailSubject.check(z.maxLength(200))),
  body: userPlainText(z.string().check(z.trim(), z.minLength(1, { error: 'Ce champ est obligatoire' }), z.maxLength(5000))),
  recipients: z.optional(z.array(MailAddress).check(z.minLength(1), z.maxLength(10))),
});

/** The page the portal runs on, sent with what mails a link to it (reset, activation). */
export const PortalUrl = z.optional(z.nullable(z.string().check(z.maxLength(2000))));
