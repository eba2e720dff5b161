/**
 * What a draft lets a director change before validation (spec 002 §7.3): its adjustments
 * (discounts or extras, VAT-included), the price grid that prices it (optionally the
 * customer's for the next bills too), the first and last prestation dates printed and the
 * client's custom attributes of bills.
 */
import { useState } from 'react';
import { Plus, Trash } from 'tabler-icons-react';
import {
  deleteBillAdjustments, selectBillPriceGrid, updateBillAdjustments, updateBillCustomAttributes, updateCustomFirstPrestationDate, updateCustomLastPrestationDate, type BillDetail,
} from '../../../api/contract/billing';
import { customerPriceGrids, relevantPriceGrid, searchPriceGrids } from '../../../api/contract/pricing';
import { billPricingDate, gridChoiceLabel, relevantGridHint } from '../../../domain/billing/priceGrids';
import type { FormRules } from '../../../domain/form/rules';
import { amountRule, decimalRule, readDecimal } from '../../../domain/form/typedNumbers';
import { formatCents, parseAmountToCents } from '../../../domain/format/amount';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { FormFields } from '../../kit/FormFields';
import { useForm } from '../../kit/useForm';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';

const ADJUSTMENT_RULES: FormRules<'label' | 'amount'> = { label: { required: true }, amount: amountRule((cents) => cents !== 0, true) };

export function BillDraftEdits({ bill, run }: { bill: BillDetail; run(work: () => Promise<unknown>): void }) {
  const { client } = usePortal();
  // Three kit forms: a field whose text does not read (a date, an amount, a number) stops its save with its message.
  const adjustment = useForm({ label: '', amount: '' }, ADJUSTMENT_RULES);
  const [gridId, setGridId] = useState(String(bill.priceGrid?.id ?? ''));
  const [onContract, setOnContract] = useState(false);
  const dates = useForm({ first: bill.customFirstPrestationDate ?? '', last: bill.customLastPrestationDate ?? '' }, {});
  const attributes = useForm<string>(
    Object.fromEntries(bill.customAttributes.map((a) => [a.name, a.value ?? ''])),
    Object.fromEntries(bill.customAttributes.filter((a) => a.type === 'NUMBER').map((a) => [a.name, decimalRule()])),
  );
  const pricingDate = billPricingDate(bill);
  // The grids a bill may take: the agency's own (no customer) and the customer's.
  const own = useCall(customerPriceGrids, { params: { id: bill.customer.id } }).data;
  const agencyGrids = useCall(searchPriceGrids, { body: { pageSize: 100 } }).data;
  const grids = own && agencyGrids ? [...agencyGrids.content.filter((g) => g.customer === null), ...own] : null;
  const relevant = useCall(relevantPriceGrid, { params: { id: bill.customer.id, date: pricingDate } });
  const money = (value: number) => formatCents(value, { currency: bill.currency });
  const adjustments = bill.adjustments.map((a) => ({ label: a.label, vatIncluded: a.vatIncluded }));
  // The forms' submits read the values of the last keystroke, not of the last render (a click right after typing).
  const addAdjustment = async () => {
    const added = await adjustment.submit(async ({ label, amount }) =>
      run(() => client.call(updateBillAdjustments, { params: { id: bill.id }, body: { adjustments: [...adjustments, { label: label.trim(), vatIncluded: parseAmountToCents(amount)! }] } })),
    );
    if (added) adjustment.reset();
  };
  const saveDates = () =>
    dates.submit(async ({ first, last }) =>
      run(async () => {
        await client.call(updateCustomFirstPrestationDate, { params: { id: bill.id }, body: { date: first || null } });
        await client.call(updateCustomLastPrestationDate, { params: { id: bill.id }, body: { date: last || null } });
      }),
    );
  // A number attribute is sent as a native number field gave it ('12.5'), whichever separator was typed.
  const attributeValue = (name: string, value: string) => {
    const text = value.trim();
    const number = bill.customAttributes.find((a) => a.name === name)?.type === 'NUMBER' && text ? readDecimal(text) : null;
    return number === null ? text || null : String(number);
  };
  const saveAttributes = () =>
    attributes.submit(async (values) =>
      run(() => client.call(updateBillCustomAttributes, { params: { id: bill.id }, body: { values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, attributeValue(k, v)])) } })),
    );
  return (
    <section className="ap-bill-section" aria-labelledby="bill-draft-edits">
      <h2 id="bill-draft-edits">Avant validation</h2>
      {bill.adjustments.length ? (
        <ul>
          {bill.adjustments.map((a, index) => (
            <li key={a.id}>
              {a.label} : {money(a.vatIncluded)}{' '}
              <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Retirer l’ajustement « ${a.label} »`}
                onClick={() => run(() => (adjustments.length === 1 ? client.call(deleteBillAdjustments, { params: { id: bill.id } }) : client.call(updateBillAdjustments, { params: { id: bill.id }, body: { adjustments: adjustments.filter((_, i) => i !== index) } })))} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ap-billing-toolbar" role="group" aria-label="Nouvel ajustement">
        <TextField label="Ajustement" maxLength={200} {...adjustment.field('label')} />
        <TextField label={`Montant TTC (${bill.currency === 'CHF' ? 'CHF' : '€'}, négatif pour une remise)`} inputMode="decimal" {...adjustment.field('amount')} />
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => void addAdjustment()}>
          Ajouter l’ajustement
        </Button>
      </div>
      <div className="ap-billing-toolbar" role="group" aria-label="Grille tarifaire">
        <SelectField label="Grille tarifaire" value={gridId} options={[{ value: '', label: '—' }, ...(grids ?? []).map((g) => ({ value: String(g.id), label: gridChoiceLabel(g) }))]} onValueChange={setGridId} />
        <Checkbox label="Aussi sur le contrat" checked={onContract} onCheckedChange={setOnContract} />
        <Button disabled={!gridId} onClick={() => run(() => client.call(selectBillPriceGrid, { params: { id: bill.id, gridId: Number(gridId) }, query: { alsoChangeOnBillContract: onContract ? 'true' : 'false' } }))}>Appliquer la grille</Button>
        {!relevant.loading ? <p className="ap-muted">{relevantGridHint(pricingDate, relevant.data)}</p> : null}
      </div>
      <div className="ap-billing-toolbar" role="group" aria-label="Dates de prestation imprimées">
        <FormFields form={dates}>
          <DateField label="Première prestation" {...dates.field('first')} />
          <DateField label="Dernière prestation" {...dates.field('last')} />
        </FormFields>
        <Button onClick={() => void saveDates()}>Enregistrer les dates</Button>
      </div>
      {bill.customAttributes.length ? (
        <div className="ap-billing-toolbar" role="group" aria-label="Attributs personnalisés">
          <FormFields form={attributes}>
            {bill.customAttributes.map((attribute) => {
              const props = { label: attribute.label, ...attributes.field(attribute.name) };
              // A date in French (JJ/MM/AAAA), as every date of the portal; its value stays ISO. A number is typed as text and read.
              return attribute.type === 'DATE' ? (
                <DateField key={attribute.name} {...props} />
              ) : (
                <TextField key={attribute.name} {...props} inputMode={attribute.type === 'NUMBER' ? 'decimal' : undefined} maxLength={200} />
              );
            })}
          </FormFields>
          <Button onClick={() => void saveAttributes()}>Enregistrer les attributs</Button>
        </div>
      ) : null}
    </section>
  );
}
