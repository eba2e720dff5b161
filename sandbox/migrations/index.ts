/** Ordered list of the migrations; each is applied once and recorded in `schema_migrations`. */
import { sql as init } from './001_init';
import { sql as customersPlanning } from './002_customers_planning';
import { sql as unavailabilities } from './003_unavailabilities';
import { sql as news } from './004_news';
import { sql as payeData } from './010_paye_data';
import { sql as paysheets } from './011_paysheets';
import { sql as billing } from './020_billing';
import { sql as medias } from './025_medias';
import { sql as support } from './030_support';
import { sql as notes } from './031_notes';
import { sql as customersV2 } from './040_customers_v2';
import { sql as sepaMandates } from './041_sepa_mandates';
import { sql as messages } from './042_messages';
import { sql as employeesRecord } from './043_employees_record';
import { sql as familiesComposition } from './044_families_composition';
import { sql as estimates } from './045_estimates';
import { sql as planningEngine } from './046_planning_engine';
import { sql as agencyEvents } from './048_agency_events';
import { sql as agencySettings } from './049_agency_settings';
import { sql as prosUsers } from './050_pros_users';
import { sql as payeWorkContracts } from './051_paye_work_contracts';
import { sql as activity } from './052_activity';
import { sql as signProcedures } from './053_sign_procedures';
import { sql as admin } from './054_admin';
import { sql as contractDocuments } from './057_contract_documents';
import { sql as adminNetwork } from './060_admin_network';
import { sql as communityLibrary } from './061_community_library';
import { sql as publicPages } from './062_public_pages';
import { sql as templateMappings } from './063_template_mappings';
import { sql as contractFamilies } from './064_contract_families';
import { sql as sharedFamilyEvents } from './066_shared_family_events';
import { sql as agencyRules } from './070_agency_rules';
import { sql as workContractSignatures } from './072_work_contract_signatures';
import { sql as agencyManagerChangelogs } from './075_agency_manager_changelogs';
import { sql as keptEvents } from './075_kept_events';
import { sql as shareRevocations } from './072_share_revocations';
import { sql as mailAttachments } from './076_mail_attachments';
import { sql as familiesShared } from './055_families_shared';
import { sql as planningCancellations } from './058_planning_cancellations';

export interface Migration {
  id: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { id: '001_init', sql: init },
  { id: '002_customers_planning', sql: customersPlanning },
  { id: '003_unavailabilities', sql: unavailabilities },
  { id: '004_news', sql: news },
  { id: '010_paye_data', sql: payeData },
  { id: '011_paysheets', sql: paysheets },
  { id: '020_billing', sql: billing },
  { id: '025_medias', sql: medias },
  { id: '030_support', sql: support },
  { id: '031_notes', sql: notes },
  { id: '040_customers_v2', sql: customersV2 },
  { id: '041_sepa_mandates', sql: sepaMandates },
  { id: '042_messages', sql: messages },
  { id: '043_employees_record', sql: employeesRecord },
  { id: '044_families_composition', sql: familiesComposition },
  { id: '045_estimates', sql: estimates },
  { id: '046_planning_engine', sql: planningEngine },
  { id: '048_agency_events', sql: agencyEvents },
  { id: '049_agency_settings', sql: agencySettings },
  { id: '050_pros_users', sql: prosUsers },
  { id: '051_paye_work_contracts', sql: payeWorkContracts },
  { id: '052_activity', sql: activity },
  { id: '053_sign_procedures', sql: signProcedures },
  { id: '054_admin', sql: admin },
  { id: '055_families_shared', sql: familiesShared },
  { id: '057_contract_documents', sql: contractDocuments },
  { id: '058_planning_cancellations', sql: planningCancellations },
  { id: '060_admin_network', sql: adminNetwork },
  { id: '061_community_library', sql: communityLibrary },
  { id: '062_public_pages', sql: publicPages },
  { id: '063_template_mappings', sql: templateMappings },
  { id: '064_contract_families', sql: contractFamilies },
  { id: '066_shared_family_events', sql: sharedFamilyEvents },
  { id: '070_agency_rules', sql: agencyRules },
  { id: '072_share_revocations', sql: shareRevocations },
  { id: '072_work_contract_signatures', sql: workContractSignatures },
  { id: '075_agency_manager_changelogs', sql: agencyManagerChangelogs },
  { id: '075_kept_events', sql: keptEvents },
  { id: '076_mail_attachments', sql: mailAttachments },
];
