/** Electronic sign procedures, newest first (an estimate's, a work contract's): each with its status tag, recipient and events in French. */
import type { SignProcedure } from '../../api/contract/signProcedures';
import { SIGN_PROCEDURE_EVENT_LABELS, signProcedureTag } from '../../domain/estimates/signProcedure';
import { formatDateTime } from '../../domain/format/date';
import { Tag } from '../ui/Tag';

export function SignProcedureList({ procedures }: { procedures: readonly SignProcedure[] }) {
  return (
    <>
      {procedures.map((procedure) => {
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
    </>
  );
}
