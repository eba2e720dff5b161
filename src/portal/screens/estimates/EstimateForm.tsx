/**
 * The form of a draft estimate (new-estimate, and a draft's edition): prestation type of the
 * agency, price grid (by default the one that applies to the customer), the weekly planning
 * wanted with its repetition and period, comments. « Calculer le planning » shows the sessions
 * and weeks the server computes; saving answers the estimate with its amounts.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { CUSTOMER_TYPES } from '../../../api/contract/customers';
import { computeEstimatePlanning, type ComputedPlanning, type Estimate, type EstimateAmounts, type EstimateBody } from '../../../api/contract/estimates';
import { customerPriceGrids, relevantPriceGrid } from '../../../api/contract/pricing';
import { draftAmounts } from '../../../domain/estimates/amounts';
import { currencyOfAgency } from '../../../domain/format/amount';
import { ESTIMATE_FORM_RULES, NEW_SLOT, estimateBodyOfForm, estimateFormValues, planningOfForm, slotErrors, type EstimateField, type SlotDraft } from '../../../domain/estimates/form';
import { REPETITION_TYPES, REPETITION_TYPE_LABELS } from '../../../domain/estimates/planning';
import { usePortal } from '../../context';
import { useAgencyLists } from '../../kit/useAgencyLists';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useCall } from '../../kit/useQuery';
import { FormFields } from '../../kit/FormFields';
import { useForm, type FieldProps } from '../../kit/useForm';
import { useLeaveGuard } from '../../kit/useLeaveGuard';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { CommentField } from '../../ui/CommentField';
import { DateField } from '../../ui/DateField';
import { PlanningPreview } from './PlanningPreview';
import { SlotsEditor } from './SlotsEditor';

const REPETITION_OPTIONS = REPETITION_TYPES.map((type) => ({ value: type, label: REPETITION_TYPE_LABELS[type] }));

export interface EstimateFormProps {
  customerId: number;
  /** A family gets the tax credit's estimate. */
  customerType: (typeof CUSTOMER_TYPES)[number];
  /** The draft being edited; none for a new estimate. */
  estimate?: Estimate;
  submitLabel: string;
  save(body: EstimateBody): Promise<void>;
  onCancel?: () => void;
}

export function EstimateForm({ customerId, customerType, estimate, submitLabel, save, onCancel }: EstimateFormProps) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const form = useForm<EstimateField>(estimateFormValues(estimate), ESTIMATE_FORM_RULES);
  // The slots of the last change, ahead of any render: a time read at the submit gives its slot its value at once.
  const [slots, setSlots, latestSlots] = useLatestState<SlotDraft[]>(() => estimate?.planning?.slots.map((s) => ({ ...s, weekDay: String(s.weekDay) })) ?? [NEW_SLOT]);
  const [slotsTouched, setSlotsTouched] = useState(false);
  const [checkedSlots, setCheckedSlots] = useState<Record<string, string>>({});
  const [computed, setComputed] = useState<{ planning: ComputedPlanning; amounts: EstimateAmounts | null } | null>(null);
  useLeaveGuard(form.dirty || slotsTouched);
  const grids = useCall(customerPriceGrids, { params: { id: customerId } });
  const lists = useAgencyLists();
  const types = (lists?.prestationTypes ?? []).filter((type) => !type.archived || type.id === estimate?.prestationType?.id);

  const slotsOk = () => {
    const errors = slotErrors(latestSlots());
    setCheckedSlots(errors);
    return Object.keys(errors).length === 0;
  };
  const compute = useAction(async () => {
    setComputed(null);
    // A planning computed from a day or a time that does not read would not be the one on screen.
    if (form.readings.unread() !== null || !slotsOk()) return;
    const values = form.values;
    const planning = await client.call(computeEstimatePlanning, { body: planningOfForm(values, latestSlots()) });
    // The amounts as the server will compute them: the grid that applies at the start, the type's VAT.
    const type = types.find((t) => String(t.id) === values.prestationTypeId);
    const grid = type
      ? await client.call(relevantPriceGrid, {
          params: { id: customerId, date: values['planning.periodStartDate'] },
          query: values.priceGridId ? { selectedPriceGridId: Number(values.priceGridId) } : {},
        })
      : null;
    setComputed({ planning, amounts: type ? draftAmounts(planning.minutes, grid, type, lists?.productTypes ?? [], customerType) : null });
  });
  const submit = async () => {
    // The fields' texts first (a time typed and not yet left gives its slot its value), then the slots.
    form.readings.unread();
    if (!slotsOk()) return;
    if (await form.submit((values) => save(estimateBodyOfForm(values, latestSlots())))) setSlotsTouched(false);
  };

  return (
    <form className="ap-record-stack" noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
      <FormFields form={form}>
      <section className="ap-panel" aria-label="Prestation et période">
        <h2 className="ap-panel__title">Prestation et période</h2>
        <div className="ap-form-grid">
        <SelectField
          label="Type de prestation"
          {...fieldOf(form.field('prestationTypeId'))}
          options={[{ value: '', label: 'Choisir…' }, ...types.map((type) => ({ value: String(type.id), label: type.label }))]}
        />
        <SelectField
          label="Grille tarifaire"
          {...fieldOf(form.field('priceGridId'))}
          options={[{ value: '', label: 'Celle qui s’applique au client' }, ...(grids.data ?? []).map((grid) => ({ value: String(grid.id), label: grid.label }))]}
        />
        <SelectField label="Répétition" {...fieldOf(form.field('planning.repetitionType'))} options={REPETITION_OPTIONS} />
        <DateField label="Début de la période" required {...fieldOf(form.field('planning.periodStartDate'))} />
        <DateField label="Fin de la période" required min={form.values['planning.periodStartDate'] || undefined} {...fieldOf(form.field('planning.periodEndDate'))} />
        </div>
      </section>
      <SlotsEditor slots={slots} errors={checkedSlots} onChange={(update) => (setSlots(update), setSlotsTouched(true), setComputed(null))} />
      <CommentField label="Commentaires" max={2000} {...fieldOf(form.field('comments'))} />
      {form.message ? <Alert tone="warning">{form.message}</Alert> : null}
      {compute.error ? <Alert tone="danger">{compute.error}</Alert> : null}
      <div className="ap-record-head__actions">
        {onCancel ? <Button onClick={onCancel}>Annuler</Button> : null}
        <Button loading={compute.pending} onClick={() => void compute.run()}>
          Calculer le planning
        </Button>
        <Button type="submit" variant="primary" loading={form.pending}>
          {submitLabel}
        </Button>
      </div>
      {computed ? <PlanningPreview planning={computed.planning} amounts={computed.amounts} currency={currencyOfAgency(agencyContext.agency.value)} /> : null}
      </FormFields>
    </form>
  );
}

/** A form field's props as the select, date and comment widgets take them. */
function fieldOf(field: FieldProps) {
  return { value: field.value, onValueChange: field.onValueChange, error: field.error };
}
