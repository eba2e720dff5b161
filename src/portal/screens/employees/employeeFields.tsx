/**
 * The identity and address fields of an employee or a candidate, shared by the creation page
 * and the infos tab: their values from a record, the body they send, and the fields themselves.
 */
import type { EmployeeAddress, EmployeeDetails, EmployeeInfos } from '../../../api/contract/employeeRecord';
import { CIVILITY_LABELS } from '../../../domain/employees/labels';
import { birthDateIso, type AddressField, type InfosField } from '../../../domain/employees/form';
import { formatDate } from '../../../domain/format/date';
import { formatPhone } from '../../../domain/phone';
import { optionsOf, orNull } from '../../kit/FormPanel';
import type { Form } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

export type { AddressField, InfosField };

export function infosValues(employee: EmployeeDetails | null): Record<InfosField, string> {
  return {
    civility: employee?.civility ?? '',
    firstName: employee?.firstName ?? '',
    lastName: employee?.lastName ?? '',
    birthDate: employee ? formatDate(employee.birthDate) : '',
    nationality: employee?.nationality ?? '',
    email: employee?.email ?? '',
    phoneNumber1: employee ? formatPhone(employee.phoneNumber1) : '',
    phoneNumber2: employee?.phoneNumber2 ? formatPhone(employee.phoneNumber2) : '',
  };
}

export function infosBody(v: Readonly<Record<InfosField, string>>): EmployeeInfos {
  return {
    civility: (v.civility || null) as EmployeeDetails['civility'] | null,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    birthDate: birthDateIso(v.birthDate),
    nationality: orNull(v.nationality),
    email: v.email.trim(),
    phoneNumber1: orNull(v.phoneNumber1),
    phoneNumber2: orNull(v.phoneNumber2),
  };
}

export const addressValues = (employee: EmployeeDetails | null): Record<AddressField, string> => ({
  street: employee?.address.street ?? '',
  zipCode: employee?.address.zipCode ?? '',
  city: employee?.address.city ?? '',
});

export const addressBody = (v: Readonly<Record<AddressField, string>>): EmployeeAddress => ({ street: v.street.trim(), zipCode: v.zipCode.trim(), city: v.city.trim() });

export function IdentityFields({ form }: { form: Form<InfosField> }) {
  return (
    <>
      <SelectField label="Civilité" options={optionsOf(CIVILITY_LABELS, '—')} {...form.field('civility')} />
      <TextField label="Prénom" required maxLength={150} autoComplete="off" {...form.field('firstName')} />
      <TextField label="Nom" required maxLength={150} autoComplete="off" {...form.field('lastName')} />
      <TextField label="Date de naissance" required placeholder="JJ/MM/AAAA" inputMode="numeric" maxLength={10} {...form.field('birthDate')} />
      <TextField label="Nationalité" maxLength={100} {...form.field('nationality')} />
      <TextField label="E-mail" type="email" required maxLength={200} autoComplete="off" {...form.field('email')} />
      <TextField label="Mobile" type="tel" required hint="06 ou 07 suivi de 8 chiffres" {...form.field('phoneNumber1')} />
      <TextField label="Téléphone" type="tel" {...form.field('phoneNumber2')} />
    </>
  );
}

export function AddressFields({ form }: { form: Form<AddressField> }) {
  return (
    <>
      <TextField label="Adresse" required maxLength={250} className="ap-field--wide" {...form.field('street')} />
      <TextField label="Code postal" required inputMode="numeric" maxLength={5} {...form.field('zipCode')} />
      <TextField label="Ville" required maxLength={150} {...form.field('city')} />
    </>
  );
}
