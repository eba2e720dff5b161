/**
 * The family summary's figures (spec 001 §2): children and parent accounts counted, the
 * theoretical monthly hours or 'Non défini'. Decision: a parent account counts once the
 * parent has an app account, whatever its status; the active ones are told apart.
 */
import { formatDuration } from '../format/duration';
import { NOT_DEFINED } from './labels';

/** The next and last planning events the summary shows (spec 001 §2: « the next 3 and last 3 »). */
export const FAMILY_SUMMARY_EVENTS = 3;

export function familyCounts(family: { children: readonly unknown[]; parents: readonly { accountStatus: string | null }[] }) {
  const accounts = family.parents.filter((parent) => parent.accountStatus !== null);
  return { children: family.children.length, parentAccounts: accounts.length, activeParentAccounts: accounts.filter((parent) => parent.accountStatus === 'ACTIVE').length };
}

/** '40h00' a month, or 'Non défini'. */
export function theoreticalHoursLabel(minutes: number | null): string {
  return minutes === null ? NOT_DEFINED : formatDuration(minutes);
}
