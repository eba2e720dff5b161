/** The agency's settings, templates and sign-procedure orders (spec 001 §7 agency calls). */
import * as agencySettings from '../../src/api/contract/agencySettings';
import { templatePreviewFileName, templatePreviewPdf } from '../files/templatePreview';
import { notFound } from '../http/errors';
import * as store from '../store/agencySettings';
import type { Db } from '../store/db';
import type { Session } from '../store/tokens';
import { downloadSession } from './billingAccess';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

/** The path's agency when it is the session's (404 otherwise: another agency's settings do not exist for it). */
function ownAgency(session: Session, agencyId: number): number {
  if (agencyOf(session) !== agencyId) throw notFound();
  return agencyId;
}

interface Input {
  params: { agencyId: number };
  session: Session;
  app: { db: Db };
}

/** The change applied to the session's agency, then its settings as `agencySettings` answers them. */
function updated({ params, session, app }: Input, change: (agencyId: number) => void) {
  const agencyId = ownAgency(session, params.agencyId);
  change(agencyId);
  return found(store.settingsOf(app.db, agencyId));
}

export const agencySettingsHandlers = handlersFor(agencySettings, {
  agencySettings: ({ params, session, app }) => found(store.settingsOf(app.db, ownAgency(session, params.agencyId))),
  updateAgencyContact: (input) => updated(input, (agencyId) => store.updateContact(input.app.db, agencyId, input.body)),
  updateAgencyAddress: (input) => updated(input, (agencyId) => store.updateAddress(input.app.db, agencyId, input.body)),
  updateAgencyRecipients: (input) => updated(input, (agencyId) => store.updateRecipients(input.app.db, agencyId, input.body.recipientMails)),
  updateAgencyPresentation: (input) => updated(input, (agencyId) => store.updatePresentation(input.app.db, agencyId, input.body)),
  updateAgencyAppHomeMessages: (input) => updated(input, (agencyId) => store.updateAppHomeMessages(input.app.db, agencyId, input.body)),

  agencyTemplates: ({ params, session, app }) => store.templatesOf(app.db, ownAgency(session, params.agencyId)),
  putTemplateInForce: ({ params, session, app }) => {
    const agencyId = ownAgency(session, params.agencyId);
    store.putInForce(app.db, agencyId, found(store.templateOf(app.db, agencyId, params.templateId)), app.clock.iso());
    return store.templatesOf(app.db, agencyId);
  },
  previewTemplate: async ({ params, query, app }) => {
    const agencyId = ownAgency(downloadSession(app, query.tk), params.agencyId);
    const template = found(store.templateOf(app.db, agencyId, params.templateId));
    const bytes = await templatePreviewPdf(found(store.settingsOf(app.db, agencyId)), template);
    return { name: templatePreviewFileName(template), mimeType: 'application/pdf', bytes, inline: query.inline === 'true' };
  },

  signProceduresBalance: ({ params, session, app }) => store.balanceOf(app.db, ownAgency(session, params.agencyId)),
  signProcedureOrders: ({ session, app }) => store.ordersOf(app.db, agencyOf(session)),
  orderSignProcedures: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    return found(store.orderOf(app.db, agencyId, store.placeOrder(app.db, agencyId, session.user.id, body.quantity, app.clock.iso())));
  },
  cancelSignProcedureOrder: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    store.cancelOrder(app.db, agencyId, found(store.orderOf(app.db, agencyId, params.id)), app.clock.iso());
    return found(store.orderOf(app.db, agencyId, params.id));
  },
  signatoryInfos: ({ session, app }) => found(store.signatoryOf(app.db, agencyOf(session))),
});
