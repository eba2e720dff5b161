/**
 * The actions of a record's header (spec 001 §4): those its status allows (turn a prospect into
 * a customer, mark it lost, archive, unarchive: src/domain/customers/actions.ts), each confirmed,
 * and the next exchange and the name, each its own dialog and call (CustomerActionDialog.tsx, loaded when chosen).
 */
import { useState } from 'react';
import { Archive, ArchiveOff, CalendarEvent, Pencil, UserCheck, UserX } from 'tabler-icons-react';
import type { CustomerDetails } from '../../../api/contract/customers';
import { allowedActions, type CustomerAction } from '../../../domain/customers/actions';
import { CUSTOMER_ACTION_TEXTS } from '../../../domain/customers/texts';
import { formatDateTime } from '../../../domain/format/date';
import { lazyComponent } from '../../app/lazyComponent';
import { Button } from '../../ui/Button';

export type StatusMove = Exclude<CustomerAction, 'CHANGE_STAGE'>;
export type CustomerActionAsked = StatusMove | 'rename' | 'nextExchange';
const ICONS = { TO_CUSTOMER: UserCheck, MARK_AS_LOST: UserX, ARCHIVE: Archive, UNARCHIVE: ArchiveOff } as const;

const ActionDialog = lazyComponent(() => import('./CustomerActionDialog'), (m) => m.CustomerActionDialog, null);
/** The dialogs' code asked for as soon as a pointer or the keyboard reaches an action. */
const preload = { onPointerEnter: ActionDialog.preload, onFocus: ActionDialog.preload };

export function CustomerActions({ customer, onChange }: { customer: CustomerDetails; onChange(customer: CustomerDetails): void }) {
  const [asked, setAsked] = useState<CustomerActionAsked | null>(null);
  const moves = allowedActions(customer.status).filter((action): action is StatusMove => action !== 'CHANGE_STAGE');
  return (
    <>
      <Button icon={<CalendarEvent size={16} aria-hidden="true" />} onClick={() => setAsked('nextExchange')} {...preload}>
        {customer.nextExchangeAt ? `Prochain échange : ${formatDateTime(customer.nextExchangeAt)}` : 'Prochain échange'}
      </Button>
      <Button icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setAsked('rename')} {...preload}>
        Renommer
      </Button>
      {moves.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button key={action} variant={action === 'TO_CUSTOMER' ? 'primary' : 'secondary'} icon={<Icon size={16} aria-hidden="true" />}
            onClick={() => setAsked(action)} {...preload}>
            {CUSTOMER_ACTION_TEXTS[action].button}
          </Button>
        );
      })}
      {asked ? <ActionDialog asked={asked} customer={customer} onDone={(next) => (onChange(next), setAsked(null))} onClose={() => setAsked(null)} /> : null}
    </>
  );
}
