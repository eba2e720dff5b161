/**
 * The coverage guard of the gates (src/api/gateCoverage.ts): the contract as it stands passes,
 * and a gated area's endpoint declared without its gate, or with half of it, or an import open to
 * a director, makes it fail naming the endpoint.
 */
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../src/api/contract/index';
import { checkGatesCoverAreas, gateCoverageGaps } from '../../../src/api/gateCoverage';
import { endpoint } from '../../../src/api/endpoint';
import { EMPTY } from '../../../src/api/endpoint';

const fake = (name: string, path: string, extra: object = {}) => endpoint({ name, method: 'POST', path, access: 'private', roles: ['ADMIN', 'DIRECTOR', 'ADVISER'], response: EMPTY, ...extra });

describe('the gates coverage guard', () => {
  it('passes on the contract: every endpoint of a gated area declares its gate', () => {
    expect(gateCoverageGaps(allEndpoints)).toEqual([]);
    expect(() => checkGatesCoverAreas(allEndpoints)).not.toThrow();
  });

  it('fails on a billing endpoint added without its gate', () => {
    const added = fake('billing.fake', '/private/billing/bills/{id}/fake');
    expect(gateCoverageGaps([...allEndpoints, added])).toEqual(['billing.fake (Facturation) : porte absente ou incomplète']);
    expect(() => checkGatesCoverAreas([added])).toThrow('Contrat : portes manquantes : billing.fake (Facturation) : porte absente ou incomplète');
  });

  it('fails on a gate without the right its area requires, or without one of its options', () => {
    const noRight = fake('billing.fake', '/private/billing/monthly/{id}/fake', { gate: { feature: 'billingEnabled' } });
    const noAvim = fake('avim.fake', '/private/customers/{id}/avim/fake', { gate: { feature: 'billingEnabled', adviserRight: 'BILLING' } });
    const named = fake('agency.contact', '/private/agencies/{agencyId}/contact');
    expect(gateCoverageGaps([noRight, noAvim, named])).toEqual([
      'billing.fake (Facturation) : porte absente ou incomplète',
      'avim.fake (Avance immédiate) : porte absente ou incomplète',
      'agency.contact (Paramètres de l’agence) : porte absente ou incomplète',
    ]);
  });

  it('fails on an import open to the agency staff', () => {
    expect(gateCoverageGaps([fake('imports.customers', '/private/customers/imports')])).toEqual(['imports.customers (Imports) : réservé aux administrateurs']);
  });
});
