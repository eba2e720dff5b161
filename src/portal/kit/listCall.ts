/** A list's request that is one call of the contract (not a v2 search), read through the cache as the endpoint declares. */
import type { ApiClient } from '../../api/client';
import type { EndpointDef, EndpointInput, EndpointOutput } from '../../api/endpoint';
import { callRequest } from '../state/queryCache';
import type { ListRequest } from './useListController';

export function listCall<D extends EndpointDef>(client: Pick<ApiClient, 'call'>, endpoint: D, input: EndpointInput<D>): ListRequest<unknown, EndpointOutput<D>> {
  const { reads, send } = callRequest(client, endpoint, input);
  // The body alone when it is all that is asked: the key under which a route's loader starts the first page.
  const asked = input.params === undefined && input.query === undefined ? input.body : input;
  return { body: asked, reads, send };
}
