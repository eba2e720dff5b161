/** A list's request that is one call of the contract (not a v2 search): what is asked is the call's input, read as the endpoint declares. */
import type { ApiClient } from '../../api/client';
import type { EndpointDef, EndpointInput, EndpointOutput } from '../../api/endpoint';
import { callRequest } from '../state/queryCache';
import type { ListRequest } from './useListController';

export function listCall<D extends EndpointDef>(client: Pick<ApiClient, 'call'>, endpoint: D, input: EndpointInput<D>): ListRequest<EndpointInput<D>, EndpointOutput<D>> {
  const { reads, send } = callRequest(client, endpoint, input);
  return { body: input, reads, send };
}
