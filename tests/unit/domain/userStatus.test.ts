import { describe, expect, it } from 'vitest';
import { USER_STATUSES, userStatusLabel, userStatusTone } from '../../../src/domain/userStatus';

describe('user statuses', () => {
  it('take the tag colour of the spec', () => {
    expect(Object.fromEntries(USER_STATUSES.map((status) => [status, userStatusTone(status)]))).toEqual({
      ACTIVE: 'success',
      CREATED: 'info',
      PRE_REGISTERED: 'primary',
      INACTIVE: 'warning',
      SUSPENDED: 'warning',
    });
  });

  it('show any other status in info', () => {
    expect(userStatusTone('CANDIDATE')).toBe('info');
    expect(userStatusTone(undefined)).toBe('info');
  });

  it('have French labels, and an unknown status shows its code', () => {
    expect(USER_STATUSES.map(userStatusLabel)).toEqual(['Actif', 'Inactif', 'Suspendu', 'Créé', 'Pré-inscrit']);
    expect(userStatusLabel('CANDIDATE')).toBe('Candidat');
    expect(userStatusLabel('ARCHIVED')).toBe('ARCHIVED');
    expect(userStatusLabel(null)).toBe('');
  });
});
