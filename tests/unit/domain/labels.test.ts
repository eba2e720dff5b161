import { describe, expect, it } from 'vitest';
import { EXPORT_TYPES } from '../../../src/api/contract/exports';
import { GUIDE_ROLES } from '../../../src/api/contract/userGuides';
import { EXPORT_TYPE_LABELS, GUIDE_ROLE_LABELS, SCOPE_LABELS, UNAVAILABILITY_TYPE_LABELS, VERSION_ITEM_TYPE_LABELS, unreadCountLabel } from '../../../src/domain/labels';
import { UNAVAILABILITY_TYPES } from '../../../src/domain/unavailability/types';

describe('labels', () => {
  it("use the spec's words for unavailability types and scopes", () => {
    expect(UNAVAILABILITY_TYPES.map((type) => UNAVAILABILITY_TYPE_LABELS[type])).toEqual(['En poste', 'En formation', 'Non disponible']);
    expect(SCOPE_LABELS).toEqual({ PORTAL: 'Portail', APP: 'Application' });
  });

  it('name version item types in French', () => {
    expect(VERSION_ITEM_TYPE_LABELS).toEqual({ FEAT: 'Nouveauté', BUG: 'Correction' });
  });

  it('label every export type and guide audience of the contract', () => {
    for (const type of EXPORT_TYPES) expect(EXPORT_TYPE_LABELS[type]).toMatch(/^[A-ZÉ]/);
    expect(GUIDE_ROLES.map((role) => GUIDE_ROLE_LABELS[role])).toEqual(['Directeurs', 'Conseillers', 'Intervenants', 'Parents']);
  });
});

describe('unread counts', () => {
  it('agree in number', () => {
    expect([0, 1, 2].map(unreadCountLabel)).toEqual(['0 non lu', '1 non lu', '2 non lus']);
  });
});
