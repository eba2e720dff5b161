/**
 * The portal's reading of the gates (optionGates.ts over src/domain/agency/gates.ts): the menu,
 * the routes and the /activity hub show what the agency's features and the adviser's rights open,
 * as the server refuses the rest.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ENTRIES } from '../../../src/domain/activity/hub';
import { ADVISER_RIGHTS, OPTION_FLAGS } from '../../../src/domain/agency/gates';
import { menu } from '../../../src/domain/menu';
import { ACCESS_DENIED_PATH, isOpenedByOptions, resolveNavigation, screenGate } from '../../../src/domain/routes';

const everything = { billingConfig: { fiscalAttestationsEnabled: true }, features: [...OPTION_FLAGS], advisersRights: [...ADVISER_RIGHTS] };
const without = (flag: (typeof OPTION_FLAGS)[number]) => ({ ...everything, features: OPTION_FLAGS.filter((f) => f !== flag) });
const director = { role: 'DIRECTOR', isMultiAgencies: false } as const;
const adviser = { role: 'ADVISER', isMultiAgencies: false } as const;
const ids = (items: ReturnType<typeof menu>) => items.map((item) => item.id);
const today = '2026-11-23';

describe('the portal follows the gates', () => {
  it('drops billing from the menu, and denies a bookmarked /billing/bills, where billing is off', () => {
    expect(ids(menu({ user: director, agency: everything, today }))).toContain('billing');
    expect(ids(menu({ user: director, agency: without('billingEnabled'), today }))).not.toContain('billing');
    expect(resolveNavigation('/billing/bills?month=2026-11', { role: 'DIRECTOR', agency: without('billingEnabled') })).toEqual({ kind: 'redirect', to: ACCESS_DENIED_PATH });
    expect(resolveNavigation('/billing/bills?month=2026-11', { role: 'DIRECTOR', agency: everything }).kind).toBe('render');
  });

  it('drops billing for an adviser without the billing right, not for the director', () => {
    const noRights = { ...everything, advisersRights: [] };
    expect(ids(menu({ user: adviser, agency: noRights, today }))).not.toContain('billing');
    expect(ids(menu({ user: director, agency: noRights, today }))).toContain('billing');
  });

  it('takes the most precise area: fiscal attestations need their option as well as billing', () => {
    expect(screenGate('/billing/fiscalAttestations')).toEqual({ feature: 'billingEnabled', adviserRight: 'BILLING', staffFeature: 'fiscalAttestationsEnabled' });
    expect(isOpenedByOptions('/billing/fiscalAttestations', without('fiscalAttestationsEnabled'), 'DIRECTOR')).toBe(false);
    expect(isOpenedByOptions('/billing/bills', without('fiscalAttestationsEnabled'), 'DIRECTOR')).toBe(true);
  });

  it('denies the routes whose area is closed, children included (the community opens with either of its options)', () => {
    const director = (flag: (typeof OPTION_FLAGS)[number]) => ({ role: 'DIRECTOR' as const, agency: without(flag) });
    expect(resolveNavigation('/activity/timesheets/2026-03/7/12', director('timesheetsEnabled'))).toEqual({ kind: 'redirect', to: ACCESS_DENIED_PATH });
    expect(resolveNavigation('/community/posts/5', director('partCommunityEnabled'))).toMatchObject({ kind: 'render' });
    expect(resolveNavigation('/agency/orders', director('signProceduresEnabled'))).toEqual({ kind: 'redirect', to: ACCESS_DENIED_PATH });
    expect(resolveNavigation('/agency/templates', director('signProceduresEnabled'))).toMatchObject({ kind: 'render' });
    expect(screenGate('/billing/bills/12')).toEqual({ feature: 'billingEnabled', adviserRight: 'BILLING' });
    expect(screenGate('/customers')).toBeUndefined();
  });

  it('leaves the timesheets tile out of the /activity hub where timesheets are off', () => {
    const tiles = (agency: typeof everything) => ACTIVITY_ENTRIES.filter((entry) => isOpenedByOptions(entry.path, agency, 'DIRECTOR')).map((entry) => entry.title);
    expect(tiles(everything)).toContain("Relevés d'heures");
    expect(tiles(without('timesheetsEnabled'))).toEqual(['Planning collectif', 'Prestations', 'Indisponibilités', "Rapports d'activité mensuels"]);
  });
});
