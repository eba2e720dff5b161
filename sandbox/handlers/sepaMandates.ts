/** SEPA mandates of a customer (spec 001 §7): in the session's agency only (404 otherwise); the document's calls as for fiscal attestations. */
import * as contract from '../../src/api/contract/sepaMandates';
import type { SepaMandate } from '../../src/api/contract/sepaMandates';
import { SEPA_MANDATE_TEMPLATES, accountChangeError, mandateEditError, sepaMandateFileName } from '../../src/domain/customers/sepa';
import { bicOfIbanError, formatIban, maskIban } from '../../src/domain/iban';
import { agencyDay } from '../dates';
import { writeHistory } from '../store/customerRecords';
import { sepaMandatePdf } from '../files/sepaMandateDocument';
import { httpError, notFound, refuse } from '../http/errors';
import type { Db } from '../store/db';
import { sendMail } from '../store/mails';
import { deleteMedia } from '../store/medias';
import {
  getMandate, insertMandate, logMandate, mandateChangelogs, mandateCustomer, mandatesOfCustomer, revokeMandate, syncFamilyMandate, updateMandate, type MandateCustomer,
} from '../store/sepaMandates';
import type { Session } from '../store/tokens';
import { authorOf, downloadSession } from './billingAccess';
import { saveCustomDocument, withCustomDocument } from './documents';
import { agencyOf, found } from './scope';
import { handlersFor, type App } from './types';

function requireCustomer(db: Db, session: Session, customerId: number): { agencyId: number; customer: MandateCustomer } {
  const agencyId = agencyOf(session);
  return { agencyId, customer: found(mandateCustomer(db, agencyId, customerId)) };
}

function requireMandate(db: Db, session: Session, params: { id: number; sid: number }) {
  const { agencyId, customer } = requireCustomer(db, session, params.id);
  return { agencyId, customer, mandate: found(getMandate(db, agencyId, customer.id, params.sid)) };
}

async function documentOf(app: App, tk: string, params: { id: number; sid: number }, inline: boolean) {
  const { agencyId, customer, mandate } = requireMandate(app.db, downloadSession(app, tk), params);
  return { agencyId, mandate, file: { name: sepaMandateFileName(mandate.rum), mimeType: 'application/pdf', bytes: await sepaMandatePdf(app.db, agencyId, customer, mandate), inline } };
}

/** A BIC of another country than its IBAN's is refused on the BIC's field, with the domain's message. */
function checkBic(body: { iban: string; bic: string }): void {
  const error = bicOfIbanError(body.bic, body.iban);
  if (error) throw httpError(400, 'BIC_COUNTRY_MISMATCH', error, 'bic');
}

/** The mail of a mandate: to the customer, with the RUM and the account masked but its last four; what it asks depends on whether it is signed. */
function mailTemplateOf(db: Db, agencyId: number, customer: MandateCustomer, mandate: SepaMandate) {
  const agency = db.prepare('SELECT label FROM agencies WHERE id = ?').pluck().get(agencyId) as string;
  const ask = mandate.status === 'SIGNED'
    ? 'Veuillez trouver ci-joint une copie de votre mandat de prélèvement SEPA signé, à conserver.'
    : 'Veuillez trouver ci-joint votre mandat de prélèvement SEPA : merci de nous le retourner daté et signé.';
  return {
    recipient: customer.email ?? '',
    subject: `Mandat de prélèvement SEPA ${mandate.rum} — ${agency}`,
    body: `Bonjour ${mandate.debtorName},\n\n${ask}\n\nRéférence unique du mandat (RUM) : ${mandate.rum}\nCompte débité : ${maskIban(mandate.iban)}\n\nCordialement,\n${agency}`,
  };
}

const described = (mandate: { debtorName: string; iban: string; bic: string; signatureDate?: string | null | undefined }) =>
  `titulaire ${mandate.debtorName.trim()}, IBAN ${formatIban(mandate.iban)}, BIC ${mandate.bic.replace(/\s+/g, '').toUpperCase()}${mandate.signatureDate ? `, signé le ${mandate.signatureDate}` : ''}`;

export const sepaMandatesHandlers = handlersFor(contract, {
  sepaMandatesOfCustomer: ({ params, session, app }) => {
    const { agencyId, customer } = requireCustomer(app.db, session, params.id);
    return mandatesOfCustomer(app.db, agencyId, customer.id);
  },

  createSepaMandate: ({ params, body, session, app }) => {
    const { agencyId, customer } = requireCustomer(app.db, session, params.id);
    checkBic(body);
    const at = app.clock.iso();
    const id = insertMandate(app.db, agencyId, customer.id, customer.familyId, body, at);
    logMandate(app.db, id, authorOf(session), `Mandat créé : ${described(body)}`, at);
    syncFamilyMandate(app.db, customer.familyId);
    return found(getMandate(app.db, agencyId, customer.id, id));
  },

  updateSepaMandate: ({ params, body, session, app }) => {
    const { agencyId, customer, mandate } = requireMandate(app.db, session, params);
    refuse(mandateEditError(mandate, body));
    checkBic(body);
    const at = app.clock.iso();
    updateMandate(app.db, mandate.id, body, at);
    logMandate(app.db, mandate.id, authorOf(session), `Mandat modifié : ${described(body)}`, at);
    syncFamilyMandate(app.db, mandate.familyId);
    return found(getMandate(app.db, agencyId, customer.id, mandate.id));
  },

  changeSepaMandateAccount: ({ params, body, session, app }) => {
    const { agencyId, customer, mandate } = requireMandate(app.db, session, params);
    refuse(accountChangeError(mandate, body));
    checkBic(body);
    const at = app.clock.iso();
    const day = agencyDay(at)!;
    const author = authorOf(session);
    const id = insertMandate(app.db, agencyId, customer.id, customer.familyId, body, at);
    const created = found(getMandate(app.db, agencyId, customer.id, id));
    revokeMandate(app.db, mandate.id, id, day);
    logMandate(app.db, id, author, `Mandat créé pour un changement de compte, remplace ${mandate.rum} : ${described(body)}`, at);
    logMandate(app.db, mandate.id, author, `Mandat révoqué le ${day} : changement de compte, remplacé par ${created.rum}`, at);
    writeHistory(app.db, {
      agencyId, customerId: customer.id, type: 'OTHER', authorId: session.user.id, at, editable: false,
      comment: `Changement de compte bancaire : mandat SEPA ${mandate.rum} révoqué le ${day}, nouveau mandat ${created.rum} à faire signer (IBAN ${maskIban(body.iban)})`,
    });
    syncFamilyMandate(app.db, mandate.familyId);
    return found(getMandate(app.db, agencyId, customer.id, id));
  },

  deleteSepaMandate: ({ params, session, app }) => {
    const { mandate } = requireMandate(app.db, session, params);
    app.db.prepare('DELETE FROM sepa_mandates WHERE id = ?').run(mandate.id);
    deleteMedia(app.db, mandate.customDocumentMedia?.id ?? null);
    syncFamilyMandate(app.db, mandate.familyId);
  },

  downloadSepaMandate: async ({ params, query, app }) => {
    const document = await documentOf(app, query.tk, params, query.inline === 'true');
    return withCustomDocument(app.db, document.agencyId, document.file, document.mandate.customDocumentMedia);
  },

  sepaMandateMailTemplate: ({ params, session, app }) => {
    const { agencyId, customer, mandate } = requireMandate(app.db, session, params);
    return mailTemplateOf(app.db, agencyId, customer, mandate);
  },

  sendSepaMandate: ({ params, body, session, app }) => {
    const { agencyId, customer, mandate } = requireMandate(app.db, session, params);
    const recipients = body.recipients ?? (customer.email ? [customer.email] : []);
    if (!recipients.length) throw httpError(400, 'NO_EMAIL', 'Le client n\'a pas d\'adresse e-mail : indiquez un destinataire');
    for (const to of recipients) sendMail(app.db, { to, subject: body.subject, text: body.body, attachments: [sepaMandateFileName(mandate.rum)] }, app.clock.iso());
    const at = app.clock.iso();
    app.db.prepare('UPDATE sepa_mandates SET sent_at = COALESCE(sent_at, ?) WHERE id = ?').run(at, mandate.id);
    logMandate(app.db, mandate.id, authorOf(session), `Envoyé à ${recipients.join(', ')}`, at);
    return found(getMandate(app.db, agencyId, customer.id, mandate.id));
  },

  sepaMandateChangelogs: ({ params, session, app }) => mandateChangelogs(app.db, requireMandate(app.db, session, params).mandate.id),

  recomputeSepaMandateDocument: ({ params, query, session, app }) => {
    const { agencyId, customer, mandate } = requireMandate(app.db, session, params);
    const templateId = query.newTemplateId ?? mandate.templateId;
    if (!SEPA_MANDATE_TEMPLATES[templateId]) throw notFound();
    if (mandate.status === 'SIGNED') throw httpError(400, 'SEPA_MANDATE_SIGNED', 'Un mandat signé ne peut plus être régénéré');
    app.db.prepare('UPDATE sepa_mandates SET template_id = ?, custom_document_media_id = NULL WHERE id = ?').run(templateId, mandate.id);
    deleteMedia(app.db, mandate.customDocumentMedia?.id ?? null);
    logMandate(app.db, mandate.id, authorOf(session), `Document régénéré avec le modèle ${SEPA_MANDATE_TEMPLATES[templateId]}`, app.clock.iso());
    return found(getMandate(app.db, agencyId, customer.id, mandate.id));
  },

  downloadSepaMandateWorkingCopy: async ({ params, query, app }) => (await documentOf(app, query.tk, params, query.inline === 'true')).file,

  applySepaMandateCustomDocument: ({ params, body, session, app }) => {
    const { agencyId, customer, mandate } = requireMandate(app.db, session, params);
    const mediaId = saveCustomDocument(app, agencyId, body.document);
    app.db.prepare('UPDATE sepa_mandates SET custom_document_media_id = ? WHERE id = ?').run(mediaId, mandate.id);
    deleteMedia(app.db, mandate.customDocumentMedia?.id ?? null);
    logMandate(app.db, mandate.id, authorOf(session), `Document remplacé par « ${body.document.fileName} »`, app.clock.iso());
    return found(getMandate(app.db, agencyId, customer.id, mandate.id));
  },
});
