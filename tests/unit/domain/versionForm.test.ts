import { describe, expect, it } from 'vitest';
import { portalVersionLine, VERSION_ITEM_TYPE_CHOICES, versionErrors, versionItemErrors, versionStatusLabel } from '../../../src/domain/versionForm';

const REQUIRED = 'Champ obligatoire';

describe('version form', () => {
  it('requires number and description, 200 characters at most each', () => {
    expect(versionErrors({ number: '', description: ' ' })).toEqual({ number: REQUIRED, description: REQUIRED });
    expect(versionErrors({ number: '1.4.0', description: 'x'.repeat(200) })).toEqual({});
    expect(versionErrors({ number: '1'.repeat(201), description: 'x'.repeat(201) })).toEqual({ number: '200 caractères maximum', description: '200 caractères maximum' });
  });

  it('is a draft until visible', () => {
    expect(versionStatusLabel(false)).toBe('Brouillon');
    expect(versionStatusLabel(true)).toBe('Visible');
  });
});

describe('version item form', () => {
  it("offers the types 'Nouveauté' and 'Correction'", () => {
    expect(VERSION_ITEM_TYPE_CHOICES).toEqual([{ type: 'FEAT', label: 'Nouveauté' }, { type: 'BUG', label: 'Correction' }]);
  });

  it('requires the type and a description of 200 characters at most', () => {
    expect(versionItemErrors({ type: null, description: '' })).toEqual({ type: REQUIRED, description: REQUIRED });
    expect(versionItemErrors({ type: 'BUG', description: 'x'.repeat(201) })).toEqual({ description: '200 caractères maximum' });
    expect(versionItemErrors({ type: 'FEAT', description: 'Export des factures en CSV' })).toEqual({});
  });
});

describe('portalVersionLine', () => {
  it('gives the version and, in a build, its build date', () => {
    expect(portalVersionLine(null)).toBe('Version du portail : 1.0.0');
    expect(portalVersionLine('2026-03-16T07:30:00.000Z')).toBe('Version du portail : 1.0.0, construite le 16/03/2026 à 08:30');
  });
});
