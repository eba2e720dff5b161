/** The estimate's electronic sign procedures, newest first, in their panel (none: no panel). */
import { estimateSignProcedures } from '../../../api/contract/signProcedures';
import { useCall } from '../../hooks/useQuery';
import { useReloadOn } from '../../hooks/useReloadOn';
import { SignProcedureList } from '../../widgets/SignProcedureList';

/** `version`: anything that changes when the estimate does (a sending, a status move), to read them again. */
export function SignProcedures({ estimateId, version }: { estimateId: number; version: unknown }) {
  const procedures = useCall(estimateSignProcedures, { params: { id: estimateId } });
  useReloadOn(procedures, version);
  if (!procedures.data?.length) return null;
  return (
    <section className="ap-panel" aria-label="Signature électronique">
      <h2 className="ap-panel__title">Signature électronique</h2>
      <SignProcedureList procedures={procedures.data} />
    </section>
  );
}
