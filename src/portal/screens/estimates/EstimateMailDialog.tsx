/**
 * Sends an estimate by e-mail or for signing with `SendMailDialog`: the template the server
 * fills in, editable; by e-mail, the attachments of `available-attachments` to tick (the devis
 * by default); for signing, the agency's sign-procedure balance, sending refused when it is empty.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { estimateAvailableAttachments, estimateMailTemplate } from '../../../api/contract/estimateDocuments';
import { sendEstimate, type Estimate } from '../../../api/contract/estimates';
import type { EstimateAttachmentId } from '../../../domain/estimates/documents';
import { ESTIMATE_MOVES } from '../../../domain/estimates/status';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { Checkbox } from '../../ui/Checkbox';
import { SendMailDialog } from '../../widgets/SendMailDialog';
import { useSignBalance } from '../../widgets/useSignBalance';

export interface EstimateMailDialogProps {
  estimate: Estimate;
  forSignProcedure: boolean;
  onDone(estimate: Estimate): void;
  onCancel(): void;
}

export function EstimateMailDialog({ estimate, forSignProcedure, onDone, onCancel }: EstimateMailDialogProps) {
  useSignals();
  const { client } = usePortal();
  const params = { id: estimate.id };
  const balance = useSignBalance(forSignProcedure, 'ce devis');
  const attachments = useCall(estimateAvailableAttachments, forSignProcedure ? null : { params });
  // null until the user ticks: the attachments joined by default.
  const [ticked, setTicked] = useState<EstimateAttachmentId[] | null>(null);
  const chosen = ticked ?? (attachments.data ?? []).filter((a) => a.byDefault).map((a) => a.id);
  const toggle = (id: EstimateAttachmentId, on: boolean) => setTicked(on ? [...chosen, id] : chosen.filter((a) => a !== id));
  return (
    <SendMailDialog
      editRecipient
      title={ESTIMATE_MOVES[forSignProcedure ? 'sendForSigning' : 'send'].label}
      sendDisabled={balance.empty}
      loadTemplate={() => client.call(estimateMailTemplate, { params, query: { forSignProcedure: forSignProcedure ? 'true' : 'false' } })}
      send={async (mail) => onDone(await client.call(sendEstimate, { params, body: { forSignProcedure, mail: { ...mail, ...(forSignProcedure ? {} : { attachments: chosen }) } } }))}
      onCancel={onCancel}
    >
      {balance.notice}
      {attachments.data?.length ? (
        <div role="group" aria-label="Pièces jointes">
          <p className="ap-field__label">Pièces jointes</p>
          {attachments.data.map((a) => (
            <Checkbox key={a.id} label={`${a.label} (${a.fileName})`} checked={chosen.includes(a.id)} onCheckedChange={(on) => toggle(a.id, on)} />
          ))}
        </div>
      ) : null}
    </SendMailDialog>
  );
}
