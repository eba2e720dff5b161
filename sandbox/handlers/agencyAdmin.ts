/** An agency and its options (/agencies/{agencyId}, admin only: the contract's roles). */
import * as agencyAdmin from '../../src/api/contract/agencyAdmin';
import { OPTION_RULES, optionsToValues } from '../../src/domain/agencyOptions';
import { formErrors } from '../../src/domain/form/rules';
import { TEMPLATE_MAPPING_MESSAGES, TEMPLATE_MAPPING_RULES, isEmptyMapping, mappingToValues } from '../../src/domain/templateMapping';
import { throwFieldErrors } from '../http/errors';
import { adminAgencyOf, deleteTemplateMapping, saveOptions, saveTemplateMapping, templateMappingOf } from '../store/agencyOptions';
import { found } from './scope';
import { handlersFor } from './types';

export const agencyAdminHandlers = handlersFor(agencyAdmin, {
  adminAgency: ({ params, app }) => found(adminAgencyOf(app.db, params.id)),
  updateAgencyOptions: ({ params, body, app }) => {
    found(adminAgencyOf(app.db, params.id));
    // The page's own rules, so that the sandbox names the same fields with the same messages.
    throwFieldErrors(formErrors(optionsToValues(body), OPTION_RULES));
    saveOptions(app.db, params.id, body);
    return found(adminAgencyOf(app.db, params.id));
  },
  templateMapping: ({ params, app }) => {
    found(adminAgencyOf(app.db, params.id));
    return { agencyId: params.id, mapping: templateMappingOf(app.db, params.id) };
  },
  saveTemplateMapping: ({ params, body, app }) => {
    found(adminAgencyOf(app.db, params.id));
    throwFieldErrors(formErrors(mappingToValues(body), TEMPLATE_MAPPING_RULES));
    if (isEmptyMapping(body)) throwFieldErrors({ ESTIMATE: TEMPLATE_MAPPING_MESSAGES.empty });
    saveTemplateMapping(app.db, params.id, body);
    return { agencyId: params.id, mapping: templateMappingOf(app.db, params.id) };
  },
  deleteTemplateMapping: ({ query, app }) => {
    found(adminAgencyOf(app.db, query.agencyId));
    deleteTemplateMapping(app.db, query.agencyId);
  },
});
