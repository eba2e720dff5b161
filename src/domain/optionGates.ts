/**
 * The pages an agency's options open (/agencies/{agencyId}): the library, the community and
 * the timesheets. One rule for the menu (the entry is hidden) and the routes (access denied),
 * so that both follow an option switched off at once. An agency that does not say keeps them.
 */
import type { Agency } from '../api/contract/auth';

export type OptionFlags = Pick<Agency, 'libraryEnabled' | 'timesheetsEnabled' | 'communityEnabled'>;

const GATES: readonly (readonly [prefix: string, option: keyof OptionFlags])[] = [
  ['/library', 'libraryEnabled'],
  ['/community', 'communityEnabled'],
  ['/activity/timesheets', 'timesheetsEnabled'],
];

/** Whether the agency's options open the path (its query aside). */
export function isOpenedByOptions(path: string, agency: Partial<OptionFlags> | null | undefined): boolean {
  const bare = path.split('?')[0]!;
  const gate = GATES.find(([prefix]) => bare === prefix || bare.startsWith(`${prefix}/`));
  return !gate || agency?.[gate[1]] !== false;
}
