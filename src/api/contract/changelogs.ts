/**
 * The history (changelogs) of a record, for any record that keeps one (customers, employees):
 * the entry's shape and what a user writes, over the record's own list of events.
 */
import * as z from 'zod/mini';
import { IsoDateTime, PersonRef } from './common';

export function changelogSchemas<const E extends readonly [string, ...string[]]>(events: E) {
  const Event = z.enum(events);
  /** An entry of the history; `editable` is false for what the server wrote (creation, status moves, documents…). */
  const Changelog = z.object({
    id: z.number(),
    type: Event,
    comment: z.nullable(z.string()),
    createdAt: IsoDateTime,
    author: z.nullable(PersonRef),
    editable: z.boolean(),
  });
  /**
   * What a user writes: an exchange (CONTACT_BY_CALL, _MAIL, _APPOINTMENT, _MESSAGE) or OTHER, with
   * an optional comment; `createdAt` (default now) dates an exchange that took place earlier.
   * Another event is a 400 naming `type`.
   */
  const Body = z.object({
    type: Event,
    comment: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
    createdAt: z.optional(z.nullable(IsoDateTime)),
  });
  return { Event, Changelog, Body };
}
