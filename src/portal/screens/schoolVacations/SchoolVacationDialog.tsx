/** Adds or changes a school-vacation period: zone, kind, first and last days without school. */
import { createSchoolVacation, updateSchoolVacation, type SchoolVacation } from '../../../api/contract/schoolVacations';
import { KIND_OPTIONS, SCHOOL_VACATION_RULES, ZONE_OPTIONS, schoolVacationBody, schoolVacationValues } from '../../../domain/schoolVacationForm';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { DateField } from '../../ui/DateField';

const CHOOSE = { value: '', label: 'Choisir…' };

interface Props {
  period: SchoolVacation | null;
  /** The zone being looked at: a new period's. */
  zone: string;
  onClose(): void;
  onSaved(period: SchoolVacation): void;
}

export function SchoolVacationDialog({ period, zone, onClose, onSaved }: Props) {
  const { client } = usePortal();
  const form = useForm(schoolVacationValues(period, zone), SCHOOL_VACATION_RULES);
  const select = (name: 'zone' | 'kind') => ({ value: form.values[name], error: form.errors[name] ?? null, onValueChange: (value: string) => form.set(name, value) });
  const submit = () =>
    void form.submit(async (values) => {
      const body = schoolVacationBody(values);
      onSaved(period ? await client.call(updateSchoolVacation, { params: { id: period.id }, body }) : await client.call(createSchoolVacation, { body }));
    });
  return (
    <FormDialog title={period ? 'Modifier les vacances' : 'Ajouter des vacances'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <SelectField label="Zone" options={[CHOOSE, ...ZONE_OPTIONS]} {...select('zone')} />
        <SelectField label="Vacances" options={[CHOOSE, ...KIND_OPTIONS]} {...select('kind')} />
        <DateField label="Premier jour sans école" required {...form.field('startDate')} />
        <DateField label="Dernier jour sans école" required {...form.field('endDate')} />
      </div>
    </FormDialog>
  );
}
