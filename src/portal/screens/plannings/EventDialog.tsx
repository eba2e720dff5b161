/**
 * A new event or series in a dialog: family, professional, prestation type, day, times,
 * repetition. 'Vérifier et créer' asks the preflight first: with nothing in the way the
 * event is created; otherwise the rejected slots show with their labels, and the dialog
 * offers « Créer quand même » (bypassable ones) or to create the others only. Given an
 * `event`, the same dialog moves or changes it (no repetition), its shared care included (set,
 * changed or emptied), checked the same way, and shows its similar events and its infos.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { PlanningEvent } from '../../../api/contract/planning';
import { createEvents, preflightEvents, updateEvents, type PreflightSlot } from '../../../api/contract/planningEngine';
import { prestationTypesAndFormulas } from '../../../api/contract/pricing';
import { EVENT_FORM_RULES, PLANNING_TEXTS, emptyEventForm, eventChange, eventFormOf, eventProposal, isWeeklyRepetition, preflightChoices, slotLabel, type EventField } from '../../../domain/planning/form';
import { REPETITION_LABELS, REPETITION_TYPES, SCHOOL_VACATION_VARIANTS, SCHOOL_VACATION_VARIANT_LABELS } from '../../../domain/planning/repetition';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { DateField } from '../../ui/DateField';
import type { Choice } from '../../ui/RemoteSelect';
import { FamilySelector, ProfessionalSelector, SharedFamilySelector } from '../../widgets/Selectors';
import { TimeInput } from '../../ui/TimeInput';
import { AvailablePros } from './AvailablePros';
import { EventMore } from './EventMore';

export interface EventDialogProps {
  day: string;
  /** A new event's times (a drag over the hour grid). */
  slot?: { startTime: string; endTime: string } | null;
  /** The professional or family whose planning is shown, chosen already. */
  pro: Choice | null;
  family: Choice | null;
  /** The event to move or change; absent: a new event or series. */
  event?: PlanningEvent | null;
  /** Under the form, an existing event's cancel, restore and delete buttons (the hour grid's: EventActionsBar). */
  actions?: ReactNode;
  /** Saved: the notice to show. */
  onSaved(notice: string): void;
  onClose(): void;
}

const REPETITION_OPTIONS = REPETITION_TYPES.map((type) => ({ value: type, label: REPETITION_LABELS[type] }));
const VARIANT_OPTIONS = [{ value: '', label: PLANNING_TEXTS.allWeeks }, ...SCHOOL_VACATION_VARIANTS.map((v) => ({ value: v, label: SCHOOL_VACATION_VARIANT_LABELS[v] }))];

/** The selector of a form field holding an id, with the field's message under it. */
function ChoiceField({ Selector, choice, error, onChoice }: { Selector: typeof FamilySelector; choice: Choice | null; error: string | null; onChoice(choice: Choice | null): void }) {
  return (
    <div className="ap-field">
      <Selector value={choice} onValueChange={onChoice} />
      {error ? <span className="ap-field__error">{error}</span> : null}
    </div>
  );
}

export function EventDialog({ day, slot = null, pro: shownPro, family: shownFamily, event = null, actions, onSaved, onClose }: EventDialogProps) {
  const { client } = usePortal();
  const initialPro = event ? { id: event.user.id, label: `${event.user.firstName} ${event.user.lastName}` } : shownPro;
  const initialFamily = event ? { id: event.family.id, label: event.family.name } : shownFamily;
  const form = useForm<EventField>(event ? eventFormOf(event) : emptyEventForm(day, { proId: initialPro?.id, familyId: initialFamily?.id }, slot), EVENT_FORM_RULES);
  const [pro, setPro] = useState(initialPro);
  const [family, setFamily] = useState(initialFamily);
  // A shared care (two families sharing a nanny) of the chosen family: the event is stored as the
  // care's (every member's planning, each member billed its share); who knows one of its families
  // comes first among the available.
  const [sharedFamily, setSharedFamily] = useState<Choice | null>(event?.sharedFamily ? { id: event.sharedFamily.id, label: event.sharedFamily.name } : null);
  const [checked, setChecked] = useState<PreflightSlot[] | null>(null);
  const types = useCall(prestationTypesAndFormulas, {});
  // A change after the check asks for a new one.
  useEffect(() => setChecked(null), [form.values, sharedFamily]);

  const save = async (bypassRejections: boolean) => {
    if (event) {
      await client.call(updateEvents, { body: { events: [{ ...eventChange(event.id, form.values), sharedFamilyId: sharedFamily?.id ?? null }], bypassRejections } });
      onSaved(PLANNING_TEXTS.updated);
    } else {
      const answer = await client.call(createEvents, { body: { ...eventProposal(form.values), sharedFamilyId: sharedFamily?.id ?? null, bypassRejections } });
      onSaved(PLANNING_TEXTS.created(answer.created.length));
    }
  };
  const saveChecked = useAction(save);
  const submit = () =>
    void form.submit(async (values) => {
      const { slots } = await client.call(preflightEvents, { body: { ...eventProposal(values), sharedFamilyId: sharedFamily?.id ?? null, ...(event ? { eventId: event.id } : {}) } });
      if (preflightChoices(slots).clear) await save(false);
      else setChecked(slots);
    });

  const typeOptions = [{ value: '', label: event ? PLANNING_TEXTS.unchangedType : PLANNING_TEXTS.contractType }, ...(types.data?.prestationTypes ?? []).filter((t) => !t.archived).map((t) => ({ value: String(t.id), label: t.label }))];
  const choices = checked ? preflightChoices(checked) : null;
  const text = (name: EventField) => form.field(name);
  const choose = (name: 'proId' | 'familyId', set: (choice: Choice | null) => void) => (choice: Choice | null) => {
    set(choice);
    form.set(name, choice ? String(choice.id) : '');
  };
  // Another family: its shared cares are others.
  const chooseFamily = (choice: Choice | null) => {
    choose('familyId', setFamily)(choice);
    if (choice?.id !== family?.id) setSharedFamily(null);
  };

  return (
    <FormDialog title={event ? PLANNING_TEXTS.editEvent : PLANNING_TEXTS.newEvent} form={form} onSubmit={submit} onClose={onClose} submitLabel={event ? PLANNING_TEXTS.checkChange : PLANNING_TEXTS.check}>
      <div className="ap-form-grid">
        <ChoiceField Selector={FamilySelector} choice={family} error={form.errors.familyId ?? null} onChoice={chooseFamily} />
        <ChoiceField Selector={ProfessionalSelector} choice={pro} error={form.errors.proId ?? null} onChoice={choose('proId', setPro)} />
        <SharedFamilySelector label="Garde partagée (facultatif)" value={sharedFamily} onValueChange={setSharedFamily} familyId={family?.id ?? null} />
        <SelectField label={PLANNING_TEXTS.prestationType} options={typeOptions} {...text('prestationTypeId')} />
        <DateField label={PLANNING_TEXTS.day} required {...text('day')} />
        <TimeInput label={PLANNING_TEXTS.startTime} {...text('startTime')} />
        <TimeInput label={PLANNING_TEXTS.endTime} {...text('endTime')} />
        {event ? null : <SelectField label={PLANNING_TEXTS.repetition} options={REPETITION_OPTIONS} {...text('repetition')} />}
        {isWeeklyRepetition(form.values.repetition) ? <SelectField label={PLANNING_TEXTS.variant} options={VARIANT_OPTIONS} {...text('variant')} /> : null}
        {form.values.repetition !== 'NO_REPETITION' ? <DateField label={PLANNING_TEXTS.until} required min={form.values.day || undefined} {...text('until')} /> : null}
      </div>
      <AvailablePros
        day={form.values.day}
        startTime={form.values.startTime}
        endTime={form.values.endTime}
        familyId={form.values.familyId ? Number(form.values.familyId) : null}
        sharedFamilyId={sharedFamily?.id ?? null}
        onPick={choose('proId', setPro)}
      />
      {event ? actions : null}
      {event ? <EventMore eventId={event.id} /> : null}
      {choices ? (
        <div className="ap-rejections" role="region" aria-label={PLANNING_TEXTS.rejectedTitle}>
          {choices.rejected.length ? (
            <Alert tone="warning">
              <strong>{PLANNING_TEXTS.rejectedTitle}</strong>
              <ul>
                {choices.rejected.map((slot) => (
                  <li key={slot.day}>
                    {slotLabel(slot)} : {slot.rejections.map((r) => r.label).join(' ; ')}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {saveChecked.error ? <Alert tone="danger">{saveChecked.error}</Alert> : null}
          <div className="ap-form-actions">
            {choices.canSkip ? (
              <Button loading={saveChecked.pending} onClick={() => void saveChecked.run(false)}>
                {PLANNING_TEXTS.withoutRejected}
              </Button>
            ) : null}
            {choices.canBypass ? (
              <Button variant="danger" loading={saveChecked.pending} onClick={() => void saveChecked.run(true)}>
                {event ? PLANNING_TEXTS.saveAnyway : PLANNING_TEXTS.bypass}
              </Button>
            ) : null}
            {!choices.canSkip && !choices.canBypass ? <span className="ap-muted">{PLANNING_TEXTS.nothingToCreate}</span> : null}
          </div>
        </div>
      ) : null}
    </FormDialog>
  );
}
