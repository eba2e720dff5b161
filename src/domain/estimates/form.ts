/**
 * The estimate form (/customers/{id}/new-estimate, and a draft's edition): its fields named by
 * the paths the server's errors use (`planning.periodEndDate`…), so that a 400 lands on its
 * field; the weekly slots beside them; the body sent. Times and dates are checked by the
 * widgets and the contract; here, what a director must fill in.
 */
import type { FormRules } from '../form/rules';
import { isTime } from '../time';
import { MESSAGES } from '../messages';
import type { WeekDay } from '../calendar';
import type { RepetitionType, WeeklySlot } from './planning';

export type EstimateField = 'prestationTypeId' | 'priceGridId' | 'planning.repetitionType' | 'planning.periodStartDate' | 'planning.periodEndDate' | 'comments';

export const ESTIMATE_FORM_RULES: FormRules<EstimateField> = {
  prestationTypeId: { required: true },
  'planning.repetitionType': { required: true },
  'planning.periodStartDate': { required: true },
  'planning.periodEndDate': { required: true },
  comments: { max: 2000 },
};

/** A slot as typed: the week day as text (a select's value), times 'HH:MM' or ''. */
export interface SlotDraft {
  weekDay: string;
  startTime: string;
  endTime: string;
}

export const NEW_SLOT: SlotDraft = { weekDay: '1', startTime: '', endTime: '' };

/** Each slot's messages by its field; an empty map when every slot is right. */
export function slotErrors(slots: readonly SlotDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  slots.forEach((slot, index) => {
    if (!isTime(slot.startTime)) errors[`${index}.startTime`] = MESSAGES.required;
    if (!isTime(slot.endTime)) errors[`${index}.endTime`] = MESSAGES.required;
    else if (slot.endTime === slot.startTime) errors[`${index}.endTime`] = 'L’heure de fin doit différer de l’heure de début';
  });
  return errors;
}

export function planningOfForm(values: Readonly<Record<EstimateField, string>>, slots: readonly SlotDraft[]) {
  return {
    slots: slots.map((slot): WeeklySlot => ({ weekDay: Number(slot.weekDay) as WeekDay, startTime: slot.startTime, endTime: slot.endTime })),
    repetitionType: values['planning.repetitionType'] as RepetitionType,
    periodStartDate: values['planning.periodStartDate'],
    periodEndDate: values['planning.periodEndDate'],
  };
}

/** The body of a draft (creation or update). */
export function estimateBodyOfForm(values: Readonly<Record<EstimateField, string>>, slots: readonly SlotDraft[]) {
  return {
    prestationTypeId: Number(values.prestationTypeId),
    priceGridId: values.priceGridId ? Number(values.priceGridId) : null,
    comments: values.comments.trim() || null,
    planning: planningOfForm(values, slots),
  };
}

/** The form's values of an estimate being edited (or the defaults of a new one). */
export function estimateFormValues(estimate?: {
  prestationType: { id: number } | null;
  priceGrid: { id: number } | null;
  comments: string | null;
  planning: { repetitionType: RepetitionType; periodStartDate: string; periodEndDate: string } | null;
}): Record<EstimateField, string> {
  return {
    prestationTypeId: estimate?.prestationType ? String(estimate.prestationType.id) : '',
    priceGridId: estimate?.priceGrid ? String(estimate.priceGrid.id) : '',
    'planning.repetitionType': estimate?.planning?.repetitionType ?? 'EVERY_WEEKS',
    'planning.periodStartDate': estimate?.planning?.periodStartDate ?? '',
    'planning.periodEndDate': estimate?.planning?.periodEndDate ?? '',
    comments: estimate?.comments ?? '',
  };
}
