/**
 * The fiscal attestations list's request (spec 002 §7.7): the year in the URL (by default the current one), the family
 * searched and the page (`?year=2025&q=martin&page=2`). The answer reads fiscal attestations: a recompute, a validation,
 * a new, sent, replaced or deleted attestation asks the list again.
 */
import type { ApiClient } from '../../../api/client';
import { searchFiscalAttestations } from '../../../api/contract/fiscalAttestations';
import type { ListConfig, ListState } from '../../../domain/list/listState';
import { fiscalAttestationsSearch } from '../../routes/billingSearch';
import type { ListRequest } from '../../kit/useListController';

export const FISCAL_ATTESTATIONS_LIST = 'billing.fiscalAttestations';

export const FISCAL_ATTESTATIONS_CONFIG: ListConfig = { attributes: {}, defaultSort: null, routeQuery: ['year'] };

export const fiscalAttestationsListRequest = (client: ApiClient, year: number) => (state: ListState): ListRequest<unknown> => {
  const body = { familyPattern: state.text || null, pageNumber: state.page, pageSize: state.pageSize };
  return { body: { year, ...body }, reads: searchFiscalAttestations.reads, send: (signal) => client.call(searchFiscalAttestations, { params: { year }, body }, { signal }) };
};

/** The year in the URL, else the current one. */
export const yearOfFiscalAttestationsList = (location: string, thisYear: number) => Number(fiscalAttestationsSearch(location).year ?? thisYear);
