/**
 * The administration's network screens (/clients, /clients/{hash}/overview, /stats,
 * /pushNotifications; spec 000 §2.2, 001 §7). The spec gives only the routes and the push call;
 * decided here:
 * - A client is a company running one network of agencies (a franchise, a group); it is opened
 *   by its public access hash, never by its id, so that its address can be shared.
 * - The figures of a month: hours are the planning events of the month (its prestations);
 *   active families and working professionals are those with at least one event in the month;
 *   the billed amount is the month's bills (validated or later, drafts left out) minus its credit
 *   notes, including VAT, in the agency's currency (€, or CHF in the Swiss zone): amounts of two
 *   currencies are never added.
 * - /stats shows the last STATS_MONTHS months, the current one included (not complete yet).
 * - A push notification (POST /private/push/users/{id}) has a title of at most PUSH_TITLE_MAX
 *   characters and a body of at most PUSH_BODY_MAX: what a phone's lock screen shows without
 *   cutting; both are required. The sandbox records each one sent (the history).
 */
import type { FormRules } from './form/rules';
import { shiftMonth } from './datePicker';

export const STATS_MONTHS = 12;
export const PUSH_TITLE_MAX = 65;
export const PUSH_BODY_MAX = 240;

export type PushField = 'title' | 'body';

export const PUSH_RULES: FormRules<PushField> = {
  title: { required: true, max: PUSH_TITLE_MAX },
  body: { required: true, max: PUSH_BODY_MAX },
};

/** The `count` months ending with `lastMonth` ('YYYY-MM'), oldest first. */
export function monthsUpTo(lastMonth: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(lastMonth, index - count + 1));
}
