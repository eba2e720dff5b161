/**
 * The read of a customer's avance immédiate for its panel (AvimPanel.tsx), also asked by the record's loader: where the
 * agency has no AVIM the call answers 403, and that is an answer (its label shown), not a failure.
 */
import type { ApiClient } from '../../../api/client';
import { getAvimState, type AvimState } from '../../../api/contract/avim';
import { ApiError } from '../../../api/errors';
import { callRequest, type QueryRequest } from '../../state/queryCache';

export interface AvimPanelRead {
  state: AvimState | null;
  /** Why the agency cannot use it (the 403's French label), else null. */
  unavailable: string | null;
}

export function avimPanelRequest(client: Pick<ApiClient, 'call'>, customerId: number): QueryRequest<AvimPanelRead> {
  const read = callRequest(client, getAvimState, { params: { id: customerId } });
  return {
    key: `${read.key}|panel`,
    reads: read.reads,
    send: (signal) => read.send(signal).then(
      (state) => ({ state, unavailable: null }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 403) return { state: null, unavailable: error.message };
        throw error;
      },
    ),
  };
}
