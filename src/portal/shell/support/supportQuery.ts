/**
 * The support desk's reads through the portal's query cache (issue 31 §2): keyed like any call, sent with the support
 * session's client (`SupportSession.call`: the separate identity provider's token, its 401 ending the session).
 */
import type { ApiClient } from '../../../api/client';
import type { EndpointDef, EndpointInput, EndpointOutput } from '../../../api/endpoint';
import { useQuery, type QueryResult } from '../../kit/useQuery';
import { callRequest } from '../../state/queryCache';

export type SupportCall = <T>(work: (client: ApiClient) => Promise<T>) => Promise<T>;

/** A support call as a cache request. */
export function supportRequest<D extends EndpointDef>(call: SupportCall, endpoint: D, input?: EndpointInput<D>) {
  const viaSupport = { call: ((e: D, i: unknown, o: unknown) => call((client) => (client.call as (e: D, i: unknown, o: unknown) => Promise<unknown>)(e, i, o))) as ApiClient['call'] };
  return callRequest(viaSupport, endpoint, input);
}

/** `useCall` for the support desk (`input` null: nothing asked, a reader who is not an agent). */
export const useSupportCall = <D extends EndpointDef>(call: SupportCall, endpoint: D, input: EndpointInput<D> | null): QueryResult<EndpointOutput<D>> =>
  useQuery(input === null ? null : supportRequest(call, endpoint, input));
