/**
 * The actions of an employee's or candidate's header (spec 001 §4): those its status allows
 * (« Passer en salarié » for a candidate, archive, unarchive: src/domain/employees/actions.ts),
 * each confirmed, and the next exchange, its own dialog and call.
 */
import { useState } from 'react';
import { Archive, ArchiveOff, CalendarEvent, UserCheck } from 'tabler-icons-react';
import {
  archiveEmployee,
  turnCandidateToEmployee,
  unarchiveEmployee,
  updateEmployeeNextExchange,
  type EmployeeDetails,
} from '../../../api/contract/employeeRecord';
import { EMPLOYEE_ACTION_TEXTS, allowedEmployeeActions, type EmployeeAction } from '../../../domain/employees/actions';
import { formatDateTime } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { NextExchangeDialog } from '../../kit/NextExchangeDialog';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const MOVES = { TO_EMPLOYEE: turnCandidateToEmployee, ARCHIVE: archiveEmployee, UNARCHIVE: unarchiveEmployee } as const;
const ICONS = { TO_EMPLOYEE: UserCheck, ARCHIVE: Archive, UNARCHIVE: ArchiveOff } as const;

export function EmployeeActions({ employee, onChange }: { employee: EmployeeDetails; onChange(employee: EmployeeDetails): void }) {
  const { client } = usePortal();
  const [asked, setAsked] = useState<EmployeeAction | 'nextExchange' | null>(null);
  const id = employee.id;
  const move = useAction(async (action: EmployeeAction) => {
    onChange(await client.call(MOVES[action], { params: { id } }));
    setAsked(null);
  });
  const name = `${employee.firstName} ${employee.lastName}`;
  return (
    <>
      <Button icon={<CalendarEvent size={16} aria-hidden="true" />} onClick={() => setAsked('nextExchange')}>
        {employee.nextExchangeAt ? `Prochain échange : ${formatDateTime(employee.nextExchangeAt)}` : 'Prochain échange'}
      </Button>
      {allowedEmployeeActions(employee).map((action) => {
        const Icon = ICONS[action];
        return (
          <Button key={action} variant={action === 'TO_EMPLOYEE' ? 'primary' : 'secondary'} icon={<Icon size={16} aria-hidden="true" />} onClick={() => setAsked(action)}>
            {EMPLOYEE_ACTION_TEXTS[action].button}
          </Button>
        );
      })}
      {asked && asked !== 'nextExchange' ? (
        <ConfirmDialog
          title={EMPLOYEE_ACTION_TEXTS[asked].title}
          confirmLabel={EMPLOYEE_ACTION_TEXTS[asked].button}
          pending={move.pending}
          onConfirm={() => void move.run(asked)}
          onCancel={() => {
            move.reset();
            setAsked(null);
          }}
        >
          <p>{EMPLOYEE_ACTION_TEXTS[asked].question(name)}</p>
          {move.error ? <Alert tone="danger">{move.error}</Alert> : null}
        </ConfirmDialog>
      ) : null}
      {asked === 'nextExchange' ? (
        <NextExchangeDialog
          current={employee.nextExchangeAt}
          save={async (nextExchangeDate) => {
            onChange(await client.call(updateEmployeeNextExchange, { params: { id }, body: { nextExchangeDate } }));
            setAsked(null);
          }}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </>
  );
}
