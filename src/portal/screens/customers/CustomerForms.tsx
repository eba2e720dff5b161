/** The forms of a customer's infos tab: identity, contact and free-text infos, address, notes. Each saves with its own call and answers the record. */
import type { CustomerDetails } from '../../../api/contract/customers';
import { updateCustomerAddress, updateCustomerInfos, updateCustomerNotes } from '../../../api/contract/customerRecord';
import { CUSTOMER_INFOS_MAX } from '../../../domain/customers/form';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_TYPE_LABELS } from '../../../domain/customers/labels';
import { MESSAGES } from '../../../domain/messages';
import { formatPhone } from '../../../domain/phone';
import { usePortal } from '../../context';
import { FormPanel, optionsOf, orNull, useSavedFlag } from '../../kit/FormPanel';
import { useForm, type Form } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { CommentField } from '../../ui/CommentField';
import { CUSTOMER_FIELD_RULES, CIVILITY_OPTIONS, useAdviserOptions } from './customerFields';

interface FormProps {
  customer: CustomerDetails;
  onSaved(customer: CustomerDetails): void;
}

export function CustomerIdentityForm({ customer, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const advisers = useAdviserOptions();
  const form = useForm(
    {
      type: customer.type,
      civility: customer.civility ?? '',
      firstName: customer.customerMainContact.firstName,
      lastName: customer.customerMainContact.lastName,
      email: customer.email ?? '',
      mobile: customer.mobile ? formatPhone(customer.mobile) : '',
      phone: customer.phone ? formatPhone(customer.phone) : '',
      source: customer.source ?? '',
      adviserId: customer.adviser ? String(customer.adviser.id) : '',
      infos: customer.infos ?? '',
    },
    { ...CUSTOMER_FIELD_RULES, infos: { max: CUSTOMER_INFOS_MAX } },
  );
  const submit = () =>
    void form
      .submit(async (v) =>
        onSaved(
          await client.call(updateCustomerInfos, {
            params: { id: customer.customerId },
            body: {
              type: v.type as CustomerDetails['type'],
              mainContact: { civility: (v.civility || null) as CustomerDetails['civility'], firstName: v.firstName.trim(), lastName: v.lastName.trim() },
              email: orNull(v.email),
              mobile: orNull(v.mobile),
              phone: orNull(v.phone),
              source: (v.source || null) as CustomerDetails['source'],
              adviserId: v.adviserId ? Number(v.adviserId) : null,
              infos: orNull(v.infos),
            },
          }),
        ),
      )
      .then(flag.mark);
  return (
    <FormPanel title="Identité, contact et informations" form={form as Form<string>} onSubmit={submit} saved={flag.saved}>
      <SelectField label="Type" options={optionsOf(CUSTOMER_TYPE_LABELS)} {...form.field('type')} />
      <SelectField label="Civilité" options={CIVILITY_OPTIONS} {...form.field('civility')} />
      <TextField label="Prénom du contact" required maxLength={150} {...form.field('firstName')} />
      <TextField label="Nom du contact" required maxLength={150} {...form.field('lastName')} />
      <TextField label="E-mail" type="email" maxLength={200} {...form.field('email')} />
      <TextField label="Mobile" type="tel" {...form.field('mobile')} />
      <TextField label="Téléphone" type="tel" {...form.field('phone')} />
      <SelectField label="Source" options={optionsOf(CUSTOMER_SOURCE_LABELS, 'Non renseignée')} {...form.field('source')} />
      <SelectField label="Conseiller" options={advisers} {...form.field('adviserId')} />
      <div className="ap-field--wide">
        <CommentField label="Informations" max={CUSTOMER_INFOS_MAX} {...form.field('infos')} />
      </div>
    </FormPanel>
  );
}

export function CustomerAddressForm({ customer, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const form = useForm(
    { street: customer.address?.street ?? '', zipCode: customer.address?.zipCode ?? '', city: customer.address?.city ?? '' },
    { street: { required: true, max: 250 }, zipCode: { required: true, check: (value) => (/^\d{4,5}$/.test(value) ? null : MESSAGES.invalidFormat) }, city: { required: true, max: 150 } },
  );
  const submit = () =>
    void form
      .submit(async (v) => onSaved(await client.call(updateCustomerAddress, { params: { id: customer.customerId }, body: { street: v.street.trim(), zipCode: v.zipCode.trim(), city: v.city.trim() } })))
      .then(flag.mark);
  return (
    <FormPanel title="Adresse" form={form as Form<string>} onSubmit={submit} saved={flag.saved}>
      <TextField label="Adresse" required maxLength={250} className="ap-field--wide" {...form.field('street')} />
      <TextField label="Code postal" required inputMode="numeric" maxLength={5} {...form.field('zipCode')} />
      <TextField label="Ville" required maxLength={150} {...form.field('city')} />
    </FormPanel>
  );
}

const NOTES_MAX = 5000;

export function CustomerNotesForm({ customer, onSaved }: FormProps) {
  const { client } = usePortal();
  const flag = useSavedFlag();
  const form = useForm({ notes: customer.notes ?? '' }, { notes: { max: NOTES_MAX } });
  const submit = () =>
    void form.submit(async (v) => onSaved(await client.call(updateCustomerNotes, { params: { id: customer.customerId }, body: { notes: orNull(v.notes) } }))).then(flag.mark);
  return (
    <FormPanel title="Notes" form={form as Form<string>} onSubmit={submit} saved={flag.saved}>
      <div className="ap-field--wide">
        <CommentField label="Notes sur la fiche" max={NOTES_MAX} {...form.field('notes')} />
      </div>
    </FormPanel>
  );
}
