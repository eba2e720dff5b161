/**
 * Contracts of the session's agency (spec 001 §7): the record's search and a contract's own
 * calls. Rules (statuses, end-of-contract minimum date, what a signed contract refuses) in
 * `src/domain/contracts.ts`; the documents as work contracts': the signed copy and the custom
 * document kept as medias.
 */
import * as contracts from '../../src/api/contract/contracts';
import type { ContractPrestation } from '../../src/api/contract/contracts';
import { CONTRACT_SIGNED, END_DATE_BEFORE_MIN, FEE_ON_A_BILL, contractFileName, endDateError, endOfContractMinDate } from '../../src/domain/contracts';
import { NO_EMAIL } from '../../src/domain/estimates/documents';
import { formatDate } from '../../src/domain/format/date';
import { isoDate, todayUtc } from '../dates';
import { contractPdf } from '../files/contractDocument';
import { httpError } from '../http/errors';
import {
  contractChangelogsOf, contractFamilyOf, contractFeesOf, contractOf, contractRow, lastBilledMonth, logContract, markExpressionInitialized, searchContracts, slotsOf,
} from '../store/contracts';
import type { Db } from '../store/db';
import { sendMail } from '../store/mails';
import { deleteMedia } from '../store/medias';
import type { Session } from '../store/tokens';
import { authorOf, downloadSession, now } from './billingAccess';
import { saveCustomDocument, withCustomDocument } from './documents';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

type Row = NonNullable<ReturnType<typeof contractRow>>;

const rowFor = (db: Db, session: Session, id: number): Row => found(contractRow(db, agencyOf(session), id));
const answer = (db: Db, row: Row) => contractOf(found(contractRow(db, row.agencyId, row.id)));

function notSigned(row: Row) {
  if (row.status === 'SIGNED') throw httpError(400, CONTRACT_SIGNED.code, CONTRACT_SIGNED.label);
}

const prestationOf = (row: Row): ContractPrestation => ({
  prestationType: { id: row.prestationTypeId, label: row.prestationTypeLabel }, weeklyMinutes: row.weeklyMinutes, slots: slotsOf(row),
});

function monthlyDataOf(db: Db, row: Row) {
  const contract = contractOf(row);
  return { label: contract.monthlyBillItemLabel, priceGrid: contract.priceGrid, monthlyMinutes: Math.round((contract.weeklyMinutes * 52) / 12), fees: contractFeesOf(db, row) };
}

/** The contract's part for a family of its customer (another family: 404), this month's planned minutes. */
const familyPart = (db: Db, row: Row, familyId: number) => found(contractFamilyOf(db, row, familyId, isoDate(todayUtc()).slice(0, 7)));

const minDateOf = (db: Db, row: Row) => endOfContractMinDate({ startDate: row.startDate, today: isoDate(todayUtc()), lastBilledMonth: lastBilledMonth(db, row) });

/** The generated PDF of the contract a one-use token opens. */
async function generated(db: Db, tk: string, id: number, inline: boolean) {
  const row = rowFor(db, downloadSession(db, tk), id);
  const contract = contractOf(row);
  return { row, file: { name: contractFileName(contract.number), mimeType: 'application/pdf', bytes: await contractPdf(db, row.agencyId, contract, prestationOf(row)), inline } };
}

function mailTemplateOf(db: Db, row: Row) {
  const facts = db.prepare('SELECT c.email, a.label AS agencyName FROM customers c JOIN agencies a ON a.id = ? WHERE c.id = ?').get(row.agencyId, row.customerId) as { email: string | null; agencyName: string };
  return {
    recipient: facts.email ?? '',
    subject: `Votre contrat ${row.number}`,
    body: `Bonjour ${row.customerLabel},\n\nVeuillez trouver ci-joint votre contrat ${row.number} (${row.prestationTypeLabel}). Merci de nous le retourner daté et signé.\n\n`
      + `Nous restons à votre disposition pour toute question.\n\nBien cordialement,\n${facts.agencyName}`,
  };
}

export const contractsHandlers = handlersFor(contracts, {
  searchContracts: ({ body, session, app }) => searchContracts(app.db, agencyOf(session), body, body),

  searchCustomerContracts: ({ params, body, session, app }) => {
    const agencyId = agencyOf(session);
    found(app.db.prepare('SELECT id FROM customers WHERE id = ? AND agency_id = ?').get(params.id, agencyId));
    return searchContracts(app.db, agencyId, { customerId: params.id, text: body.text, states: body.states }, body);
  },

  getContract: ({ params, session, app }) => contractOf(rowFor(app.db, session, params.id)),

  contractFamily: ({ params, session, app }) => familyPart(app.db, rowFor(app.db, session, params.id), params.fid),

  markContractExpressionInitialized: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    const part = familyPart(app.db, row, params.x);
    if (markExpressionInitialized(app.db, row.id, part.family.id, now())) logContract(app.db, row.id, authorOf(session), `Contrat initialisé pour la famille ${part.family.name}`);
    return familyPart(app.db, row, params.x);
  },

  deleteContract: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    notSigned(row);
    app.db.prepare("UPDATE estimates SET status = 'SIGNED' WHERE contract_id = ?").run(row.id);
    app.db.prepare('DELETE FROM contracts WHERE id = ?').run(row.id);
    deleteMedia(app.db, row.customMediaId);
  },

  contractPrestations: ({ params, session, app }) => [prestationOf(rowFor(app.db, session, params.id))],

  contractBillingMonthlyData: ({ params, session, app }) => monthlyDataOf(app.db, rowFor(app.db, session, params.id)),

  markContractFeeAlreadyBilled: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    const fee = found(contractFeesOf(app.db, row).find((f) => f.id === params.fid));
    if (fee.state === 'BILLED') throw httpError(400, FEE_ON_A_BILL.code, FEE_ON_A_BILL.label);
    if (fee.state === 'PENDING') {
      app.db.prepare('UPDATE fees SET already_billed_at = ? WHERE id = ?').run(now(), fee.id);
      logContract(app.db, row.id, authorOf(session), `Frais « ${fee.label} » marqués comme déjà facturés`);
    }
    return monthlyDataOf(app.db, row);
  },

  contractChangelogs: ({ params, session, app }) => contractChangelogsOf(app.db, rowFor(app.db, session, params.id).id),

  contractHistoryEntry: ({ params, session, app }) => found(contractChangelogsOf(app.db, rowFor(app.db, session, params.id).id).find((entry) => entry.id === params.x)),

  contractEndMinDate: ({ params, session, app }) => ({ minDate: minDateOf(app.db, rowFor(app.db, session, params.id)) }),

  endContract: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    const message = endDateError(body.endDate, minDateOf(app.db, row));
    if (message) throw httpError(400, END_DATE_BEFORE_MIN, message, 'endDate');
    app.db.prepare('UPDATE contracts SET end_date = ? WHERE id = ?').run(body.endDate, row.id);
    logContract(app.db, row.id, authorOf(session), `Fin de contrat fixée au ${formatDate(body.endDate)}`);
    return answer(app.db, row);
  },

  toggleContractArchive: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    app.db.prepare('UPDATE contracts SET archived = 1 - archived WHERE id = ?').run(row.id);
    logContract(app.db, row.id, authorOf(session), row.archived ? 'Contrat désarchivé' : 'Contrat archivé');
    return answer(app.db, row);
  },

  updateContractBillItemLabel: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    app.db.prepare('UPDATE contracts SET monthly_bill_item_label = ? WHERE id = ?').run(body.label, row.id);
    logContract(app.db, row.id, authorOf(session), `Libellé de la facture mensuelle : « ${body.label} »`);
    return answer(app.db, row);
  },

  markContractInitialized: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    if (!row.initializedAt) {
      app.db.prepare('UPDATE contracts SET initialized_at = ? WHERE id = ?').run(now(), row.id);
      logContract(app.db, row.id, authorOf(session), 'Contrat marqué comme initialisé');
    }
    return answer(app.db, row);
  },

  downloadContract: async ({ params, query, app }) => {
    const { row, file } = await generated(app.db, query.tk, params.id, query.inline === 'true');
    const shown = row.signedMediaId ?? row.customMediaId;
    return withCustomDocument(app.db, row.agencyId, { ...file, name: row.signedFileName ?? file.name }, shown === null ? null : { id: shown });
  },

  downloadContractWorkingCopy: async ({ params, query, app }) => (await generated(app.db, query.tk, params.id, query.inline === 'true')).file,

  recomputeContractDocument: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    notSigned(row);
    app.db.prepare('UPDATE contracts SET custom_media_id = NULL WHERE id = ?').run(row.id);
    deleteMedia(app.db, row.customMediaId);
    logContract(app.db, row.id, authorOf(session), 'Document régénéré depuis le modèle');
    return answer(app.db, row);
  },

  applyContractCustomDocument: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    notSigned(row);
    app.db.prepare('UPDATE contracts SET custom_media_id = ? WHERE id = ?').run(saveCustomDocument(app.db, row.agencyId, body.newDocument), row.id);
    deleteMedia(app.db, row.customMediaId);
    logContract(app.db, row.id, authorOf(session), `Document remplacé par « ${body.newDocument.fileName} »`);
    return answer(app.db, row);
  },

  markContractSigned: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    const mediaId = saveCustomDocument(app.db, row.agencyId, body.document);
    const at = now();
    app.db.prepare("UPDATE contracts SET status = 'SIGNED', signed_media_id = ?, signed_at = ? WHERE id = ?").run(mediaId, at, row.id);
    deleteMedia(app.db, row.signedMediaId);
    logContract(app.db, row.id, authorOf(session), `Copie signée déposée : « ${body.document.fileName} »`, at);
    return answer(app.db, row);
  },

  contractMailTemplate: ({ params, session, app }) => mailTemplateOf(app.db, rowFor(app.db, session, params.id)),

  sendContract: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id);
    const recipients = body.recipients ?? [mailTemplateOf(app.db, row).recipient].filter(Boolean);
    if (!recipients.length) throw httpError(400, NO_EMAIL.code, NO_EMAIL.label, 'recipients');
    for (const to of recipients) sendMail(app.db, { to, subject: body.subject.trim(), text: `${body.body.trim()}\n\nPièce jointe : ${contractFileName(row.number)}` });
    if (row.status === 'READY') app.db.prepare("UPDATE contracts SET status = 'SENT' WHERE id = ?").run(row.id);
    logContract(app.db, row.id, authorOf(session), `Envoyé à ${recipients.join(', ')}`);
    return answer(app.db, row);
  },
});
