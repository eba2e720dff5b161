/**
 * The forms of an employee's infos tab (spec 001 §7): identity and contact, address, transport
 * options, professional information, notes. Each saves with its own call and answers the record.
 */
import {
  updateEmployeeAddress,
  updateEmployeeInfos,
  updateEmployeeNotes,
  updateEmployeeProInfos,
  updateEmployeeTransportOptions,
  type EmployeeDetails,
} from '../../../api/contract/employeeRecord';
import { ADDRESS_RULES, PRO_INFOS_RULES, infosRules } from '../../../domain/employees/form';
import { TRANSPORT_OPTION_LABELS } from '../../../domain/employees/labels';
import { toIsoDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { FormPanel, orNull, useSavedFlag } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { CommentField } from '../../ui/CommentField';
import { DateField } from '../../ui/DateField';
import { AddressFields, IdentityFields, addressBody, addressValues, infosBody, infosValues } from './employeeFields';

interface FormProps {
  employee: EmployeeDetails;
  onSaved(employee: EmployeeDetails): void;
}

export function EmployeeIdentityForm({ employee, onSaved }: FormProps) {
  const { client, clock } = usePortal();
  const flag = useSavedFlag();
  const form = useForm(infosValues(employee), infosRules(toIsoDate(clock.now())));
  const submit = () =>
    void form.submit(async (v) => onSaved(await client.call(updateEmployeeInfos, { params: { id: employee.id }, body: infosBody(v) }))).then(flag.mark);
  return (
    <FormPanel title="Identité et contact" form={form} onSubmit={submit} saved={flag.saved}>
      <IdentityFields form={form} />
    </FormPanel>
  );
}

export function EmployeeAddressForm({ employee, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const form = useForm(addressValues(employee), ADDRESS_RULES);
  const submit = () =>
    void form.submit(async (v) => onSaved(await client.call(updateEmployeeAddress, { params: { id: employee.id }, body: addressBody(v) }))).then(flag.mark);
  return (
    <FormPanel title="Adresse" form={form} onSubmit={submit} saved={flag.saved}>
      <AddressFields form={form} />
    </FormPanel>
  );
}

const DISTANCE_MAX = 500;
const TRANSPORT_KEYS = Object.keys(TRANSPORT_OPTION_LABELS) as (keyof typeof TRANSPORT_OPTION_LABELS)[];

export function EmployeeTransportForm({ employee, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const options = employee.transportOptions;
  const form = useForm(
    { drivingLicence: String(options.drivingLicence), car: String(options.car), publicTransport: String(options.publicTransport), maxDistanceKm: options.maxDistanceKm === null ? '' : String(options.maxDistanceKm) },
    { maxDistanceKm: { check: (value) => (/^\d{1,3}$/.test(value) && Number(value) <= DISTANCE_MAX ? null : `Un nombre de kilomètres, de 0 à ${DISTANCE_MAX}`) } },
  );
  const submit = () =>
    void form
      .submit(async (v) =>
        onSaved(
          await client.call(updateEmployeeTransportOptions, {
            params: { id: employee.id },
            body: { drivingLicence: v.drivingLicence === 'true', car: v.car === 'true', publicTransport: v.publicTransport === 'true', maxDistanceKm: v.maxDistanceKm.trim() ? Number(v.maxDistanceKm) : null },
          }),
        ),
      )
      .then(flag.mark);
  return (
    <FormPanel title="Moyens de transport" form={form} onSubmit={submit} saved={flag.saved}>
      {TRANSPORT_KEYS.map((key) => (
        <Checkbox key={key} label={TRANSPORT_OPTION_LABELS[key]} checked={form.values[key] === 'true'} onCheckedChange={(checked) => form.set(key, String(checked))} />
      ))}
      <TextField label="Distance maximale (km)" inputMode="numeric" maxLength={3} {...form.field('maxDistanceKm')} />
    </FormPanel>
  );
}

export function EmployeeProInfosForm({ employee, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const pro = employee.proInfos;
  const form = useForm(
    { socialSecurityNumber: pro.socialSecurityNumber ?? '', hiredOn: pro.hiredOn ?? '', jobTitle: pro.jobTitle ?? '', diplomas: pro.diplomas ?? '' },
    PRO_INFOS_RULES,
  );
  const submit = () =>
    void form
      .submit(async (v) =>
        onSaved(
          await client.call(updateEmployeeProInfos, {
            params: { id: employee.id },
            body: { socialSecurityNumber: orNull(v.socialSecurityNumber), hiredOn: v.hiredOn || null, jobTitle: orNull(v.jobTitle), diplomas: orNull(v.diplomas) },
          }),
        ),
      )
      .then(flag.mark);
  return (
    <FormPanel title="Informations professionnelles" form={form} onSubmit={submit} saved={flag.saved}>
      <TextField label="N° de sécurité sociale" inputMode="numeric" maxLength={21} hint="13 ou 15 chiffres" {...form.field('socialSecurityNumber')} />
      <DateField label="Date d’embauche" {...form.field('hiredOn')} />
      <TextField label="Poste" maxLength={150} {...form.field('jobTitle')} />
      <div className="ap-field--wide">
        <CommentField label="Diplômes et qualifications" max={1000} {...form.field('diplomas')} />
      </div>
    </FormPanel>
  );
}

const NOTES_MAX = 5000;

export function EmployeeNotesForm({ employee, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const form = useForm({ notes: employee.notes ?? '' }, { notes: { max: NOTES_MAX } });
  const submit = () =>
    void form.submit(async (v) => onSaved(await client.call(updateEmployeeNotes, { params: { id: employee.id }, body: { notes: orNull(v.notes) } }))).then(flag.mark);
  return (
    <FormPanel title="Notes" form={form} onSubmit={submit} saved={flag.saved}>
      <div className="ap-field--wide">
        <CommentField label="Notes sur la fiche" max={NOTES_MAX} {...form.field('notes')} />
      </div>
    </FormPanel>
  );
}
