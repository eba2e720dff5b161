/**
 * The dialog 'Ajout d'une indisponibilité hebdomadaire' (spec 000 §2.6, §5), two steps:
 * 0 the days and the type ('Suivant' checks them), 1 the hours, the period of application
 * and the comment ('Enregistrer' checks everything with the spec's messages). It hands the
 * creation payload (one slot per day) and the values typed to `onSave`; a failure shows in the
 * dialog. Given `initial` values (« Retour » from the affected events), it opens on the hours.
 */
import { useState } from 'react';
import { CalendarOff } from 'tabler-icons-react';
import { UNAVAILABILITY_TYPE_LABELS } from '../../../domain/labels';
import { DIALOG_TITLE, emptyWeeklyUnavailability, saveErrors, stepZeroErrors, type WeeklyUnavailabilityValues } from '../../../domain/unavailability/dialog';
import { toCreationPayload, type WeeklyUnavailabilityPayload } from '../../../domain/unavailability/payload';
import { weekDayChoiceLabel } from '../../../domain/unavailability/weekDays';
import { hasErrors } from '../../../domain/validation';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useStyles } from '../../ui/useStyles';
import { useFieldReadings } from '../../ui/fieldReadings';
import { FormFields } from '../../kit/FormFields';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { unavailabilityCss } from './unavailability.css';
import { WeeklyDaysStep } from './WeeklyDaysStep';
import { WeeklyHoursStep } from './WeeklyHoursStep';

export interface WeeklyUnavailabilityDialogProps {
  /** Sends the payload; rejects with an ApiError on failure (shown in the dialog). */
  onSave(payload: WeeklyUnavailabilityPayload, values: WeeklyUnavailabilityValues): Promise<unknown>;
  onClose(): void;
  /** The values to start from (both steps filled), else an empty form on its first step. */
  initial?: WeeklyUnavailabilityValues | null;
}

export function WeeklyUnavailabilityDialog({ onSave, onClose, initial = null }: WeeklyUnavailabilityDialogProps) {
  useStyles('unavailability', unavailabilityCss);
  const [values, setValues, latestValues] = useLatestState<WeeklyUnavailabilityValues>(initial ?? emptyWeeklyUnavailability);
  const [step, setStep] = useState<0 | 1>(initial ? 1 : 0);
  /** Errors show once the step's button has been used, then follow the typing. */
  const [checked, setChecked] = useState<{ 0: boolean; 1: boolean }>({ 0: false, 1: false });
  // The kit's readings: a day or a time whose text does not read stops « Enregistrer » with the field's message.
  const readings = useFieldReadings();
  const save = useAction(async (typed: WeeklyUnavailabilityValues) => void (await onSave(toCreationPayload(typed), typed)));
  const change = (patch: Partial<WeeklyUnavailabilityValues>) => setValues((current) => ({ ...current, ...patch }));

  // Both steps read the values of the last keystroke, not of the last render (a click right after typing).
  const next = () => {
    setChecked((current) => ({ ...current, 0: true }));
    if (!hasErrors(stepZeroErrors(latestValues()))) setStep(1);
  };
  const submit = () => {
    setChecked({ 0: true, 1: true });
    if (readings.unread() === null && !hasErrors(saveErrors(latestValues()))) void save.run(latestValues());
  };

  const footer =
    step === 0 ? (
      <Button variant="primary" onClick={next}>
        Suivant
      </Button>
    ) : (
      <>
        <Button onClick={() => setStep(0)}>Précédent</Button>
        <Button variant="primary" loading={save.pending} onClick={submit}>
          Enregistrer
        </Button>
      </>
    );

  return (
    <Modal title={DIALOG_TITLE} subtitle={`Étape ${step + 1} sur 2`} icon={<CalendarOff size={22} />} width={640} footer={footer} onClose={onClose}>
      <form
        className="ap-unavailability__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 0) next();
          else submit();
        }}
      >
        {step === 0 ? (
          <WeeklyDaysStep values={values} errors={checked[0] ? stepZeroErrors(values) : {}} onChange={change} />
        ) : (
          <FormFields form={{ readings }}>
            <p className="ap-unavailability__summary">
              {weekDayChoiceLabel(values.period!)} · {UNAVAILABILITY_TYPE_LABELS[values.type!]}
            </p>
            <WeeklyHoursStep values={values} errors={checked[1] ? saveErrors(values) : {}} onChange={change} />
          </FormFields>
        )}
        {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
      </form>
    </Modal>
  );
}
