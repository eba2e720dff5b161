/**
 * A route's search parameters (its URL state: a month, a day and a mode) as a zod schema per parameter, and the reader
 * a screen calls with the location: each parameter kept only when well formed, so that one bad value (a hand-edited
 * `mode=MONTH`) leaves the others. Only the query is read: the route is the screen's own, matched once by the portal.
 * Imported by screens, never by the entry (zod stays out of the login path).
 */
import * as z from 'zod/mini';
import { isRealIsoDate } from '../../domain/dateRange';
import { ISO_DATE_FORM, ISO_MONTH_FORM } from '../../domain/format/date';
import { parseLocation, parseQuery } from '../../domain/routes';

type Shape = Readonly<Record<string, z.ZodMiniType<unknown, string>>>;
export type RouteSearch<S extends Shape> = { [K in keyof S]?: z.output<S[K]> };

/** A day of the calendar: « 2026-13-01 » or « 2026-02-31 » is no day (the screen then opens on today). */
export const isoDate = z.string().check(z.regex(ISO_DATE_FORM), z.refine((day) => isRealIsoDate(day)));
export const isoMonth = z.string().check(z.regex(ISO_MONTH_FORM));

/** The reader of a route's search: the location in, its well-formed parameters out. */
export function routeSearch<S extends Shape>(shape: S): (location: string) => RouteSearch<S> {
  return (location) => {
    const given = parseQuery(parseLocation(location).query);
    const read: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(shape)) {
      const parsed = given[name] === undefined ? null : schema.safeParse(given[name]);
      if (parsed?.success) read[name] = parsed.data;
    }
    return read as RouteSearch<S>;
  };
}
