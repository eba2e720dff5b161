/**
 * /agency/informations and /agency/presentation: the agency's settings forms under the agency's
 * tabs; read only, with a note, where the session may not save them (an adviser without the right).
 */
import { updateAgencyContact } from '../../../api/contract/agencySettings';
import { SETTINGS_READ_ONLY_NOTE } from '../../../domain/agency/settings';
import type { ScreenProps } from '../../app/screens';
import { useMayUse } from '../../kit/useMayUse';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { AgencyAddressForm, AgencyAppHomeForm, AgencyContactForm, AgencyPresentationForm, AgencyRecipientsForm } from './AgencyForms';
import { AgencyHead, NoAgency } from './AgencyTabs';
import { useAgencySettings } from './useAgencySettings';

function ReadOnlyNote() {
  return useMayUse()(updateAgencyContact) ? null : <Alert tone="info">{SETTINGS_READ_ONLY_NOTE}</Alert>;
}

export function AgencyInformationsScreen(_: ScreenProps) {
  const { agencyId, zone, settings, saved } = useAgencySettings();
  return (
    <div className="ap-record-stack">
      <AgencyHead current="informations" intro="Coordonnées de l’agence, messages de l’application et destinataires des confirmations" />
      {agencyId === null ? (
        <NoAgency />
      ) : settings ? (
        <div className="ap-record-stack" key={agencyId}>
          <ReadOnlyNote />
          <AgencyContactForm settings={settings} onSaved={saved} zone={zone} />
          <AgencyAddressForm settings={settings} onSaved={saved} zone={zone} />
          <AgencyRecipientsForm settings={settings} onSaved={saved} />
          <AgencyAppHomeForm settings={settings} onSaved={saved} />
        </div>
      ) : (
        <Loading />
      )}
    </div>
  );
}

export function AgencyPresentationScreen(_: ScreenProps) {
  const { agencyId, settings, saved } = useAgencySettings();
  return (
    <div className="ap-record-stack">
      <AgencyHead current="presentation" intro="Le texte qui présente l’agence aux familles et aux intervenants" />
      {agencyId === null ? (
        <NoAgency />
      ) : settings ? (
        <div className="ap-record-stack" key={agencyId}>
          <ReadOnlyNote />
          <AgencyPresentationForm settings={settings} onSaved={saved} />
        </div>
      ) : (
        <Loading />
      )}
    </div>
  );
}
