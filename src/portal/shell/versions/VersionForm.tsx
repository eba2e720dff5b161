/** The version form and the version item form (spec 000 §5): required texts of 200 characters at most; a version's deployment date (issue 34 §6). */
import { useState } from 'react';
import type { Version, VersionItem } from '../../../api/contract/versions';
import { VERSION_ITEM_TYPE_CHOICES, VERSION_TEXT_MAX, versionErrors, versionItemErrors } from '../../../domain/versionForm';
import { toLocalDateTime } from '../../../domain/format/localDateTime';
import { hasErrors, type FormErrors } from '../../../domain/validation';
import { useLatestState } from '../../ui/useLatestState';
import { useFieldReadings } from '../../ui/fieldReadings';
import { FormFields } from '../../kit/FormFields';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DateTimeField } from '../../ui/DateTimeField';

export interface VersionValues {
  number: string;
  description: string;
  visible: boolean;
  /** When the version was put in service, 'YYYY-MM-DDTHH:mm' in the agency's time ('' : not deployed). */
  deployedAt: string;
}

interface FormProps<V> {
  initial: V;
  pending: boolean;
  onSave(values: V): void;
  onCancel(): void;
}

/** Values, the errors to show (after a first save attempt) and the save that only passes valid values on (read fields first: the kit's readings). */
function useCheckedForm<V, F extends string>(initial: V, errorsOf: (values: V) => FormErrors<F>, onSave: (values: V) => void) {
  const [values, setValues, latest] = useLatestState(initial);
  const [submitted, setSubmitted] = useState(false);
  const readings = useFieldReadings();
  const errors = errorsOf(values);
  const save = () => {
    setSubmitted(true);
    if (readings.unread() !== null) return;
    // The values of the last keystroke, not of the last render (a save right after typing).
    const typed = latest();
    if (!hasErrors(errorsOf(typed))) onSave(typed);
  };
  const shown: FormErrors<F> = submitted ? errors : {};
  return { values, setValues, shown, save, readings };
}

function FormActions({ pending, onSave, onCancel }: { pending: boolean; onSave(): void; onCancel(): void }) {
  return (
    <div className="ap-inline-form__actions">
      <Button onClick={onCancel}>Annuler</Button>
      <Button variant="primary" loading={pending} onClick={onSave}>
        Enregistrer
      </Button>
    </div>
  );
}

export function VersionForm({ initial, pending, onSave, onCancel }: FormProps<VersionValues>) {
  const { values, setValues, shown, save, readings } = useCheckedForm(initial, versionErrors, onSave);
  return (
    <div className="ap-inline-form" role="group" aria-label="Version">
      <div className="ap-form__row">
        <TextField label="Numéro" value={values.number} maxLength={VERSION_TEXT_MAX} onValueChange={(number) => setValues((current) => ({ ...current, number }))} error={shown.number} />
        <TextField label="Description" value={values.description} maxLength={VERSION_TEXT_MAX} onValueChange={(description) => setValues((current) => ({ ...current, description }))} error={shown.description} />
      </div>
      <FormFields form={{ readings }}>
        <DateTimeField label="Déployée le (facultatif)" value={values.deployedAt} onValueChange={(deployedAt) => setValues((current) => ({ ...current, deployedAt }))} />
      </FormFields>
      <Checkbox label="Visible par les utilisateurs" checked={values.visible} onCheckedChange={(visible) => setValues((current) => ({ ...current, visible }))} />
      <FormActions pending={pending} onSave={save} onCancel={onCancel} />
    </div>
  );
}

export type ItemValues = { type: VersionItem['type'] | null; description: string };

export function ItemForm({ initial, pending, onSave, onCancel }: FormProps<ItemValues>) {
  const { values, setValues, shown, save } = useCheckedForm(initial, versionItemErrors, onSave);
  return (
    <div className="ap-inline-form" role="group" aria-label="Élément de version">
      <div className="ap-form__row">
        <SelectField
          label="Type"
          value={values.type ?? ''}
          options={[{ value: '', label: 'Choisir…' }, ...VERSION_ITEM_TYPE_CHOICES.map((c) => ({ value: c.type, label: c.label }))]}
          onValueChange={(type) => setValues((current) => ({ ...current, type: (type || null) as ItemValues['type'] }))}
          error={shown.type}
        />
        <TextField label="Description" value={values.description} maxLength={VERSION_TEXT_MAX} onValueChange={(description) => setValues((current) => ({ ...current, description }))} error={shown.description} />
      </div>
      <FormActions pending={pending} onSave={save} onCancel={onCancel} />
    </div>
  );
}

export const versionValuesOf = (version: Version | null): VersionValues => ({
  number: version?.number ?? '', description: version?.description ?? '', visible: version?.visible ?? false, deployedAt: toLocalDateTime(version?.deployedAt ?? null),
});
