import { describe, expect, it } from 'vitest';
import {
  canManageVersions, canSeeFiscalAttestations, canSeeInternalIds, canSeeSupportDrawer, defaultVersionVisibility, isPayeAvailable, mustChooseAgency,
} from '../../../src/domain/permissions';

describe('support drawer button', () => {
  it('shows to admins and to agency 3 only', () => {
    expect(canSeeSupportDrawer('ADMIN', null)).toBe(true);
    expect(canSeeSupportDrawer('DIRECTOR', 3)).toBe(true);
    expect(canSeeSupportDrawer('ADVISER', 3)).toBe(true);
    expect(canSeeSupportDrawer('DIRECTOR', 2)).toBe(false);
    expect(canSeeSupportDrawer(null, null)).toBe(false);
  });
});

describe('paye', () => {
  it('needs payeEnabled, and admin or payeActiveForAgency', () => {
    expect(isPayeAvailable({ payeEnabled: true, payeActiveForAgency: true }, 'DIRECTOR')).toBe(true);
    expect(isPayeAvailable({ payeEnabled: true, payeActiveForAgency: false }, 'DIRECTOR')).toBe(false);
    expect(isPayeAvailable({ payeEnabled: true, payeActiveForAgency: false }, 'ADMIN')).toBe(true);
    expect(isPayeAvailable({ payeEnabled: false, payeActiveForAgency: true }, 'ADMIN')).toBe(false);
    expect(isPayeAvailable(null, 'ADMIN')).toBe(false);
  });
});

describe('admin-only powers', () => {
  it('fiscal attestations: the agency enables them or the user is admin', () => {
    expect(canSeeFiscalAttestations({ billingConfig: { fiscalAttestationsEnabled: true } }, 'ADVISER')).toBe(true);
    expect(canSeeFiscalAttestations({ billingConfig: { fiscalAttestationsEnabled: false } }, 'ADVISER')).toBe(false);
    expect(canSeeFiscalAttestations(null, 'ADMIN')).toBe(true);
  });

  it('versions: admins edit and see every version by default, the others see visible ones', () => {
    expect(canManageVersions('ADMIN')).toBe(true);
    expect(canManageVersions('DIRECTOR')).toBe(false);
    expect(defaultVersionVisibility('ADMIN')).toBeUndefined();
    expect(defaultVersionVisibility('ADVISER')).toBe(true);
  });

  it('internal ids show to admins only', () => {
    expect(canSeeInternalIds('ADMIN')).toBe(true);
    expect(canSeeInternalIds('DIRECTOR')).toBe(false);
  });
});

describe('agency choice', () => {
  it('is required of a multi-agency manager without a context', () => {
    expect(mustChooseAgency({ role: 'DIRECTOR', isMultiAgencies: true }, null)).toBe(true);
    expect(mustChooseAgency({ role: 'DIRECTOR', isMultiAgencies: true }, { id: 2 })).toBe(false);
    expect(mustChooseAgency({ role: 'DIRECTOR', isMultiAgencies: false }, null)).toBe(false);
    expect(mustChooseAgency(null, null)).toBe(false);
  });
});
