/** Every endpoint that takes a file says which types it accepts (`uploads`), so the sandbox checks each file it reads. */
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../src/api/contract/index';

const bodyFields = (endpoint: (typeof allEndpoints)[number]) => Object.keys((endpoint.body as { shape?: object } | undefined)?.shape ?? {});

describe('the contract’s uploads', () => {
  it('declares the accepted types of every multipart endpoint and of the support attachments, on fields of the body', () => {
    const uploads = allEndpoints.filter((endpoint) => endpoint.bodyType === 'multipart' || endpoint.uploads).map((endpoint) => [endpoint.name, endpoint.uploads && Object.keys(endpoint.uploads)]);
    expect(Object.fromEntries(uploads)).toEqual({
      'users.updatePicture': ['picture'],
      'community.addPicture': ['picture'],
      'contracts.applyCustomDocument': ['newDocument'],
      'contracts.markAsSigned': ['document'],
      'workContracts.markAsSigned': ['document'],
      'workContracts.applyCustomDocument': ['newDocument'],
      'fiscalAttestations.applyCustomDocument': ['document'],
      'sepaMandates.applyCustomDocument': ['document'],
      'library.upload': ['file'],
      'drops.upload': ['file'],
      'paysheets.preProcess': ['archive'],
      'paysheets.doUpload': ['archive'],
      'support.createTicket': ['files'],
      'support.createEntry': ['files'],
    });
    for (const endpoint of allEndpoints.filter((e) => e.uploads)) expect(bodyFields(endpoint)).toEqual(expect.arrayContaining(Object.keys(endpoint.uploads!)));
  });
});
