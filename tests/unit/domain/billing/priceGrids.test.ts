import { describe, expect, it } from 'vitest';
import { billPricingDate, gridChoiceLabel, gridValidity, gridsWithRelevant, relevantGridHint } from '../../../../src/domain/billing/priceGrids';

describe('price grid words', () => {
  it('names a grid with its validity, the agency default marked', () => {
    expect(gridValidity({ validFrom: '2026-09-01', validTo: '2027-08-31' })).toBe('01/09/2026 – 31/08/2027');
    expect(gridChoiceLabel({ label: 'Tarif 2026', customer: null, validFrom: '2026-01-01', validTo: null })).toBe('Tarif 2026 (Grille de l’agence), 01/01/2026 – sans fin');
    expect(gridChoiceLabel({ label: 'Tarif Durand', customer: { id: 3, label: 'Agathe Durand' }, validFrom: '2026-01-01', validTo: null })).toBe('Tarif Durand, 01/01/2026 – sans fin');
  });

  it('judges a bill’s grid at its printed first prestation, else its first, else the month’s first day', () => {
    expect(billPricingDate({ month: '2026-10', firstPrestationDate: '2026-10-05', customFirstPrestationDate: '2026-10-02' })).toBe('2026-10-02');
    expect(billPricingDate({ month: '2026-10', firstPrestationDate: '2026-10-05', customFirstPrestationDate: null })).toBe('2026-10-05');
    expect(billPricingDate({ month: '2026-10', firstPrestationDate: null, customFirstPrestationDate: null })).toBe('2026-10-01');
  });

  it('says which grid applies, or that none does', () => {
    expect(relevantGridHint('2026-10-01', { label: 'Tarif 2026' })).toBe('Grille applicable au 01/10/2026 : Tarif 2026');
    expect(relevantGridHint('2026-10-01', null)).toBe('Aucune grille applicable au 01/10/2026');
  });

  it('lists the applicable grid with the customer’s own when it is the agency’s', () => {
    const own = [{ id: 4 }, { id: 7 }];
    expect(gridsWithRelevant(own, { id: 1 })).toEqual([{ id: 1 }, { id: 4 }, { id: 7 }]);
    expect(gridsWithRelevant(own, { id: 7 })).toEqual(own);
    expect(gridsWithRelevant(own, null)).toEqual(own);
  });
});
