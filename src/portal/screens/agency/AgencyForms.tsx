/**
 * The forms of /agency/informations (spec 001 §7: contact, address, recipients of event
 * confirmation mails, app home messages) and /agency/presentation's. Each saves with its own
 * call, whose answer (the settings as the server keeps them: phones in pairs, recipients
 * without duplicates) becomes the form's saved values.
 */
import {
  updateAgencyAddress, updateAgencyAppHomeMessages, updateAgencyContact, updateAgencyPresentation, updateAgencyRecipients, type AgencySettings,
} from '../../../api/contract/agencySettings';
import {
  addressRules, APP_HOME_MESSAGE_MAX, APP_HOME_RULES, contactRules, PRESENTATION_MAX, PRESENTATION_RULES, RECIPIENTS_RULES, splitRecipients,
} from '../../../domain/agency/settings';
import type { Agency } from '../../../api/contract/auth';
import type { FormRules } from '../../../domain/form/rules';
import { formatPhone } from '../../../domain/phone';
import type { EndpointDef } from '../../../api/endpoint';
import { usePortal } from '../../context';
import { useMayUse } from '../../kit/useMayUse';
import { FormPanel, useSavedFlag } from '../../kit/FormPanel';
import { useForm, type Form } from '../../kit/useForm';
import { TextField } from '../../ui/TextField';
import { CommentField } from '../../ui/CommentField';
import { HtmlEditor } from '../../widgets/HtmlEditor';

export interface AgencyFormProps {
  settings: AgencySettings;
  onSaved(settings: AgencySettings): void;
  /** The agency's zone: a Geneva agency has Swiss numbers and zip codes. */
  zone?: Agency['schoolVacationZone'] | null | undefined;
}

const orNull = (value: string) => value.trim() || null;

/**
 * Submits `save`'s call; its answer goes up and its values, as `valuesOf` reads them, become the form's.
 * Read only where the session may not call `endpoint`, the save's (an adviser without the agency settings right).
 */
function useSettingsForm<F extends string>({ settings, onSaved }: AgencyFormProps, endpoint: EndpointDef, valuesOf: (s: AgencySettings) => Record<F, string>, rules: FormRules<F>) {
  const readOnly = !useMayUse()(endpoint);
  const flag = useSavedFlag();
  const form = useForm(valuesOf(settings), rules);
  const submit = (save: (values: Readonly<Record<F, string>>) => Promise<AgencySettings>) => () => {
    let answer: AgencySettings | null = null;
    void form
      .submit(async (values) => {
        answer = await save(values);
        onSaved(answer);
      })
      .then((ok) => {
        // The server's own forms of the values (phones in pairs…) become the saved state.
        if (ok && answer) form.reset(valuesOf(answer));
        flag.mark(ok);
      });
  };
  return { form, flag, submit, readOnly };
}

export function AgencyContactForm(props: AgencyFormProps) {
  const { client } = usePortal();
  const params = { agencyId: props.settings.agencyId };
  const { form, flag, submit, readOnly } = useSettingsForm(
    props,
    updateAgencyContact,
    (s) => ({ contactMail: s.contactMail, phone: formatPhone(s.phone), hotlinePhone: formatPhone(s.hotlinePhone) }),
    contactRules(props.zone),
  );
  const onSubmit = submit((v) => client.call(updateAgencyContact, { params, body: { contactMail: v.contactMail.trim(), phone: v.phone.trim(), hotlinePhone: orNull(v.hotlinePhone) } }));
  return (
    <FormPanel title="Coordonnées" form={form as Form<string>} onSubmit={onSubmit} saved={flag.saved} readOnly={readOnly}>
      <TextField label="E-mail de contact" type="email" required maxLength={200} {...form.field('contactMail')} />
      <TextField label="Téléphone" type="tel" required {...form.field('phone')} />
      <TextField label="Téléphone de la hotline" type="tel" {...form.field('hotlinePhone')} />
    </FormPanel>
  );
}

export function AgencyAddressForm(props: AgencyFormProps) {
  const { client } = usePortal();
  const params = { agencyId: props.settings.agencyId };
  const { form, flag, submit, readOnly } = useSettingsForm(props, updateAgencyAddress, (s) => ({ address: s.address, zipCode: s.zipCode, city: s.city }), addressRules(props.zone));
  const onSubmit = submit((v) => client.call(updateAgencyAddress, { params, body: { address: v.address.trim(), zipCode: v.zipCode.trim(), city: v.city.trim() } }));
  return (
    <FormPanel title="Adresse" form={form as Form<string>} onSubmit={onSubmit} saved={flag.saved} readOnly={readOnly}>
      <TextField label="Adresse" required maxLength={250} className="ap-field--wide" {...form.field('address')} />
      <TextField label="Code postal" required inputMode="numeric" maxLength={props.zone === 'SUISSE_GEN' ? 4 : 5} {...form.field('zipCode')} />
      <TextField label="Ville" required maxLength={150} {...form.field('city')} />
    </FormPanel>
  );
}

export function AgencyRecipientsForm(props: AgencyFormProps) {
  const { client } = usePortal();
  const params = { agencyId: props.settings.agencyId };
  const { form, flag, submit, readOnly } = useSettingsForm(props, updateAgencyRecipients, (s) => ({ recipientMails: s.recipientMails.join('\n') }), RECIPIENTS_RULES);
  const onSubmit = submit((v) => client.call(updateAgencyRecipients, { params, body: { recipientMails: splitRecipients(v.recipientMails) } }));
  return (
    <FormPanel title="Destinataires des confirmations d’événements" form={form as Form<string>} onSubmit={onSubmit} saved={flag.saved} readOnly={readOnly}>
      <div className="ap-field--wide">
        <CommentField label="Adresses e-mail (une par ligne)" max={2000} {...form.field('recipientMails')} />
      </div>
    </FormPanel>
  );
}

export function AgencyAppHomeForm(props: AgencyFormProps) {
  const { client } = usePortal();
  const params = { agencyId: props.settings.agencyId };
  const { form, flag, submit, readOnly } = useSettingsForm(props, updateAgencyAppHomeMessages, (s) => ({ proMessage: s.proMessage ?? '', parentsMessage: s.parentsMessage ?? '' }), APP_HOME_RULES);
  const onSubmit = submit((v) => client.call(updateAgencyAppHomeMessages, { params, body: { proMessage: orNull(v.proMessage), parentsMessage: orNull(v.parentsMessage) } }));
  return (
    <FormPanel title="Messages d’accueil de l’application" form={form as Form<string>} onSubmit={onSubmit} saved={flag.saved} readOnly={readOnly}>
      <div className="ap-field--wide">
        <CommentField label="Message aux intervenants" max={APP_HOME_MESSAGE_MAX} {...form.field('proMessage')} />
      </div>
      <div className="ap-field--wide">
        <CommentField label="Message aux parents" max={APP_HOME_MESSAGE_MAX} {...form.field('parentsMessage')} />
      </div>
    </FormPanel>
  );
}

export function AgencyPresentationForm(props: AgencyFormProps) {
  const { client } = usePortal();
  const params = { agencyId: props.settings.agencyId };
  const { form, flag, submit, readOnly } = useSettingsForm(props, updateAgencyPresentation, (s) => ({ presentation: s.presentation ?? '' }), PRESENTATION_RULES);
  const onSubmit = submit((v) => client.call(updateAgencyPresentation, { params, body: { presentation: orNull(v.presentation) } }));
  return (
    <FormPanel title="Présentation de l’agence" form={form as Form<string>} onSubmit={onSubmit} saved={flag.saved} readOnly={readOnly}>
      <div className="ap-field--wide">
        <HtmlEditor label="Texte de présentation" max={PRESENTATION_MAX} rows={12} {...form.field('presentation')} />
      </div>
    </FormPanel>
  );
}
