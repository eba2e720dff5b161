/**
 * Sign procedures (an estimate's, a work contract's) read through the cache: while one waits for its recipient they
 * are asked again every POLL_MS, since the provider moves them on its own (spec 001 §4); when one closes, what an
 * outcome changes (SIGN_OUTCOME_WRITES: the estimate's status, the customer's history…) is asked again on every screen.
 */
import { useEffect, useRef } from 'react';
import { SIGN_OUTCOME_WRITES, type SignProcedure } from '../../api/contract/signProcedures';
import { isSignProcedureOpen } from '../../domain/estimates/signProcedure';
import { usePortal } from '../context';
import { useQuery, type QueryResult } from '../kit/useQuery';
import type { QueryRequest } from '../state/queryCache';

const openCount = (procedures: readonly SignProcedure[]) => procedures.filter((procedure) => isSignProcedureOpen(procedure.status)).length;

export function useSignProcedures(request: QueryRequest<readonly SignProcedure[]> | null): QueryResult<readonly SignProcedure[]> {
  const { queries } = usePortal();
  const procedures = useQuery(request, { pending: (answer) => openCount(answer) > 0 });
  const key = request?.key ?? null;
  const open = procedures.data ? openCount(procedures.data) : null;
  // The open count last seen, and for which procedures: another estimate's count says nothing of this one.
  const before = useRef<{ key: string | null; open: number | null }>({ key, open });
  useEffect(() => {
    const closed = open !== null && before.current.key === key && before.current.open !== null && open < before.current.open;
    // The procedures themselves are already fresh: only what the outcome changed elsewhere is asked again.
    if (closed) queries.invalidate(SIGN_OUTCOME_WRITES.filter((resource) => resource !== 'signProcedures'));
    before.current = { key, open };
  }, [queries, key, open]);
  return procedures;
}
