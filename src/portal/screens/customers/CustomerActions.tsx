/**
 * The actions of a record's header (spec 001 §4): those its status allows (turn a prospect into
 * a customer, mark it lost, archive, unarchive: src/domain/customers/actions.ts), each confirmed,
 * and the next exchange and the name, each its own dialog and call.
 */
import { useState } from 'react';
import { Archive, ArchiveOff, CalendarEvent, Pencil, UserCheck, UserX } from 'tabler-icons-react';
import {
  archiveCustomer,
  markProspectAsLost,
  renameCustomer,
  turnProspectToCustomer,
  unarchiveCustomer,
  updateCustomerNextExchange,
} from '../../../api/contract/customerRecord';
import type { CustomerDetails } from '../../../api/contract/customers';
import { allowedActions, type CustomerAction } from '../../../domain/customers/actions';
import { CUSTOMER_ACTION_TEXTS } from '../../../domain/customers/texts';
import { formatDateTime } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { FormDialog } from '../../kit/FormDialog';
import { NextExchangeDialog } from '../../kit/NextExchangeDialog';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { useClosingReason } from '../../widgets/useClosingReason';

type StatusMove = Exclude<CustomerAction, 'CHANGE_STAGE'>;
const MOVES = { TO_CUSTOMER: turnProspectToCustomer, MARK_AS_LOST: markProspectAsLost, ARCHIVE: archiveCustomer, UNARCHIVE: unarchiveCustomer } as const;
const ICONS = { TO_CUSTOMER: UserCheck, MARK_AS_LOST: UserX, ARCHIVE: Archive, UNARCHIVE: ArchiveOff } as const;

export function CustomerActions({ customer, onChange }: { customer: CustomerDetails; onChange(customer: CustomerDetails): void }) {
  const { client } = usePortal();
  const [asked, setAsked] = useState<StatusMove | 'rename' | 'nextExchange' | null>(null);
  const id = customer.customerId;
  const closing = useClosingReason();
  const move = useAction(async (action: StatusMove) => {
    if (action === 'MARK_AS_LOST' || action === 'ARCHIVE') {
      const body = closing.body();
      if (!body) return;
      onChange(await client.call(MOVES[action], { params: { id }, body }));
    } else onChange(await client.call(MOVES[action], { params: { id } }));
    setAsked(null);
  });
  const moves = allowedActions(customer.status).filter((action): action is StatusMove => action !== 'CHANGE_STAGE');
  return (
    <>
      <Button icon={<CalendarEvent size={16} aria-hidden="true" />} onClick={() => setAsked('nextExchange')}>
        {customer.nextExchangeAt ? `Prochain échange : ${formatDateTime(customer.nextExchangeAt)}` : 'Prochain échange'}
      </Button>
      <Button icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setAsked('rename')}>
        Renommer
      </Button>
      {moves.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button key={action} variant={action === 'TO_CUSTOMER' ? 'primary' : 'secondary'} icon={<Icon size={16} aria-hidden="true" />} onClick={() => setAsked(action)}>
            {CUSTOMER_ACTION_TEXTS[action].button}
          </Button>
        );
      })}
      {asked && asked in MOVES ? (
        <ConfirmDialog
          title={CUSTOMER_ACTION_TEXTS[asked as StatusMove].title}
          confirmLabel={CUSTOMER_ACTION_TEXTS[asked as StatusMove].button}
          pending={move.pending}
          onConfirm={() => void move.run(asked as StatusMove)}
          onCancel={() => {
            move.reset();
            setAsked(null);
          }}
        >
          <p>{CUSTOMER_ACTION_TEXTS[asked as StatusMove].question(customer.customerName)}</p>
          {asked === 'MARK_AS_LOST' || asked === 'ARCHIVE' ? closing.fields : null}
          {move.error ? <Alert tone="danger">{move.error}</Alert> : null}
        </ConfirmDialog>
      ) : null}
      {asked === 'rename' ? <RenameDialog customer={customer} onDone={(next) => (onChange(next), setAsked(null))} onClose={() => setAsked(null)} /> : null}
      {asked === 'nextExchange' ? (
        <NextExchangeDialog
          current={customer.nextExchangeAt}
          save={async (nextExchangeDate) => {
            onChange(await client.call(updateCustomerNextExchange, { params: { id }, body: { nextExchangeDate } }));
            setAsked(null);
          }}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </>
  );
}

interface DialogProps {
  customer: CustomerDetails;
  onDone(customer: CustomerDetails): void;
  onClose(): void;
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
