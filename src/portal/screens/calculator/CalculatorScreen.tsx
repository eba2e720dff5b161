/**
 * /calculator: the monthly cost of childcare at home for a family, computed as it is typed
 * (rules and wording in src/domain/calculator.ts): hours, VAT-included price and VAT, the
 * CAF's CMG, the 50 % tax credit and what the family really pays.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { computeChildcareCost, CALCULATOR_TEXTS as T, parseWeeklyHours } from '../../../domain/calculator';
import { VAT_RATE_PERMILLE, vatRateLabel, type VatRate } from '../../../domain/billing/money';
import { parseAmountToCents, formatCents } from '../../../domain/format/amount';
import { formatDuration } from '../../../domain/format/duration';
import type { FormRules } from '../../../domain/form/rules';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { Fact } from '../../kit/Fact';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

type Field = 'hours' | 'price' | 'vatRate' | 'childUnderSix' | 'cmgCeiling' | 'children';

const amount = (text: string) => (parseAmountToCents(text) ?? -1) >= 0;
const RULES: FormRules<Field> = {
  hours: { required: true, check: (text) => (parseWeeklyHours(text) === null ? T.invalidHours : null) },
  price: { required: true, check: (text) => (amount(text) ? null : T.invalidAmount) },
  cmgCeiling: { check: (text) => (amount(text) ? null : T.invalidAmount) },
  children: { check: (text) => (/^\d{1,2}$/.test(text) ? null : T.invalidAmount) },
};
const VAT_OPTIONS = (Object.keys(VAT_RATE_PERMILLE) as VatRate[]).map((rate) => ({ value: rate, label: vatRateLabel(rate) }));

export function CalculatorScreen({ title }: ScreenProps) {
  useSignals();
  const swiss = usePortal().agencyContext.agency.value?.schoolVacationZone === 'SUISSE_GEN';
  const form = useForm<Field>({ hours: '10', price: '25,00', vatRate: 'REDUIT_10_0', childUnderSix: 'true', cmgCeiling: '', children: '1' }, RULES);
  const v = form.values;
  const weeklyMinutes = parseWeeklyHours(v.hours);
  const hourlyPriceCents = parseAmountToCents(v.price);
  const cmgCeilingCents = v.cmgCeiling.trim() ? parseAmountToCents(v.cmgCeiling) : 0;
  const ready = weeklyMinutes !== null && hourlyPriceCents !== null && hourlyPriceCents >= 0 && cmgCeilingCents !== null && cmgCeilingCents >= 0;
  const result = ready
    ? computeChildcareCost({ weeklyMinutes, hourlyPriceCents, vatRate: v.vatRate as VatRate, childUnderSix: v.childUnderSix === 'true', cmgCeilingCents, children: Number(v.children) || 0 })
    : null;
  return (
    <div className="ap-record-stack">
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">{T.intro}</p>
      </div>
      {swiss ? <Alert tone="info">{T.frenchAids}</Alert> : null}
      <section className="ap-panel" aria-label="Garde">
        <h2 className="ap-panel__title">La garde</h2>
        <div className="ap-form-grid">
          <TextField label={T.hours} inputMode="decimal" required {...form.field('hours')} />
          <TextField label={T.price} inputMode="decimal" required hint="en €" {...form.field('price')} />
          <SelectField label={T.vat} options={VAT_OPTIONS} {...form.field('vatRate')} />
          <TextField label={T.children} inputMode="numeric" maxLength={2} {...form.field('children')} />
          <div className="ap-field--wide">
            <Checkbox label={T.childUnderSix} checked={v.childUnderSix === 'true'} onCheckedChange={(checked) => form.set('childUnderSix', String(checked))} />
          </div>
          {v.childUnderSix === 'true' ? (
            <TextField label={T.cmgCeiling} inputMode="decimal" hint="en €, selon les revenus et l’âge de l’enfant" {...form.field('cmgCeiling')} />
          ) : null}
        </div>
      </section>
      <section className="ap-panel" aria-label="Coût pour la famille" aria-live="polite">
        <h2 className="ap-panel__title">Coût pour la famille</h2>
        {result ? (
          <dl className="ap-facts">
            <Fact label={T.monthlyHours} value={formatDuration(result.monthlyMinutes)} />
            <Fact label={T.monthlyCost} value={formatCents(result.monthlyCostCents)} />
            <Fact label={T.vatPart} value={formatCents(result.vatCents)} />
            <Fact label={T.cmg} value={result.cmgEligible ? `− ${formatCents(result.cmgCents)}` : null} note={result.cmgEligible ? null : T.cmgNotEligible} />
            <Fact label={T.afterCmg} value={formatCents(result.afterCmgCents)} />
            <Fact label={T.taxCredit} value={`− ${formatCents(result.taxCreditCents)}`} note={T.taxCreditNote} />
            <Fact label={T.net} value={<strong>{formatCents(result.netCents)}</strong>} />
            <Fact label={T.netHourly} value={formatCents(result.netHourlyCents)} />
          </dl>
        ) : (
          <Alert tone="warning">{T.incomplete}</Alert>
        )}
      </section>
    </div>
  );
}
