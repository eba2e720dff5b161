/** The search parameters of the plannings' and the activity's routes (routes/activity.ts). */
import * as z from 'zod/mini';
import { isoDate, isoMonth, routeSearch } from './search';

/** /plannings?by=pro&id=7&day=2026-03-16&view=WEEK: whose planning, which day, which view. */
export const planningsSearch = routeSearch({
  by: z.enum(['pro', 'family']), id: z.string().check(z.regex(/^[1-9]\d*$/)), day: isoDate, view: z.enum(['DAY', 'WEEK', 'LIST', 'MONTH']),
});
/** /activity/prosPlannings?day=2026-03-16&mode=DAY */
export const prosPlanningsSearch = routeSearch({ day: isoDate, mode: z.enum(['DAY', 'WEEK']) });
/** /activity/timesheets?month=2026-03 */
export const timesheetsSearch = routeSearch({ month: isoMonth });
/** /activity/reports?month=2026-03&type=pros (the type checked by the screen: reportTypeOf). */
export const reportsSearch = routeSearch({ month: isoMonth, type: z.string().check(z.regex(/^\w+$/)) });
/** /activity/prestations?month=2026-03 */
export const prestationsSearch = routeSearch({ month: isoMonth });
