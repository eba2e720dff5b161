/**
 * The buttons of an estimate's header: only the actions its status allows (the one table of
 * src/domain/estimates/status.ts), each confirmed (marked signed or refused by hand: what becomes of its sign procedure); the two sendings in their mail dialog;
 * comments in a dialog; the conversion to a contract with its two options explained; deletion
 * back to the customer's contracts tab; « Télécharger » (the PDF by one-use token) always.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { downloadEstimate } from '../../../api/contract/estimateDocuments';
import * as api from '../../../api/contract/estimates';
import type { Estimate } from '../../../api/contract/estimates';
import { estimateFileName } from '../../../domain/estimates/documents';
import { ESTIMATE_DELETE_QUESTION, ESTIMATE_MOVE_QUESTIONS, type EstimateMove } from '../../../domain/estimates/labels';
import { areaGate } from '../../../domain/agency/gates';
import { handSignatureNotice } from '../../../domain/estimates/signProcedure';
import { ESTIMATE_MOVES, estimateActionsFor, type EstimateAction } from '../../../domain/estimates/status';
import { estimateSignProcedures } from '../../../api/contract/signProcedures';
import { saveFrom } from '../../app/saveFile';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useMayUse } from '../../kit/useMayUse';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CommentField } from '../../ui/CommentField';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { ConvertDialog } from './ConvertDialog';
import { EstimateMailDialog } from './EstimateMailDialog';

export interface EstimateActionsProps {
  estimate: Estimate;
  onChange(estimate: Estimate): void;
  onEdit(): void;
  /** After deletion: where the page goes. */
  onDeleted(): void;
}

export function EstimateActions({ estimate, onChange, onEdit, onDeleted }: EstimateActionsProps) {
  useSignals();
  const { client } = usePortal();
  // Sending for signing starts a sign procedure: not offered where electronic signature is off (the server refuses it).
  const maySign = useMayUse()({ gate: areaGate('signProcedures') });
  const [asked, setAsked] = useState<EstimateMove | 'send' | 'sendForSigning' | 'comments' | 'convert' | null>(null);
  const id = estimate.id;
  const byHand = maySign && (asked === 'markSigned' || asked === 'markRefused');
  const procedures = useCall(estimateSignProcedures, byHand ? { params: { id } } : null);
  const handNotice = byHand && procedures.data ? handSignatureNotice(procedures.data) : null;
  const move = useAction(async (action: EstimateMove) => {
    const params = { id };
    const next =
      action === 'validate' ? await client.call(api.validateEstimate, { params })
      : action === 'markSigned' ? await client.call(api.markEstimateSigned, { params })
      : await client.call(api.markEstimateRefused, { params });
    onChange(next);
    setAsked(null);
  });
  const deletion = useDeleteConfirmation(ESTIMATE_DELETE_QUESTION, async () => {
    await client.call(api.deleteEstimate, { params: { id } });
    onDeleted();
  });
  const download = useAction(async () => saveFrom(await client.downloadUrl(downloadEstimate, { params: { id } }), estimateFileName(estimate.number)));
  const close = () => (move.reset(), setAsked(null));
  const open = (action: EstimateAction) => {
    if (action === 'update') onEdit();
    else if (action === 'delete') deletion.ask(estimate);
    else if (action === 'updateComments') setAsked('comments');
    else if (action === 'convertToContract') setAsked('convert');
    else setAsked(action);
  };
  return (
    <>
      {estimateActionsFor(estimate.status).filter((action) => maySign || action !== 'sendForSigning').map((action) => (
        <Button
          key={action}
          variant={action === 'convertToContract' || action === 'validate' ? 'primary' : action === 'delete' ? 'danger' : 'secondary'}
          onClick={() => open(action)}
        >
          {ESTIMATE_MOVES[action].label}
        </Button>
      ))}
      <Button loading={download.pending} onClick={() => void download.run()}>Télécharger</Button>
      {download.error ? <Alert tone="danger">{download.error}</Alert> : null}
      {asked === 'send' || asked === 'sendForSigning' ? (
        <EstimateMailDialog estimate={estimate} forSignProcedure={asked === 'sendForSigning'} onDone={(next) => (onChange(next), setAsked(null))} onCancel={close} />
      ) : null}
      {asked && asked in ESTIMATE_MOVE_QUESTIONS ? (
        <ConfirmDialog
          title={ESTIMATE_MOVES[asked as EstimateMove].label}
          confirmLabel={ESTIMATE_MOVES[asked as EstimateMove].label}
          pending={move.pending}
          onConfirm={() => void move.run(asked as EstimateMove)}
          onCancel={close}
        >
          <p>{ESTIMATE_MOVE_QUESTIONS[asked as EstimateMove](estimate.number)}</p>
          {handNotice ? <Alert tone="warning">{handNotice}</Alert> : null}
          {move.error ? <Alert tone="danger">{move.error}</Alert> : null}
        </ConfirmDialog>
      ) : null}
      {asked === 'comments' ? <CommentsDialog estimate={estimate} onDone={(next) => (onChange(next), setAsked(null))} onClose={close} /> : null}
      {asked === 'convert' ? <ConvertDialog estimate={estimate} onDone={(next) => (onChange(next), setAsked(null))} onClose={close} /> : null}
      {deletion.dialog}
    </>
  );
}

function CommentsDialog({ estimate, onDone, onClose }: { estimate: Estimate; onDone(estimate: Estimate): void; onClose(): void }) {
  const { client } = usePortal();
  const form = useForm({ comments: estimate.comments ?? '' }, { comments: { max: 2000 } });
  const submit = () =>
    void form.submit(async ({ comments }) => {
      onDone(await client.call(api.updateEstimateComments, { params: { id: estimate.id }, body: { comments: comments.trim() || null } }));
    });
  const field = form.field('comments');
  return (
    <FormDialog title={ESTIMATE_MOVES.updateComments.label} form={form} onSubmit={submit} onClose={onClose}>
      <CommentField label="Commentaires" max={2000} value={field.value} onValueChange={field.onValueChange} error={field.error} />
    </FormDialog>
  );
}
