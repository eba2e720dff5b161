/**
 * The wallet's two forms (spec 002 §7.11), on the kit's form: a pre-payment (amount) or an hours operation (hours,
 * negative when used) with its date and label, and the initial values. An amount that does not read, or a date whose
 * text does not, blocks the save with its message (useForm, fieldReadings).
 */
import type { Wallet } from '../../../api/contract/wallet';
import { BILLING_TEXTS, WALLET_TEXTS } from '../../../domain/billing/texts';
import { parseAmountToCents } from '../../../domain/format/amount';
import { formatDecimal } from '../../../domain/format/number';
import type { FormRules } from '../../../domain/form/rules';
import { amountRule } from '../../../domain/form/typedNumbers';
import { FormFields } from '../../kit/FormFields';
import { orNull } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';

export type OperationKind = 'money' | 'hours';
export interface OperationBody {
  date: string;
  label: string;
  value: number;
}

/** Hundredths typed (1,5 → 150) as the operation holds them: cents of a pre-payment (more than 0), minutes of hours (not 0). */
function operationValue(kind: string, text: string): number | null {
  const cents = parseAmountToCents(text);
  if (kind === 'money') return cents !== null && cents > 0 ? cents : null;
  return cents !== null && cents !== 0 ? Math.round((cents * 60) / 100) : null;
}
type OperationField = 'kind' | 'date' | 'label' | 'value';
const OPERATION_RULES: FormRules<OperationField> = {
  date: { required: true },
  label: { required: true, max: 200 },
  value: { required: true, check: (text, values) => (operationValue(values.kind ?? 'money', text) === null ? BILLING_TEXTS.invalidAmount : null) },
};
const currencySign = (currency: Wallet['currency']) => (currency === 'CHF' ? 'CHF' : '€');

export function WalletOperationForm({ currency, today, onAdd }: { currency: Wallet['currency']; today: string; onAdd(kind: OperationKind, body: OperationBody): void }) {
  const form = useForm<OperationField>({ kind: 'money', date: today, label: '', value: '' }, OPERATION_RULES);
  const add = () =>
    void form.submit(async (typed) => {
      onAdd(typed.kind as OperationKind, { date: typed.date, label: typed.label.trim(), value: operationValue(typed.kind, typed.value)! });
      form.reset({ ...typed, label: '', value: '' });
    });
  return (
    <div className="ap-billing-toolbar" role="group" aria-label="Nouvelle opération">
      <FormFields form={form}>
        <SelectField label="Opération" value={form.values.kind} options={[{ value: 'money', label: 'Prépaiement' }, { value: 'hours', label: 'Heures prépayées' }]} onValueChange={(kind) => form.set('kind', kind)} />
        <DateField label="Date" {...form.field('date')} />
        <TextField label="Libellé" maxLength={200} {...form.field('label')} />
        <TextField label={form.values.kind === 'money' ? `Montant (${currencySign(currency)})` : 'Heures (décimales, négatives si utilisées)'} inputMode="decimal" {...form.field('value')} />
      </FormFields>
      <Button variant="primary" loading={form.pending} onClick={add}>
        Ajouter
      </Button>
    </div>
  );
}

type InitialField = 'value' | 'hours' | 'comment';
const INITIAL_RULES: FormRules<InitialField> = {
  // An amount or a number of hours at 0 or more, typed in hundredths.
  value: amountRule((cents) => cents >= 0, true),
  hours: amountRule((cents) => cents >= 0, true),
  comment: { max: 500 },
};

export function InitialValueForm({ wallet, onSave }: { wallet: Wallet; onSave(body: { initialValue: number; initialDurationValue: number; initialValueComment: string | null }): void }) {
  const form = useForm<InitialField>(
    { value: formatDecimal(wallet.initialValue / 100, 2), hours: formatDecimal(wallet.initialDurationValue / 60, 2), comment: wallet.initialValueComment ?? '' },
    INITIAL_RULES,
  );
  const save = () =>
    void form.submit(async (typed) =>
      onSave({ initialValue: parseAmountToCents(typed.value)!, initialDurationValue: Math.round((parseAmountToCents(typed.hours)! * 60) / 100), initialValueComment: orNull(typed.comment) }),
    );
  return (
    <div className="ap-billing-toolbar" role="group" aria-label={WALLET_TEXTS.initial}>
      <TextField label={`${WALLET_TEXTS.initial} (${currencySign(wallet.currency)})`} inputMode="decimal" {...form.field('value')} />
      <TextField label="Heures initiales" inputMode="decimal" {...form.field('hours')} />
      <TextField label="Commentaire" maxLength={500} {...form.field('comment')} />
      <Button onClick={save}>Enregistrer</Button>
    </div>
  );
}
