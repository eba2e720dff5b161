/**
 * An employee's work contracts (spec 001 §7): paye's access rule; a SIGNED contract is neither edited nor deleted; the signed document is kept
 * as a media; sending a DRAFT makes it SENT; sending it for signing starts a procedure with the estimates' provider (`store/signProcedures.ts`).
 */
import * as contract from '../../src/api/contract/workContracts';
import type { WorkContract, WorkContractForm } from '../../src/api/contract/workContracts';
import { WORK_CONTRACT_TYPE_LABELS } from '../../src/domain/paye/labels';
import { workContractFileName, workContractPdf } from '../files/workContractDocument';
import { httpError, refuse, throwFieldErrors } from '../http/errors';
import { checkFeature } from '../http/gates';
import type { Db } from '../store/db';
import { sendMail } from '../store/mails';
import { deleteMedia } from '../store/medias';
import type { Session } from '../store/tokens';
import {
  documentMediasOf, getWorkContract, insertWorkContract, logWorkContract, updateWorkContractRow, workContractChangelogsOf, workContractsOf, workContractTemplates,
} from '../store/workContracts';
import { authorOf, downloadSession } from './billingAccess';
import { saveCustomDocument, withCustomDocument } from './documents';
import { templateTypeError } from '../../src/domain/paye/workContractTemplates';
import { checkSmic, requirePayeEmployee, type PayeEmployee } from './payeAccess';
import { cancelOpenProcedures, proceduresOf, signatureOf, startProcedure, type SignSubject } from '../store/signProcedures';
import { workContractSigningError } from '../../src/domain/paye/workContractSigning';
import type { Clock } from '../clock';
import { found } from './scope';
import { handlersFor, type DbAndClock } from './types';

function requireContract(db: Db, session: Session, params: { id: number; cid: number }) {
  const employee = requirePayeEmployee(db, session, params.id);
  return { employee, workContract: found(getWorkContract(db, employee.id, params.cid)) };
}

const subject = (workContract: WorkContract): SignSubject => ({ kind: 'workContract', id: workContract.id });

/** The contract a one-use token opens, with its generated PDF (signed through the provider: with who signed and when). */
async function documentOf(app: DbAndClock, tk: string, params: { id: number; cid: number }, inline: boolean) {
  const { employee, workContract } = requireContract(app.db, downloadSession(app, tk), params);
  const bytes = await workContractPdf(app.db, employee, workContract, signatureOf(app.db, subject(workContract)));
  const file = { name: workContractFileName(employee, workContract), mimeType: 'application/pdf', bytes, inline };
  return { employee, workContract, file };
}

function notSigned(workContract: WorkContract) {
  if (workContract.status === 'SIGNED') throw httpError(400, 'WORK_CONTRACT_SIGNED', 'Un contrat signé ne peut plus être modifié ni supprimé');
}

/** A CDD ends after it starts; a CDI has no end; the hourly rate is at least the SMIC. */
function checkForm(body: WorkContractForm, clock: Clock) {
  checkSmic(clock, body.hourlyRateCents, body.startDate);
  throwFieldErrors({
    endDate: body.type === 'CDD' && !body.endDate ? 'Champ obligatoire' : body.endDate && body.endDate < body.startDate ? 'La date de fin doit suivre la date de début' : null,
  });
  return { ...body, endDate: body.type === 'CDI' ? null : (body.endDate ?? null) };
}

const emailOf = (db: Db, employeeId: number) => db.prepare('SELECT email FROM employees WHERE id = ?').pluck().get(employeeId) as string;

/** The mail of a contract, to the employee: to sign and return it, or (sign procedure) to sign it online. */
function mailTemplateOf(db: Db, employee: PayeEmployee, workContract: WorkContract, forSignProcedure: boolean) {
  const agency = db.prepare('SELECT label FROM agencies WHERE id = ?').pluck().get(employee.agencyId) as string;
  const ask = forSignProcedure
    ? 'Vous allez recevoir un lien pour signer électroniquement votre contrat de travail, joint à ce message pour lecture.'
    : 'Veuillez trouver ci-joint votre contrat de travail : merci de nous le retourner daté et signé.';
  return {
    recipient: emailOf(db, employee.id),
    subject: `Votre contrat de travail (${workContract.type}, ${workContract.jobTitle}) — ${agency}`,
    body: `Bonjour ${employee.firstName} ${employee.lastName},\n\n${ask}\n\nCordialement,\n${agency}`,
  };
}

const described = (c: WorkContractForm) => `${WORK_CONTRACT_TYPE_LABELS[c.type]}, ${c.jobTitle.trim()}, à partir du ${c.startDate}`;

export const workContractsHandlers = handlersFor(contract, {
  workContractsOfEmployee: ({ params, session, app }) => workContractsOf(app.db, requirePayeEmployee(app.db, session, params.id).id),

  createWorkContract: ({ params, body, session, app }) => {
    const employee = requirePayeEmployee(app.db, session, params.id);
    const id = insertWorkContract(app.db, employee, checkForm(body, app.clock), app.clock.iso());
    logWorkContract(app.db, id, authorOf(session), `Contrat créé : ${described(body)}`, app.clock.iso());
    return found(getWorkContract(app.db, employee.id, id));
  },

  updateWorkContract: ({ params, body, session, app }) => {
    const { employee, workContract } = requireContract(app.db, session, params);
    notSigned(workContract);
    updateWorkContractRow(app.db, employee.agencyId, workContract, checkForm(body, app.clock));
    logWorkContract(app.db, workContract.id, authorOf(session), `Contrat modifié : ${described(body)}`, app.clock.iso());
    return found(getWorkContract(app.db, employee.id, workContract.id));
  },

  deleteWorkContract: ({ params, session, app }) => {
    const { workContract } = requireContract(app.db, session, params);
    notSigned(workContract);
    app.db.prepare('DELETE FROM work_contracts WHERE id = ?').run(workContract.id);
  },

  markWorkContractSigned: ({ params, body, session, app }) => {
    const { employee, workContract } = requireContract(app.db, session, params);
    const mediaId = saveCustomDocument(app, employee.agencyId, body.document);
    const previous = documentMediasOf(app.db, workContract.id).signed;
    const at = app.clock.iso();
    app.db.transaction(() => {
      app.db.prepare("UPDATE work_contracts SET status = 'SIGNED', signed_media_id = ?, signed_at = ? WHERE id = ?").run(mediaId, at, workContract.id);
      deleteMedia(app.db, previous);
      logWorkContract(app.db, workContract.id, authorOf(session), `Marqué comme signé avec « ${body.document.fileName} »`, at);
      // Signed on paper: a procedure still waiting has no object any more (nothing more is spent).
      cancelOpenProcedures(app.db, subject(workContract), at);
    })();
    return found(getWorkContract(app.db, employee.id, workContract.id));
  },

  downloadWorkContract: async ({ params, query, app }) => {
    const { employee, workContract, file } = await documentOf(app, query.tk, params, query.inline === 'true');
    const medias = documentMediasOf(app.db, workContract.id);
    const shown = medias.signed ?? medias.custom;
    return withCustomDocument(app.db, employee.agencyId, file, shown === null ? null : { id: shown });
  },

  downloadWorkContractWorkingCopy: async ({ params, query, app }) => (await documentOf(app, query.tk, params, query.inline === 'true')).file,

  recomputeWorkContractDocument: ({ params, query, session, app }) => {
    const { employee, workContract } = requireContract(app.db, session, params);
    notSigned(workContract);
    const template = found(workContractTemplates(app.db, employee.agencyId).find((t) => t.id === (query.newTemplateId ?? workContract.template?.id)));
    refuse(templateTypeError(template, workContract.type));
    const custom = documentMediasOf(app.db, workContract.id).custom;
    app.db.prepare('UPDATE work_contracts SET template_id = ?, custom_media_id = NULL WHERE id = ?').run(template.id, workContract.id);
    deleteMedia(app.db, custom);
    logWorkContract(app.db, workContract.id, authorOf(session), `Document régénéré avec le modèle « ${template.label} »`, app.clock.iso());
    return found(getWorkContract(app.db, employee.id, workContract.id));
  },

  applyWorkContractCustomDocument: ({ params, body, session, app }) => {
    const { employee, workContract } = requireContract(app.db, session, params);
    notSigned(workContract);
    const previous = documentMediasOf(app.db, workContract.id).custom;
    app.db.prepare('UPDATE work_contracts SET custom_media_id = ? WHERE id = ?').run(saveCustomDocument(app, employee.agencyId, body.newDocument), workContract.id);
    deleteMedia(app.db, previous);
    logWorkContract(app.db, workContract.id, authorOf(session), `Document remplacé par « ${body.newDocument.fileName} »`, app.clock.iso());
    return found(getWorkContract(app.db, employee.id, workContract.id));
  },

  workContractMailTemplate: ({ params, query, session, app }) => {
    const { employee, workContract } = requireContract(app.db, session, params);
    const forSigning = query.forSignProcedure === 'true';
    if (forSigning) checkFeature(app.db, employee.agencyId, 'signProceduresEnabled');
    return mailTemplateOf(app.db, employee, workContract, forSigning);
  },

  /** The mail to the outbox; for signing, a procedure started on the agency's balance, to the first recipient (a refusal rolls the whole back). */
  sendWorkContract: ({ params, body, session, app }) => {
    const { employee, workContract } = requireContract(app.db, session, params);
    const forSigning = body.forSignProcedure === true;
    if (forSigning) {
      checkFeature(app.db, employee.agencyId, 'signProceduresEnabled');
      refuse(workContractSigningError(workContract, proceduresOf(app.db, subject(workContract))));
    }
    const recipients = body.recipients ?? [emailOf(app.db, employee.id)];
    const at = app.clock.iso();
    app.db.transaction(() => {
      for (const to of recipients) sendMail(app.db, { to, subject: body.subject, text: body.body, attachments: [workContractFileName(employee, workContract)] }, at);
      if (workContract.status === 'DRAFT') app.db.prepare("UPDATE work_contracts SET status = 'SENT' WHERE id = ?").run(workContract.id);
      logWorkContract(app.db, workContract.id, authorOf(session), `${forSigning ? 'Envoyé pour signature électronique' : 'Envoyé'} à ${recipients.join(', ')}`, at);
      if (forSigning) startProcedure(app.db, employee.agencyId, subject(workContract), recipients[0]!, session.user.id, at);
    })();
    return found(getWorkContract(app.db, employee.id, workContract.id));
  },

  workContractSignProcedures: ({ params, session, app }) => proceduresOf(app.db, subject(requireContract(app.db, session, params).workContract)),

  workContractChangelogs: ({ params, session, app }) => workContractChangelogsOf(app.db, requireContract(app.db, session, params).workContract.id),
});
