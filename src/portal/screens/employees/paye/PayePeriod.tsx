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
import { PAYE_MINUTES_LABELS, PAYE_PERIOD_LOCKED, payePeriodStatusLabel } from '../../../../domain/paye/labels';
import { usePortal } from '../../../context';
import { useAction } from '../../../hooks/useAction';
import { useLoad } from '../../../hooks/useLoad';
import { Fact } from '../../../kit/Fact';
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
    { key: 'label', header: 'Contrat', wide: true, cell: (c) => c.label },
    ...MINUTE_KINDS.map((kind) => ({
      key: kind, header: PAYE_MINUTES_LABELS[kind], numeric: true, nowrap: true, cell: (c: PeriodContract) => formatDuration((c.validatedMinutes ?? c.minutes)[kind]),
    })),
    { key: 'amount', header: 'Montant brut', numeric: true, nowrap: true, cell: (c) => formatCents(c.amountCents) },
    {
      key: 'hours', header: 'Heures', nowrap: true,
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
        <div className="ap-page-head">
          <h2 className="ap-panel__title" id={`paye-period-${employeeId}`}>Période en cours : {formatMonth(`${period.month}-01`)}</h2>
          <Tag tone={locked ? 'success' : 'warning'}>{payePeriodStatusLabel(locked)}</Tag>
          {locked ? null : <Button variant="primary" onClick={() => setConfirming(true)}>Valider la période</Button>}
        </div>
        {locked ? <Alert tone="info">{PAYE_PERIOD_LOCKED}</Alert> : null}
        {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
        <Table caption="Heures à valider par contrat" columns={columns} rows={period.contracts} rowKey={(c) => c.contractId} empty="Aucun contrat de paie : créez-en un pour compter les heures" />
        <div className="ap-grid">
          <PeriodEntries title="Primes" entries={period.bonuses} rules={BONUS_RULES} withLabel locked={locked} addLabel="Ajouter une prime" deleteQuestion="Voulez-vous vraiment supprimer cette prime ?"
            onAdd={(body) => client.call(addBonus, { params, body: { label: body.label ?? '', amount: body.amount } }).then(setPeriod)}
            onDelete={(entry) => client.call(deleteBonus, { params: { ...params, bonusId: entry.id } }).then(setPeriod)} />
          <PeriodEntries title="Acomptes" entries={period.downPayments} rules={DOWN_PAYMENT_RULES} locked={locked} addLabel="Ajouter un acompte" deleteQuestion="Voulez-vous vraiment supprimer cet acompte ?"
            onAdd={(body) => client.call(addDownPayment, { params, body: { amount: body.amount } }).then(setPeriod)}
            onDelete={(entry) => client.call(deleteDownPayment, { params: { ...params, downPaymentId: entry.id } }).then(setPeriod)} />
        </div>
        <dl className="ap-facts" aria-label="Totaux de la période">
          <Fact label="Heures" value={formatCents(period.totals.hoursCents)} />
          <Fact label="Indemnités" value={formatCents(period.totals.allowancesCents)} />
          <Fact label="Primes" value={formatCents(period.totals.bonusesCents)} />
          <Fact label="Acomptes" value={`− ${formatCents(period.totals.downPaymentsCents)}`} />
          <Fact label="Net à payer" value={<strong>{formatCents(period.totals.netToPayCents)}</strong>} />
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
