/**
 * A paye period's figures, for the current period and the earlier ones read-only: per contract
 * the hours counted (nights, Sundays, holidays), the gross pay with the increases it includes,
 * the allowances and whether each is validated (a « Valider » where `onValidate` is given), then
 * the totals. Negative amounts are written by `formatCents`, as everywhere.
 */
import type { PeriodContract, PeriodData } from '../../../../api/contract/paye';
import { formatCents } from '../../../../domain/format/amount';
import { formatDuration } from '../../../../domain/format/duration';
import { PAYE_MINUTES_HEADERS, PAYE_TOTAL_LABELS } from '../../../../domain/paye/labels';
import { Button } from '../../../ui/Button';
import { Table, type Column } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';

const MINUTE_KINDS = ['total', 'night', 'sunday', 'holiday'] as const;

export interface ValidateActions {
  disabled: boolean;
  hours(line: PeriodContract): void;
  allowances(line: PeriodContract): void;
}

/** Validated, or the button that validates it, or (read-only) not validated. */
function validation(done: boolean, label: string, onClick: (() => void) | null, disabled: boolean) {
  if (done) return <Tag tone="success">Validées</Tag>;
  if (!onClick) return <Tag tone="warning">Non validées</Tag>;
  return <Button disabled={disabled} aria-label={label} onClick={onClick}>Valider</Button>;
}

export function PeriodTable({ period, caption, onValidate }: { period: PeriodData; caption: string; onValidate?: ValidateActions }) {
  const columns: Column<PeriodContract>[] = [
    { key: 'label', header: 'Contrat', cell: (c) => c.label },
    ...MINUTE_KINDS.map((kind) => ({
      key: kind, header: PAYE_MINUTES_HEADERS[kind], numeric: true, nowrap: true, cell: (c: PeriodContract) => formatDuration((c.validatedMinutes ?? c.minutes)[kind]),
    })),
    {
      key: 'amount', header: 'Brut', numeric: true, nowrap: true,
      cell: (c) => (
        <>
          {formatCents(c.amountCents)}
          {c.increasesCents ? <span className="ap-cell-sub">dont majorations {formatCents(c.increasesCents)}</span> : null}
        </>
      ),
    },
    {
      key: 'hours', header: 'Heures validées', nowrap: true,
      cell: (c) => validation(!!c.validatedMinutes, `Valider les heures du contrat ${c.label}`, onValidate ? () => onValidate.hours(c) : null, !!onValidate?.disabled),
    },
    { key: 'allowances', header: 'Indemnités', numeric: true, nowrap: true, cell: (c) => formatCents(c.allowancesCents) },
    {
      key: 'allowancesStatus', header: 'Indemnités validées', nowrap: true,
      cell: (c) => validation(c.allowancesValidated, `Valider les indemnités du contrat ${c.label}`, onValidate ? () => onValidate.allowances(c) : null, !!onValidate?.disabled),
    },
  ];
  return (
    <div className="ap-paye-table">
      <Table caption={caption} columns={columns} rows={period.contracts} rowKey={(c) => c.contractId} empty="Aucun contrat de paie : créez-en un pour compter les heures" />
    </div>
  );
}

export function PeriodTotals({ period, label = 'Totaux de la période' }: { period: PeriodData; label?: string }) {
  const { totals } = period;
  return (
    <dl className="ap-paye-totals" aria-label={label}>
      <Total label={PAYE_TOTAL_LABELS.hours} value={formatCents(totals.hoursCents)} />
      <Total label={PAYE_TOTAL_LABELS.allowances} value={formatCents(totals.allowancesCents)} />
      <Total label={PAYE_TOTAL_LABELS.bonuses} value={formatCents(totals.bonusesCents)} />
      <Total label={PAYE_TOTAL_LABELS.downPayments} value={formatCents(-totals.downPaymentsCents)} />
      <Total label={PAYE_TOTAL_LABELS.toPay} value={formatCents(totals.toPayBeforeContributionsCents)} net />
    </dl>
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
