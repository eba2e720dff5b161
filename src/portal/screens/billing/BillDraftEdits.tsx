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
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { formatCents, parseAmountToCents } from '../../../domain/format/amount';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useLatestState } from '../../hooks/useLatestState';
import { useCall } from '../../hooks/useQuery';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';

export function BillDraftEdits({ bill, run }: { bill: BillDetail; run(work: () => Promise<unknown>): void }) {
  const { client } = usePortal();
  const [adjustment, setAdjustment, latestAdjustment] = useLatestState({ label: '', amount: '' });
  const [checked, setChecked] = useState(false);
  const [gridId, setGridId] = useState(String(bill.priceGrid?.id ?? ''));
  const [onContract, setOnContract] = useState(false);
  const [dates, setDates, latestDates] = useLatestState({ first: bill.customFirstPrestationDate ?? '', last: bill.customLastPrestationDate ?? '' });
  const [attributes, setAttributes, latestAttributes] = useLatestState<Record<string, string>>(Object.fromEntries(bill.customAttributes.map((a) => [a.name, a.value ?? ''])));
  const pricingDate = billPricingDate(bill);
  // The grids a bill may take: the agency's own (no customer) and the customer's.
  const own = useCall(customerPriceGrids, { params: { id: bill.customer.id } }).data;
  const agencyGrids = useCall(searchPriceGrids, { body: { pageSize: 100 } }).data;
  const grids = own && agencyGrids ? [...agencyGrids.content.filter((g) => g.customer === null), ...own] : null;
  const relevant = useCall(relevantPriceGrid, { params: { id: bill.customer.id, date: pricingDate } });
  const adjustmentErrors = ({ label, amount }: typeof adjustment) => {
    const cents = parseAmountToCents(amount);
    return { label: label.trim() ? null : MESSAGES.required, amount: cents === null || cents === 0 ? BILLING_TEXTS.invalidAmount : null, cents };
  };
  const errors = adjustmentErrors(adjustment);
  const money = (value: number) => formatCents(value, { currency: bill.currency });
  const adjustments = bill.adjustments.map((a) => ({ label: a.label, vatIncluded: a.vatIncluded }));
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
        <TextField label="Ajustement" value={adjustment.label} maxLength={200} onValueChange={(label) => setAdjustment((current) => ({ ...current, label }))} error={checked ? errors.label : null} />
        <TextField label={`Montant TTC (${bill.currency === 'CHF' ? 'CHF' : '€'}, négatif pour une remise)`} inputMode="decimal" value={adjustment.amount}
          onValueChange={(amount) => setAdjustment((current) => ({ ...current, amount }))} error={checked ? errors.amount : null} />
        <Button icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => {
            setChecked(true);
            // The adjustment of the last keystroke, not of the last render (a click right after typing).
            const typed = latestAdjustment();
            const found = adjustmentErrors(typed);
            if (found.label || found.amount) return;
            run(() => client.call(updateBillAdjustments, { params: { id: bill.id }, body: { adjustments: [...adjustments, { label: typed.label.trim(), vatIncluded: found.cents! }] } }));
            setAdjustment({ label: '', amount: '' });
            setChecked(false);
          }}>
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
        <DateField label="Première prestation" value={dates.first} onValueChange={(first) => setDates((current) => ({ ...current, first }))} />
        <DateField label="Dernière prestation" value={dates.last} onValueChange={(last) => setDates((current) => ({ ...current, last }))} />
        <Button onClick={() => run(async () => {
          const { first, last } = latestDates();
          await client.call(updateCustomFirstPrestationDate, { params: { id: bill.id }, body: { date: first || null } });
          await client.call(updateCustomLastPrestationDate, { params: { id: bill.id }, body: { date: last || null } });
        })}>Enregistrer les dates</Button>
      </div>
      {bill.customAttributes.length ? (
        <div className="ap-billing-toolbar" role="group" aria-label="Attributs personnalisés">
          {bill.customAttributes.map((attribute) => {
            const props = { label: attribute.label, value: attributes[attribute.name] ?? '', onValueChange: (value: string) => setAttributes((current) => ({ ...current, [attribute.name]: value })) };
            // A date in French (JJ/MM/AAAA), as every date of the portal; its value stays ISO.
            return attribute.type === 'DATE' ? (
              <DateField key={attribute.name} {...props} />
            ) : (
              <TextField key={attribute.name} {...props} type={attribute.type === 'NUMBER' ? 'number' : 'text'} maxLength={200} />
            );
          })}
          {/* The attributes of the last keystroke, not of the last render (a click right after typing). */}
          <Button onClick={() => run(() => client.call(updateBillCustomAttributes, { params: { id: bill.id }, body: { values: Object.fromEntries(Object.entries(latestAttributes()).map(([k, v]) => [k, v.trim() || null])) } }))}>
            Enregistrer les attributs
          </Button>
        </div>
      ) : null}
    </section>
  );
}
