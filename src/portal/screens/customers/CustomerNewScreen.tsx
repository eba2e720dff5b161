/**
 * /customers/new and /prospects/new (spec 001 §7: POST /private/customers or /prospects): the
 * type, the name of a company or a provider (a family is named after its contact), the main
 * contact, e-mail and phones, the address, the source and the adviser. The server's errors land
 * on their fields (a duplicate e-mail on « E-mail »); once created, the record opens.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { createCustomer, createProspect, type CustomerCreation } from '../../../api/contract/customerRecord';
import type { CustomerDetails } from '../../../api/contract/customers';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_TYPE_LABELS } from '../../../domain/customers/labels';
import { MESSAGES } from '../../../domain/messages';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { optionsOf, orNull } from '../../kit/FormPanel';
import { kitCss } from '../../kit/kit.css';
import { CreationPage } from '../../kit/CreationPage';
import { useForm, type Form } from '../../kit/useForm';
import { useLeaveGuard } from '../../kit/useLeaveGuard';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { CIVILITY_OPTIONS, CUSTOMER_FIELD_RULES, useAdviserOptions } from './customerFields';
import { listKindOf } from './customersList';
import { recordPath } from './customerColumns';

const EMPTY = {
  type: 'NATURAL', customerName: '', civility: '', firstName: '', lastName: '', email: '', mobile: '', phone: '',
  street: '', zipCode: '', city: '', source: '', adviserId: '',
};
type Field = keyof typeof EMPTY;


/** What the form sends: the address only when one of its fields is filled (all three are then required). */
function creationOf(v: Readonly<Record<Field, string>>): CustomerCreation {
  const hasAddress = [v.street, v.zipCode, v.city].some((part) => part.trim());
  return {
    type: v.type as CustomerDetails['type'],
    customerName: v.type === 'NATURAL' ? null : orNull(v.customerName),
    mainContact: { civility: (v.civility || null) as CustomerDetails['civility'], firstName: v.firstName.trim(), lastName: v.lastName.trim() },
    email: orNull(v.email),
    mobile: orNull(v.mobile),
    phone: orNull(v.phone),
    address: hasAddress ? { street: v.street.trim(), zipCode: v.zipCode.trim(), city: v.city.trim() } : null,
    source: (v.source || null) as CustomerDetails['source'],
    adviserId: v.adviserId ? Number(v.adviserId) : null,
  };
}

export function CustomerNewScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  const { client, router } = usePortal();
  const kind = listKindOf(parseLocation(router.location.value).path);
  const advisers = useAdviserOptions();
  const form = useForm<Field>(EMPTY, {
    ...CUSTOMER_FIELD_RULES,
    customerName: { max: 150, required: (values) => values.type !== 'NATURAL' },
    zipCode: { check: (value) => (/^\d{4,5}$/.test(value) ? null : MESSAGES.invalidFormat) },
  });
  useLeaveGuard(form.dirty);
  const company = form.values.type !== 'NATURAL';
  const submit = async () => {
    let created: CustomerDetails | null = null;
    const saved = await form.submit(async (values) => {
      created = await client.call(kind === 'prospects' ? createProspect : createCustomer, { body: creationOf(values) });
    });
    // Replaces the creation page: Back from the record goes to the list.
    if (saved && created) router.navigate(recordPath(kind, (created as CustomerDetails).customerId), { replace: true });
  };
  return (
    <CreationPage title={title} form={form as Form<string>} onSubmit={() => void submit()} onCancel={() => router.navigate(`/${kind}`)}>
      <section className="ap-panel" aria-label="Identité">
        <h2 className="ap-panel__title">Identité</h2>
        <div className="ap-form-grid">
          <SelectField label="Type" options={optionsOf(CUSTOMER_TYPE_LABELS)} {...form.field('type')} />
          {company ? <TextField label={form.values.type === 'LEGAL' ? 'Raison sociale' : 'Nom du prestataire'} required maxLength={150} {...form.field('customerName')} /> : null}
          <SelectField label="Civilité" options={CIVILITY_OPTIONS} {...form.field('civility')} />
          <TextField label="Prénom du contact" required maxLength={150} autoComplete="off" {...form.field('firstName')} />
          <TextField label="Nom du contact" required maxLength={150} autoComplete="off" {...form.field('lastName')} />
        </div>
      </section>
      <section className="ap-panel" aria-label="Coordonnées">
        <h2 className="ap-panel__title">Coordonnées</h2>
        <div className="ap-form-grid">
          <TextField label="E-mail" type="email" maxLength={200} autoComplete="off" {...form.field('email')} />
          <TextField label="Mobile" type="tel" hint="06 ou 07 suivi de 8 chiffres" {...form.field('mobile')} />
          <TextField label="Téléphone" type="tel" {...form.field('phone')} />
          <TextField label="Adresse" maxLength={250} {...form.field('street')} />
          <TextField label="Code postal" inputMode="numeric" maxLength={5} {...form.field('zipCode')} />
          <TextField label="Ville" maxLength={150} {...form.field('city')} />
        </div>
      </section>
      <section className="ap-panel" aria-label="Suivi">
        <h2 className="ap-panel__title">Suivi</h2>
        <div className="ap-form-grid">
          <SelectField label="Source" options={optionsOf(CUSTOMER_SOURCE_LABELS, 'Non renseignée')} {...form.field('source')} />
          <SelectField label="Conseiller" options={advisers} {...form.field('adviserId')} />
        </div>
      </section>
    </CreationPage>
  );
}
