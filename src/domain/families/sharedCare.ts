/**
 * A family leaving a shared care from its own page (issue 13; decision in src/api/README.md):
 * the care keeps its other members, and its own name, while at least two remain; otherwise it
 * is deleted, a care of one family being none (its events stay their own family's).
 */
/** A shared care joins two to four families (the sandbox refuses other counts). */
export const SHARED_CARE_MIN_MEMBERS = 2;
export const SHARED_CARE_MAX_MEMBERS = 4;

export type LeavingSharedCare = { kind: 'update'; memberFamilyIds: number[] } | { kind: 'delete' };

export function leavingSharedCare(memberFamilyIds: readonly number[], familyId: number): LeavingSharedCare {
  const others = memberFamilyIds.filter((id) => id !== familyId);
  return others.length >= SHARED_CARE_MIN_MEMBERS ? { kind: 'update', memberFamilyIds: others } : { kind: 'delete' };
}

export const LEAVE_SHARED_CARE_TEXTS = {
  action: 'Quitter la garde partagée',
  title: 'Quitter la garde partagée',
  confirm: 'Quitter',
  done: 'La famille a quitté la garde partagée',
  question: (leaving: LeavingSharedCare, familyName: string) =>
    leaving.kind === 'update'
      ? `Confirmez-vous que ${familyName} quitte cette garde partagée ? Ses prestations de la garde lui restent, hors garde partagée.`
      : `Confirmez-vous que ${familyName} quitte cette garde partagée ? Il n’y resterait qu’une famille : la garde partagée sera supprimée et ses prestations resteront à leur famille.`,
} as const;

/**
 * A member family's part of one shared care's event, in the unit it is counted in (minutes,
 * tenths of a kilometre), rounded to that unit: `share` is 1/N for each of a care's N members,
 * 1 for a family's own event (sandbox/store/planning.ts `memberShare`, where the decision is).
 */
export const shareOf = (quantity: number, share: number): number => Math.round(quantity * share);

/** Several events' parts added up, rounded once (a total: a month's report, a family's planned minutes). */
export function sharedTotal(parts: Iterable<readonly [quantity: number, share: number]>): number {
  let sum = 0;
  for (const [quantity, share] of parts) sum += quantity * share;
  return Math.round(sum);
}
