/** The estimate's electronic sign procedures, newest first, in their panel (none: no panel); an open one follows the provider by itself. */
import { estimateSignProcedures } from '../../../api/contract/signProcedures';
import { usePortal } from '../../context';
import { callRequest } from '../../state/queryCache';
import { SignProcedureList } from '../../widgets/SignProcedureList';
import { useSignProcedures } from '../../widgets/useSignProcedures';

export function SignProcedures({ estimateId }: { estimateId: number }) {
  const { client } = usePortal();
  // A sending or a status move of the estimate writes the procedures (the contract's `writes`): the cache asks again.
  const procedures = useSignProcedures(callRequest(client, estimateSignProcedures, { params: { id: estimateId } }));
  if (!procedures.data?.length) return null;
  return (
    <section className="ap-panel" aria-label="Signature électronique">
      <h2 className="ap-panel__title">Signature électronique</h2>
      <SignProcedureList procedures={procedures.data} />
    </section>
  );
}
