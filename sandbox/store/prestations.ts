/**
 * /activity/prestations: the month's planned events of an agency, with their minutes, and the
 * totals of every match. Filtered by family, a shared care's event counts at the family's share
 * (store/planning.ts `memberShare`), rounded to the minute (`shareOf`).
 */
import type { Prestation } from '../../src/api/contract/activity';
import { shareOf } from '../../src/domain/families/sharedCare';
import { countMinutes, increasedMinutes } from '../../src/domain/billing/compute';
import { increaseOptionsOf } from './agencyOptions';
import type { Db } from './db';
import { pageOf, type PageRequest } from './paging';
import { eventsOfMonth } from './planning';

export function searchPrestations(db: Db, agencyId: number, filter: { month: string; proId: number | null; familyId: number | null }, paging: PageRequest) {
  const options = increaseOptionsOf(db, agencyId);
  const all: Prestation[] = eventsOfMonth(db, filter.month, filter, agencyId).map(({ share: memberShare, ...event }) => {
    const counts = countMinutes(event, options);
    const share = filter.familyId === null ? 1 : memberShare;
    return { ...event, minutes: shareOf(counts.total, share), increasedMinutes: shareOf(increasedMinutes(counts), share) };
  });
  return {
    page: pageOf(all.slice(paging.pageNumber * paging.pageSize, (paging.pageNumber + 1) * paging.pageSize), all.length, paging),
    totals: {
      eventsCount: all.length,
      minutes: all.reduce((sum, event) => sum + event.minutes, 0),
      increasedMinutes: all.reduce((sum, event) => sum + event.increasedMinutes, 0),
      prosCount: new Set(all.map((event) => event.user.id)).size,
      familiesCount: new Set(all.map((event) => event.family.id)).size,
    },
  };
}
