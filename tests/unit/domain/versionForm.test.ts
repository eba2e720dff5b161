import { describe, expect, it } from 'vitest';
import { VERSION_ITEM_TYPE_CHOICES, versionErrors, versionItemErrors, versionStatusLabel } from '../../../src/domain/versionForm';

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
