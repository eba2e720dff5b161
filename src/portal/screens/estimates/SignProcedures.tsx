/** The estimate's electronic sign procedures, newest first: each with its status tag, recipient and events in French. */
import { estimateSignProcedures } from '../../../api/contract/signProcedures';
import { SIGN_PROCEDURE_EVENT_LABELS, signProcedureTag } from '../../../domain/estimates/signProcedure';
import { formatDateTime } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { Tag } from '../../ui/Tag';

/** `version`: anything that changes when the estimate does (a sending, a status move), to read them again. */
export function SignProcedures({ estimateId, version }: { estimateId: number; version: unknown }) {
  const { client } = usePortal();
  const procedures = useLoad(() => client.call(estimateSignProcedures, { params: { id: estimateId } }), [client, estimateId, version]);
  if (!procedures.data?.length) return null;
  return (
    <section className="ap-panel" aria-label="Signature électronique">
      <h2 className="ap-panel__title">Signature électronique</h2>
      {procedures.data.map((procedure) => {
        const tag = signProcedureTag(procedure);
        return (
          <div key={procedure.id} className="ap-sign-procedure">
            <p>
              <Tag tone={tag.tone}>{tag.label}</Tag> Envoyée le {formatDateTime(procedure.createdAt)} à {procedure.recipient}
            </p>
            <ul aria-label={`Événements de la procédure du ${formatDateTime(procedure.createdAt)}`}>
              {procedure.events.map((event) => (
                <li key={event.id}>
                  {formatDateTime(event.at)} — {SIGN_PROCEDURE_EVENT_LABELS[event.type]}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
