/**
 * A kit list's request on one search of the contract (useListController): what is asked is its key, the endpoint's
 * `reads` keep its answer in the cache until a write of them.
 */
import type { ApiClient } from '../../api/client';
import type { Page } from '../../api/contract/common';
import type { EndpointDef, EndpointInput } from '../../api/endpoint';
import type { ListRequest } from './useListController';

export function listCall<D extends EndpointDef>(client: Pick<ApiClient, 'call'>, endpoint: D, input: EndpointInput<D>): ListRequest<unknown> {
  // The body alone when it is all that is asked: the key under which a route's loader starts the first page.
  const asked = input.params === undefined && input.query === undefined ? input.body : input;
  const caller = client as { call(e: D, i: EndpointInput<D>, o: { signal: AbortSignal }): Promise<Page<unknown>> };
  return { body: asked, reads: endpoint.reads ?? [], send: (signal) => caller.call(endpoint, input, { signal }) };
}
