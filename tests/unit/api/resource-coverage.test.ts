/**
 * The coverage guard of the resources (src/api/resourceCoverage.ts): the contract as it stands passes, and an
 * endpoint declaring nothing, a write declaring only what it reads, a resource outside the list or an empty `reads`
 * outside NEVER_KEPT make it fail naming the endpoint.
 */
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../src/api/contract/index';
import { deleteContract } from '../../../src/api/contract/contracts';
import { renameCustomer } from '../../../src/api/contract/customerRecord';
import { EMPTY, endpoint, type EndpointDef } from '../../../src/api/endpoint';
import { NEVER_KEPT, resourceCoverageGaps } from '../../../src/api/resourceCoverage';

const fake = (name: string, method: EndpointDef['method'], path: string, extra: object = {}) =>
  endpoint({ name, method, path, access: 'private', response: EMPTY, ...extra });

describe('the resources coverage guard', () => {
  it('passes on the contract: every endpoint declares what it reads or writes', () => {
    expect(resourceCoverageGaps(allEndpoints)).toEqual([]);
  });

  it('fails on an endpoint declaring neither', () => {
    expect(resourceCoverageGaps([fake('notes.fake', 'GET', '/private/notes/{id}/fake')])).toEqual(['notes.fake : ne déclare ni reads ni writes']);
  });

  it('fails on a write declaring only what it reads, or nothing written', () => {
    expect(resourceCoverageGaps([
      fake('notes.close', 'PUT', '/private/notes/{id}/close', { reads: ['notes'] }),
      fake('notes.remove', 'DELETE', '/private/notes/{id}', { writes: [] }),
    ])).toEqual(['notes.close : écriture sans writes', 'notes.remove : écriture sans writes']);
  });

  it('lets a search sent as POST declare only what it reads', () => {
    expect(resourceCoverageGaps([fake('notes.searchMore', 'POST', '/private/notes/more/search', { reads: ['notes'] })])).toEqual([]);
  });

  it('fails on a resource outside the list', () => {
    expect(resourceCoverageGaps([fake('notes.fake', 'GET', '/private/notes/fake', { reads: ['note'] })])).toEqual(['notes.fake : ressource inconnue note']);
  });

  it('keeps `reads: []` to the short list of answers never kept', () => {
    expect(resourceCoverageGaps([fake('notes.fake', 'GET', '/private/notes/fake', { reads: [] })])).toEqual(['notes.fake : reads vide hors de NEVER_KEPT']);
    expect(resourceCoverageGaps([fake('auth.login', 'POST', '/public/login/portal', { reads: ['account'] })])).toEqual([
      'auth.login : NEVER_KEPT doit déclarer reads: [] seulement',
    ]);
    expect(NEVER_KEPT).toHaveLength(14);
  });

  it('declares what the sandbox changes: a deleted contract its estimate, a renaming the history', () => {
    expect(deleteContract.writes).toEqual(['contracts', 'estimates', 'history']);
    expect(renameCustomer.writes).toEqual(['customers', 'history', 'estimates', 'contracts']);
  });
});
