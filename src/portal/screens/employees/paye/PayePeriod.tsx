/**
 * The current paye period of an employee: its status, per contract the hours counted from the
 * planning (nights, Sundays, holidays) with « Valider » for the hours and the allowances, the
 * bonuses and down payments (added, deleted; a down payment not above what remains to pay), the
 * totals and « Valider la période » (once everything is validated, after a confirmation: a
 * validated period is locked; before, the dialog lists what is missing), its notes, and the
 * earlier periods to read. Every call answers the period, shown as it comes.
 */
import { useState } from 'react';
import {
  addBonus, addDownPayment, currentPeriodData, deleteBonus, deleteDownPayment, updatePeriodStatus, validateAllowances, validateHours, type PeriodContract, type PeriodData,
} from '../../../../api/contract/paye';
import { formatMonth } from '../../../../domain/format/date';
import { BONUS_RULES, downPaymentRules } from '../../../../domain/paye/forms';
import { PAYE_PERIOD_LOCKED, payePeriodStatusLabel } from '../../../../domain/paye/labels';
import { missingValidations, PERIOD_INCOMPLETE_INTRO } from '../../../../domain/paye/rules';
import { usePortal } from '../../../context';
import { useAction } from '../../../kit/useAction';
import { useCall } from '../../../kit/useQuery';
import { useLatestAnswer } from '../../../kit/useLatestAnswer';
import { useReloadOn } from '../../../kit/useReloadOn';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { Loading } from '../../../ui/Spinner';
import { Tag } from '../../../ui/Tag';
import { PastPeriods } from './PastPeriods';
import { PeriodEntries } from './PeriodEntries';
import { PeriodTable, PeriodTotals } from './PeriodFigures';
import { PeriodNotes } from './PeriodNotes';

export function PayePeriod({ employeeId, version }: { employeeId: number; version: number }) {
  const { client } = usePortal();
  const loaded = useCall(currentPeriodData, { params: { id: employeeId } });
  useReloadOn(version, loaded);
  // Each change answers the period: shown until the read answers again (another change of the paye).
  const [period, setPeriod] = useLatestAnswer(loaded.data);
  const [confirming, setConfirming] = useState(false);
  /** Runs a call that answers the period, and shows it. */
  const action = useAction(async (call: () => Promise<PeriodData>) => setPeriod(await call()));
  const params = { id: employeeId };

  if (!period) return loaded.loading ? <Loading /> : null;
  const locked = period.validated;
  const missing = missingValidations(period.contracts);
  const validate = {
    disabled: locked,
    hours: (c: PeriodContract) => void action.run(() => client.call(validateHours, { params: { ...params, cid: c.contractId } })),
    allowances: (c: PeriodContract) => void action.run(() => client.call(validateAllowances, { params: { ...params, cid: c.contractId } })),
  };

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
        <PeriodTable period={period} caption="Heures à valider par contrat" onValidate={validate} />
        <div className="ap-paye-entries">
          <PeriodEntries title="Primes" entries={period.bonuses} rules={BONUS_RULES} withLabel locked={locked} addLabel="Ajouter une prime" deleteQuestion="Voulez-vous vraiment supprimer cette prime ?"
            onAdd={(body) => client.call(addBonus, { params, body: { label: body.label ?? '', amount: body.amount } }).then(setPeriod)}
            onDelete={(entry) => client.call(deleteBonus, { params: { ...params, bonusId: entry.id } }).then(setPeriod)} />
          <PeriodEntries title="Acomptes" entries={period.downPayments} rules={downPaymentRules(period.totals.toPayBeforeContributionsCents)} locked={locked}
            addLabel="Ajouter un acompte" deleteQuestion="Voulez-vous vraiment supprimer cet acompte ?"
            onAdd={(body) => client.call(addDownPayment, { params, body: { amount: body.amount } }).then(setPeriod)}
            onDelete={(entry) => client.call(deleteDownPayment, { params: { ...params, downPaymentId: entry.id } }).then(setPeriod)} />
        </div>
        <PeriodTotals period={period} />
        {confirming && missing.length ? (
          <Modal title="Valider la période" role="alertdialog" width={480} onClose={() => setConfirming(false)}>
            <p>{PERIOD_INCOMPLETE_INTRO} :</p>
            <ul aria-label="Ce qui reste à valider">{missing.map((line) => <li key={line}>{line}</li>)}</ul>
          </Modal>
        ) : null}
        {confirming && !missing.length ? (
          <ConfirmDialog title="Valider la période" confirmLabel="Valider" pending={action.pending}
            onConfirm={() => void action.run(() => client.call(updatePeriodStatus, { params, body: { validated: true } })).finally(() => setConfirming(false))}
            onCancel={() => setConfirming(false)}>
            <p>Une fois validée, la période ne peut plus être modifiée.</p>
          </ConfirmDialog>
        ) : null}
      </section>
      <PeriodNotes employeeId={employeeId} period={period} onChange={setPeriod} />
      <PastPeriods employeeId={employeeId} version={version} />
    </>
  );
}
