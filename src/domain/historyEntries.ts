/**
 * When a history entry written by a user took place (issue 34 §5): « Ajouter une entrée » dates it
 * (now by default, from the portal's clock) so that yesterday's call is logged as yesterday's; an
 * entry is what happened, never what will (the next exchange says that), so a later date is
 * refused, by the sandbox as by the form. A minute of grace covers clocks that differ slightly.
 */
export const HISTORY_ENTRY_MESSAGES = {
  future: 'La date de l’entrée ne peut pas être dans le futur',
} as const;

const GRACE_MS = 60_000;

/** Whether an entry dated `at` (an ISO instant) lies in the future at `now` (ms). */
export const isFutureEntry = (at: string, now: number): boolean => Date.parse(at) > now + GRACE_MS;
