/**
 * The dialog of the record header's action the user chose (CustomerActions.tsx): a status move confirmed (with the
 * closing reason for « Perdu » and « Archiver »), « Renommer », or the next exchange. Its own chunk, loaded when an
 * action is chosen: a record opened from the list shows its header without the dialogs' code.
 */
import {
  archiveCustomer,
  markProspectAsLost,
  renameCustomer,
  turnProspectToCustomer,
  unarchiveCustomer,
  updateCustomerNextExchange,
} from '../../../api/contract/customerRecord';
import type { CustomerDetails } from '../../../api/contract/customers';
import { CUSTOMER_ACTION_TEXTS } from '../../../domain/customers/texts';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { FormDialog } from '../../kit/FormDialog';
import { NextExchangeDialog } from '../../kit/NextExchangeDialog';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { useClosingReason } from '../../widgets/useClosingReason';
import type { CustomerActionAsked, StatusMove } from './CustomerActions';

const MOVES = { TO_CUSTOMER: turnProspectToCustomer, MARK_AS_LOST: markProspectAsLost, ARCHIVE: archiveCustomer, UNARCHIVE: unarchiveCustomer } as const;

interface DialogProps {
  customer: CustomerDetails;
  onDone(customer: CustomerDetails): void;
  onClose(): void;
}

export function CustomerActionDialog({ asked, ...props }: DialogProps & { asked: CustomerActionAsked }) {
  if (asked === 'rename') return <RenameDialog {...props} />;
  if (asked === 'nextExchange') return <NextExchange {...props} />;
  return <StatusMoveDialog move={asked} {...props} />;
}

function StatusMoveDialog({ move: action, customer, onDone, onClose }: DialogProps & { move: StatusMove }) {
  const { client } = usePortal();
  const id = customer.customerId;
  const closing = useClosingReason();
  const needsReason = action === 'MARK_AS_LOST' || action === 'ARCHIVE';
  const move = useAction(async () => {
    if (needsReason) {
      const body = closing.body();
      if (!body) return;
      onDone(await client.call(MOVES[action as 'MARK_AS_LOST' | 'ARCHIVE'], { params: { id }, body }));
    } else onDone(await client.call(MOVES[action as 'TO_CUSTOMER' | 'UNARCHIVE'], { params: { id } }));
  });
  const texts = CUSTOMER_ACTION_TEXTS[action];
  return (
    <ConfirmDialog title={texts.title} confirmLabel={texts.button} pending={move.pending} onConfirm={() => void move.run()}
      onCancel={() => {
        move.reset();
        onClose();
      }}>
      <p>{texts.question(customer.customerName)}</p>
      {needsReason ? closing.fields : null}
      {move.error ? <Alert tone="danger">{move.error}</Alert> : null}
    </ConfirmDialog>
  );
}

function NextExchange({ customer, onDone, onClose }: DialogProps) {
  const { client } = usePortal();
  return (
    <NextExchangeDialog current={customer.nextExchangeAt} onClose={onClose}
      save={async (nextExchangeDate) => onDone(await client.call(updateCustomerNextExchange, { params: { id: customer.customerId }, body: { nextExchangeDate } }))} />
  );
}

function RenameDialog({ customer, onDone, onClose }: DialogProps) {
  const { client } = usePortal();
  const form = useForm({ customerName: customer.customerName }, { customerName: { required: true, max: 150 } });
  const submit = () =>
    void form.submit(async ({ customerName }) => onDone(await client.call(renameCustomer, { params: { id: customer.customerId }, body: { customerName: customerName.trim() } })));
  return (
    <FormDialog title="Renommer" form={form} onSubmit={submit} onClose={onClose} width={480}>
      <TextField label="Nom" maxLength={150} required {...form.field('customerName')} />
    </FormDialog>
  );
}
