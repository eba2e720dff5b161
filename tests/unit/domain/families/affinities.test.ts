/** The distance of a professional to a family and the order of the nearest lists (src/domain/families/affinities.ts). */
import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, distanceLabel } from '../../../../src/domain/families/affinities';

const bellecour = { lat: 45.7578, lng: 4.832 };
const villeurbanne = { lat: 45.7719, lng: 4.8902 };
const geneva = { lat: 46.2044, lng: 6.1432 };

describe('distance', () => {
  it('is the great-circle distance in km, to 100 m', () => {
    expect(distanceKm(bellecour, villeurbanne)).toBe(4.8);
    expect(distanceKm(bellecour, geneva)).toBeCloseTo(112, -1);
    expect(distanceKm(bellecour, bellecour)).toBe(0);
  });
  it('is unknown when a side has no coordinates', () => {
    expect(distanceKm(null, bellecour)).toBeNull();
    expect(distanceKm(bellecour, null)).toBeNull();
  });
  it('reads as the spec writes distances: one decimal followed by « Kms » (000 §1)', () => {
    expect(distanceLabel(0.85)).toBe('0,9\u00a0Kms');
    expect(distanceLabel(3.2)).toBe('3,2\u00a0Kms');
    expect(distanceLabel(12)).toBe('12,0\u00a0Kms');
    expect(distanceLabel(2.96)).toBe('3,0\u00a0Kms');
    expect(distanceLabel(1234.56)).toBe('1\u202f234,6\u00a0Kms');
    expect(distanceLabel(null)).toBe('Distance inconnue');
  });
});

describe('order', () => {
  it('puts the nearest first, the unknown last, the same distance by name', () => {
    const pros = [
      { firstName: 'Zoé', lastName: 'Martin', distanceKm: 3 },
      { firstName: 'Inès', lastName: 'Haddad', distanceKm: null },
      { firstName: 'Léa', lastName: 'Émery', distanceKm: 3 },
      { firstName: 'Paul', lastName: 'Roy', distanceKm: 0.4 },
      { firstName: 'Anne', lastName: 'Bas', distanceKm: 12.5 },
    ];
    expect(byDistance(pros).map((p) => p.lastName)).toEqual(['Roy', 'Émery', 'Martin', 'Bas', 'Haddad']);
    expect(pros[0]!.lastName).toBe('Martin'); // not sorted in place
  });
});
