/** Whether the session may call an endpoint (role, then gate), and the places that ask it with an area's gate instead of its endpoints. */
import { describe, expect, it } from 'vitest';
import { orderSignProcedures, updateAgencyContact } from '../../../../src/api/contract/agencySettings';
import { searchBills } from '../../../../src/api/contract/billing';
import { searchExports } from '../../../../src/api/contract/exports';
import { importCustomers } from '../../../../src/api/contract/imports';
import { getWallet } from '../../../../src/api/contract/wallet';
import { IMPORT_ROLES } from '../../../../src/domain/agency/gates';
import { mayUse } from '../../../../src/domain/agency/mayUse';
import { EXPLORER_VIEW_GATES, explorerViews } from '../../../../src/domain/explorer';
import { mayOpenDownloads } from '../../../../src/domain/header';

const lyon = (features: string[], advisersRights: string[] = ['BILLING']) => ({ id: 1, features, advisersRights }) as never;
const ALL = lyon(['billingEnabled', 'signProceduresEnabled'], ['BILLING', 'EXPORTS', 'AGENCY_SETTINGS']);

describe('mayUse', () => {
  it('follows the endpoint’s roles, then its gate in the agency in effect', () => {
    expect(mayUse(importCustomers, { role: 'ADMIN', agency: ALL })).toBe(true);
    expect(mayUse(importCustomers, { role: 'DIRECTOR', agency: ALL })).toBe(false);
    expect(mayUse({ roles: IMPORT_ROLES }, { role: 'ADVISER', agency: ALL })).toBe(false);
    expect(mayUse(orderSignProcedures, { role: 'ADVISER', agency: lyon(['signProceduresEnabled']) })).toBe(false);
    expect(mayUse(orderSignProcedures, { role: 'DIRECTOR', agency: lyon(['signProceduresEnabled']) })).toBe(true);
    expect(mayUse(orderSignProcedures, { role: 'DIRECTOR', agency: lyon([]) })).toBe(false);
    expect(mayUse(updateAgencyContact, { role: 'ADVISER', agency: ALL })).toBe(true);
    expect(mayUse(searchBills, { role: null, agency: ALL })).toBe(false);
    // An agency whose answer lists no features is left to the server.
    expect(mayUse(searchBills, { role: 'ADVISER', agency: { id: 1 } as never })).toBe(true);
  });

  it('the explorer’s billing views take the gates of the endpoints they call', () => {
    expect([EXPLORER_VIEW_GATES.bills, EXPLORER_VIEW_GATES.wallet]).toEqual([searchBills.gate, getWallet.gate]);
    const director = (agency: never) => explorerViews('customer', (gate) => mayUse({ gate }, { role: 'DIRECTOR', agency }));
    expect(director(ALL)).toEqual(['main', 'wallet', 'bills', 'estimates', 'messages', 'notes']);
    expect(director(lyon(['signProceduresEnabled']))).toEqual(['main', 'estimates', 'messages', 'notes']);
  });

  it('the downloads centre needs an agency and the exports right, as its search', () => {
    expect(mayOpenDownloads({ role: 'ADVISER', agency: lyon(['billingEnabled']) })).toBe(mayUse(searchExports, { role: 'ADVISER', agency: lyon(['billingEnabled']) }));
    expect(mayOpenDownloads({ role: 'ADVISER', agency: lyon(['billingEnabled']) })).toBe(false);
    expect(mayOpenDownloads({ role: 'ADVISER', agency: ALL })).toBe(true);
    expect(mayOpenDownloads({ role: 'DIRECTOR', agency: null })).toBe(false);
  });
});
