/**
 * /agencies/{agencyId} (admin, spec 001 §7): the agency and every option, by theme with its
 * help. Saved at once for the whole agency; when the admin works in that agency, its context is
 * read again so that the menu and the screens follow the new options straight away. Below, the
 * agency's custom template engine mapping (TemplateMappingPanel).
 */
import { useState } from 'react';
import { adminAgency, updateAgencyOptions, type AdminAgency } from '../../../api/contract/agencyAdmin';
import { OPTION_GROUPS, OPTION_RULES, optionsToValues, valuesToOptions } from '../../../domain/agencyOptions';
import type { ScreenProps } from '../../app/screens';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Fact } from '../../kit/Fact';
import { FormPanel } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { Loading } from '../../ui/Spinner';
import { OptionInput } from './OptionInput';
import { TemplateMappingPanel } from './TemplateMappingPanel';

const css = `.ap-option-group { border: 0; padding: 0; margin: 0 0 var(--ap-space-5); grid-column: 1 / -1; display: grid; gap: var(--ap-space-3); grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
.ap-option-group > legend { font-weight: 600; font-size: var(--ap-text-lg, 1.1rem); margin-bottom: var(--ap-space-2); }
.ap-option-group__help { grid-column: 1 / -1; margin: 0; }
.ap-option p { margin: var(--ap-space-1) 0 0; }
.ap-option__swatch { display: inline-block; width: 1em; height: 1em; vertical-align: middle; border: 1px solid var(--ap-color-border, #ccc); border-radius: 2px; }`;

export function AgencyAdminScreen({ params, title }: ScreenProps) {
  const id = Number(params.agencyId);
  const { data, loading } = useCall(adminAgency, { params: { id } });
  if (!data) return loading ? <Loading /> : <p>Agence introuvable</p>;
  return (
    <>
      <div className="ap-page-head">
        <h1>{`${title} – ${data.label}`}</h1>
      </div>
      <section className="ap-panel" aria-label="Identité">
        <dl className="ap-facts">
          <Fact label="Client" value={data.clientLabel} />
          <Fact label="Adresse" value={`${data.address}, ${data.zipCode} ${data.city}`} />
          <Fact label="E-mail" value={data.email} />
          <Fact label="Téléphone" value={data.phone} />
        </dl>
        <Link to={`/agencies/${id}/managers`}>Responsables de l’agence</Link>
      </section>
      <OptionsForm key={data.id} agency={data} />
      <TemplateMappingPanel agencyId={data.id} />
    </>
  );
}

function OptionsForm({ agency }: { agency: AdminAgency }) {
  useStyles('agency-options', css);
  const { client, agencyContext } = usePortal();
  const form = useForm(optionsToValues(agency.options), OPTION_RULES);
  const [saved, setSaved] = useState(false);
  const onSubmit = () =>
    void form.submit(async (values) => {
      const answer = await client.call(updateAgencyOptions, { params: { id: agency.id }, body: valuesToOptions(values) });
      form.reset(optionsToValues(answer.options));
      setSaved(true);
      // The agency in effect is read again: menus and screens follow its new options now.
      if (agencyContext.agency.peek()?.id === agency.id) await agencyContext.select(agency.id, agency.clientId);
    });
  return (
    <FormPanel title="Options de l’agence" form={form} onSubmit={onSubmit} saved={saved}>
      {OPTION_GROUPS.map((group) => (
        <fieldset key={group.id} className="ap-option-group">
          <legend>{group.title}</legend>
          <p className="ap-muted ap-option-group__help">{group.help}</p>
          {group.fields.map((field) => <OptionInput key={field.name} field={field} props={form.field(field.name)} />)}
        </fieldset>
      ))}
    </FormPanel>
  );
}
