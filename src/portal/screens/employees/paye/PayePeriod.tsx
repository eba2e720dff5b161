/**
 * The current paye period of an employee: its status, per contract the hours counted from the
 * planning (nights, Sundays, holidays) with « Valider » for the hours and the allowances, the
 * bonuses and down payments (added, deleted), the totals and « Valider la période » (after a
 * confirmation: a validated period is locked), and its notes. Every call answers the period, shown as it comes.
 */
import { useEffect, useState } from 'react';
import {
  addBonus, addDownPayment, currentPeriodData, deleteBonus, deleteDownPayment, updatePeriodStatus, validateAllowances, validateHours, type PeriodContract, type PeriodData,
} from '../../../../api/contract/paye';
import { formatCents } from '../../../../domain/format/amount';
import { formatMonth } from '../../../../domain/format/date';
import { formatDuration } from '../../../../domain/format/duration';
import { BONUS_RULES, DOWN_PAYMENT_RULES } from '../../../../domain/paye/forms';
import { PAYE_MINUTES_HEADERS, PAYE_PERIOD_LOCKED, payePeriodStatusLabel } from '../../../../domain/paye/labels';
import { usePortal } from '../../../context';
import { useAction } from '../../../hooks/useAction';
import { useLoad } from '../../../hooks/useLoad';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Loading } from '../../../ui/Spinner';
import { Table, type Column } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { PeriodEntries } from './PeriodEntries';
import { PeriodNotes } from './PeriodNotes';

const MINUTE_KINDS = ['total', 'night', 'sunday', 'holiday'] as const;

export function PayePeriod({ employeeId, version }: { employeeId: number; version: number }) {
  const { client } = usePortal();
  const loaded = useLoad(() => client.call(currentPeriodData, { params: { id: employeeId } }), [client, employeeId, version]);
  const [period, setPeriod] = useState<PeriodData | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setPeriod(loaded.data), [loaded.data]);
  /** Runs a call that answers the period, and shows it. */
  const action = useAction(async (call: () => Promise<PeriodData>) => setPeriod(await call()));
  const params = { id: employeeId };

  if (!period) return loaded.loading ? <Loading /> : null;
  const locked = period.validated;
  const columns: Column<PeriodContract>[] = [
    { key: 'label', header: 'Contrat', cell: (c) => c.label },
    ...MINUTE_KINDS.map((kind) => ({
      key: kind, header: PAYE_MINUTES_HEADERS[kind], numeric: true, nowrap: true, cell: (c: PeriodContract) => formatDuration((c.validatedMinutes ?? c.minutes)[kind]),
    })),
    { key: 'amount', header: 'Brut', numeric: true, nowrap: true, cell: (c) => formatCents(c.amountCents) },
    {
      key: 'hours', header: 'Heures validées', nowrap: true,
      cell: (c) => (c.validatedMinutes ? <Tag tone="success">Validées</Tag> : (
        <Button disabled={locked} aria-label={`Valider les heures du contrat ${c.label}`} onClick={() => void action.run(() => client.call(validateHours, { params: { ...params, cid: c.contractId } }))}>Valider</Button>
      )),
    },
    { key: 'allowances', header: 'Indemnités', numeric: true, nowrap: true, cell: (c) => formatCents(c.allowancesCents) },
    {
      key: 'allowancesStatus', header: 'Indemnités validées', nowrap: true,
      cell: (c) => (c.allowancesValidated ? <Tag tone="success">Validées</Tag> : (
        <Button disabled={locked} aria-label={`Valider les indemnités du contrat ${c.label}`} onClick={() => void action.run(() => client.call(validateAllowances, { params: { ...params, cid: c.contractId } }))}>Valider</Button>
      )),
    },
  ];

  return (
    <>
      <section className="ap-panel" aria-labelledby={`paye-period-${employeeId}`}>
        <div className="ap-page-head ap-page-head--actions">
          <div className="ap-paye-head">
            <h2 className="ap-panel__title" id={`paye-period-${employeeId}`}>Période en cours : {formatMonth(`${period.month}-01`)}</h2>
            <Tag tone={locked ? 'success' : 'warning'}>{payePeriodStatusLabel(locked)}</Tag>
          </div>
          {locked ? null : <Button variant="primary" onClick={() => setConfirming(true)}>Valider la période</Button>}
        </div>
        {locked ? <Alert tone="info">{PAYE_PERIOD_LOCKED}</Alert> : null}
        {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
        <div className="ap-paye-table">
          <Table caption="Heures à valider par contrat" columns={columns} rows={period.contracts} rowKey={(c) => c.contractId} empty="Aucun contrat de paie : créez-en un pour compter les heures" />
        </div>
        <div className="ap-paye-entries">
          <PeriodEntries title="Primes" entries={period.bonuses} rules={BONUS_RULES} withLabel locked={locked} addLabel="Ajouter une prime" deleteQuestion="Voulez-vous vraiment supprimer cette prime ?"
            onAdd={(body) => client.call(addBonus, { params, body: { label: body.label ?? '', amount: body.amount } }).then(setPeriod)}
            onDelete={(entry) => client.call(deleteBonus, { params: { ...params, bonusId: entry.id } }).then(setPeriod)} />
          <PeriodEntries title="Acomptes" entries={period.downPayments} rules={DOWN_PAYMENT_RULES} locked={locked} addLabel="Ajouter un acompte" deleteQuestion="Voulez-vous vraiment supprimer cet acompte ?"
            onAdd={(body) => client.call(addDownPayment, { params, body: { amount: body.amount } }).then(setPeriod)}
            onDelete={(entry) => client.call(deleteDownPayment, { params: { ...params, downPaymentId: entry.id } }).then(setPeriod)} />
        </div>
        <dl className="ap-paye-totals" aria-label="Totaux de la période">
          <Total label="Heures" value={formatCents(period.totals.hoursCents)} />
          <Total label="Indemnités" value={formatCents(period.totals.allowancesCents)} />
          <Total label="Primes" value={formatCents(period.totals.bonusesCents)} />
          <Total label="Acomptes" value={`− ${formatCents(period.totals.downPaymentsCents)}`} />
          <Total label="Net à payer" value={formatCents(period.totals.netToPayCents)} net />
        </dl>
        {confirming ? (
          <ConfirmDialog title="Valider la période" confirmLabel="Valider" pending={action.pending}
            onConfirm={() => void action.run(() => client.call(updatePeriodStatus, { params, body: { validated: true } })).finally(() => setConfirming(false))}
            onCancel={() => setConfirming(false)}>
            <p>Une fois validée, la période ne peut plus être modifiée.</p>
          </ConfirmDialog>
        ) : null}
      </section>
      <PeriodNotes employeeId={employeeId} period={period} onChange={setPeriod} />
    </>
  );
}

/** One figure of the period's totals, in the row under the bonuses and down payments. */
function Total({ label, value, net = false }: { label: string; value: string; net?: boolean }) {
  return (
    <div className={net ? 'ap-paye-totals__net' : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
