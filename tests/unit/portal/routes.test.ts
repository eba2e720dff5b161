// The portal's route declarations (src/portal/routes/): one per screen of the domain's table, and each route's search
// parameters read from the query alone, a bad value dropped without the others.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/domain/routes';
import { ROUTE_VIEWS, routeView } from '../../../src/portal/routes';
import { planningsSearch, prosPlanningsSearch, reportsSearch, timesheetsSearch } from '../../../src/portal/routes/activitySearch';
import { fiscalAttestationsSearch, paymentsSearch } from '../../../src/portal/routes/billingSearch';
import { monthOfBillsList } from '../../../src/portal/screens/billing/billsList';
import { TEST_NOW_MS } from '../../support/clock';

describe('route declarations', () => {
  it('declare exactly the screens the route table names', () => {
    const named = [...new Set(ROUTES.flatMap((route) => (route.screen ? [route.screen] : [])))].sort();
    expect(Object.keys(ROUTE_VIEWS).sort()).toEqual(named);
  });

  it('give the lists and the customer record their first request, and the other screens none', () => {
    const withLoader = Object.entries(ROUTE_VIEWS).filter(([, view]) => view.loader).map(([id]) => id).sort();
    expect(withLoader).toEqual([
      'billingBills', 'clientOverview', 'clients', 'communityPosts', 'customerRecord', 'customersList', 'employeesList', 'library', 'messages', 'networkStats',
      'prospectingReminders', 'pushNotifications', 'usersList',
    ]);
    expect(routeView(null)).toBeUndefined();
  });
});

describe('route search parameters', () => {
  it('keep each well-formed parameter and drop the others one by one', () => {
    expect(prosPlanningsSearch('/activity/prosPlannings?day=2026-11-23&mode=DAY&x=1')).toEqual({ day: '2026-11-23', mode: 'DAY' });
    expect(prosPlanningsSearch('/activity/prosPlannings?day=2026-11-23&mode=MONTH')).toEqual({ day: '2026-11-23' });
    expect(prosPlanningsSearch('/activity/prosPlannings?day=23/11/2026&mode=MONTH')).toEqual({});
    // A day that is not one of the calendar is left out, the mode kept.
    expect(prosPlanningsSearch('/activity/prosPlannings?day=2026-13-01&mode=WEEK')).toEqual({ mode: 'WEEK' });
    expect(prosPlanningsSearch('/activity/prosPlannings?day=2026-02-31')).toEqual({});
    expect(planningsSearch('/plannings?day=2028-02-29')).toEqual({ day: '2028-02-29' });
    expect(reportsSearch('/activity/reports?month=2026-10&type=pros')).toEqual({ month: '2026-10', type: 'pros' });
    expect(timesheetsSearch('/activity/timesheets?month=2026-13')).toEqual({});
    expect(planningsSearch('/plannings?by=family&id=0&day=2026-03-16&view=LIST')).toEqual({ by: 'family', day: '2026-03-16', view: 'LIST' });
    expect(planningsSearch('/plannings?by=robot&id=12')).toEqual({ id: '12' });
    expect(paymentsSearch('/billing/paymentsTracking?month=2026-02&page=3')).toEqual({ month: '2026-02' });
    expect(fiscalAttestationsSearch('/billing/fiscalAttestations?year=1999')).toEqual({});
    expect(fiscalAttestationsSearch('/billing/fiscalAttestations?year=2025')).toEqual({ year: '2025' });
  });

  it('give the bills their month, else the rule of the 15th, without zod in their light loader', () => {
    expect(monthOfBillsList('/billing/bills?month=2026-02&status=DRAFT', TEST_NOW_MS)).toBe('2026-02');
    // 16 March 2026: from the 15th, the current month.
    expect(monthOfBillsList('/billing/bills?month=2026-13', TEST_NOW_MS)).toBe('2026-03');
    expect(monthOfBillsList('/billing/bills', TEST_NOW_MS)).toBe('2026-03');
  });
});
