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
import { isoDate, agencyToday } from '../dates';
import { contractPdf } from '../files/contractDocument';
import { httpError } from '../http/errors';
import type { Clock } from '../clock';
import {
  contractChangelogsOf, contractFamilyOf, contractFeesOf, contractOf, contractRow, lastBilledMonth, logContract, markExpressionInitialized, searchContracts, slotsOf,
} from '../store/contracts';
import type { Db } from '../store/db';
import { sendMail } from '../store/mails';
import { writeHistory } from '../store/customerRecords';
import { deleteMedia } from '../store/medias';
import type { Session } from '../store/tokens';
import { authorOf, downloadSession } from './billingAccess';
import { saveCustomDocument, withCustomDocument } from './documents';
import { agencyOf, found } from './scope';
import { handlersFor, type DbAndClock } from './types';

type Row = NonNullable<ReturnType<typeof contractRow>>;

const rowFor = (db: Db, session: Session, id: number, clock: Clock): Row => found(contractRow(db, agencyOf(session), id, clock.now()));
const answer = (db: Db, row: Row, clock: Clock) => contractOf(found(contractRow(db, row.agencyId, row.id, clock.now())));

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
const familyPart = (db: Db, row: Row, familyId: number, clock: Clock) => found(contractFamilyOf(db, row, familyId, isoDate(agencyToday(clock.now())).slice(0, 7)));

const minDateOf = (db: Db, row: Row, clock: Clock) => endOfContractMinDate({ startDate: row.startDate, today: isoDate(agencyToday(clock.now())), lastBilledMonth: lastBilledMonth(db, row) });

/** The generated PDF of the contract a one-use token opens. */
async function generated({ db, clock }: DbAndClock, tk: string, id: number, inline: boolean) {
  const row = rowFor(db, downloadSession({ db, clock }, tk), id, clock);
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
  searchContracts: ({ body, session, app }) => searchContracts(app.db, agencyOf(session), body, body, app.clock.now()),

  searchCustomerContracts: ({ params, body, session, app }) => {
    const agencyId = agencyOf(session);
    found(app.db.prepare('SELECT id FROM customers WHERE id = ? AND agency_id = ?').get(params.id, agencyId));
    return searchContracts(app.db, agencyId, { customerId: params.id, text: body.text, states: body.states }, body, app.clock.now());
  },

  getContract: ({ params, session, app }) => contractOf(rowFor(app.db, session, params.id, app.clock)),

  contractFamily: ({ params, session, app }) => familyPart(app.db, rowFor(app.db, session, params.id, app.clock), params.fid, app.clock),

  markContractExpressionInitialized: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    const part = familyPart(app.db, row, params.x, app.clock);
    if (markExpressionInitialized(app.db, row.id, part.family.id, app.clock.iso())) logContract(app.db, row.id, authorOf(session), `Contrat initialisé pour la famille ${part.family.name}`, app.clock.iso());
    return familyPart(app.db, row, params.x, app.clock);
  },

  deleteContract: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    notSigned(row);
    app.db.prepare("UPDATE estimates SET status = 'SIGNED' WHERE contract_id = ?").run(row.id);
    app.db.prepare('DELETE FROM contracts WHERE id = ?').run(row.id);
    deleteMedia(app.db, row.customMediaId);
    // The contract keeps no page of its own any more: the customer's history says it was deleted, as an estimate's refusal.
    writeHistory(app.db, { agencyId: row.agencyId, customerId: row.customerId, type: 'OTHER', comment: `Contrat ${row.number} supprimé`, authorId: session.user.id, at: app.clock.iso() });
  },

  contractPrestations: ({ params, session, app }) => [prestationOf(rowFor(app.db, session, params.id, app.clock))],

  contractBillingMonthlyData: ({ params, session, app }) => monthlyDataOf(app.db, rowFor(app.db, session, params.id, app.clock)),

  markContractFeeAlreadyBilled: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    const fee = found(contractFeesOf(app.db, row).find((f) => f.id === params.fid));
    if (fee.state === 'BILLED') throw httpError(400, FEE_ON_A_BILL.code, FEE_ON_A_BILL.label);
    if (fee.state === 'PENDING') {
      app.db.prepare('UPDATE fees SET already_billed_at = ? WHERE id = ?').run(app.clock.iso(), fee.id);
      logContract(app.db, row.id, authorOf(session), `Frais « ${fee.label} » marqués comme déjà facturés`, app.clock.iso());
    }
    return monthlyDataOf(app.db, row);
  },

  contractChangelogs: ({ params, session, app }) => contractChangelogsOf(app.db, rowFor(app.db, session, params.id, app.clock).id),

  contractHistoryEntry: ({ params, session, app }) => found(contractChangelogsOf(app.db, rowFor(app.db, session, params.id, app.clock).id).find((entry) => entry.id === params.x)),

  contractEndMinDate: ({ params, session, app }) => ({ minDate: minDateOf(app.db, rowFor(app.db, session, params.id, app.clock), app.clock) }),

  endContract: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    const message = endDateError(body.endDate, minDateOf(app.db, row, app.clock));
    if (message) throw httpError(400, END_DATE_BEFORE_MIN, message, 'endDate');
    app.db.prepare('UPDATE contracts SET end_date = ? WHERE id = ?').run(body.endDate, row.id);
    logContract(app.db, row.id, authorOf(session), `Fin de contrat fixée au ${formatDate(body.endDate)}`, app.clock.iso());
    return answer(app.db, row, app.clock);
  },

  toggleContractArchive: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    app.db.prepare('UPDATE contracts SET archived = 1 - archived WHERE id = ?').run(row.id);
    logContract(app.db, row.id, authorOf(session), row.archived ? 'Contrat désarchivé' : 'Contrat archivé', app.clock.iso());
    return answer(app.db, row, app.clock);
  },

  updateContractBillItemLabel: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    app.db.prepare('UPDATE contracts SET monthly_bill_item_label = ? WHERE id = ?').run(body.label, row.id);
    logContract(app.db, row.id, authorOf(session), `Libellé de la facture mensuelle : « ${body.label} »`, app.clock.iso());
    return answer(app.db, row, app.clock);
  },

  markContractInitialized: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    if (!row.initializedAt) {
      app.db.prepare('UPDATE contracts SET initialized_at = ? WHERE id = ?').run(app.clock.iso(), row.id);
      logContract(app.db, row.id, authorOf(session), 'Contrat marqué comme initialisé', app.clock.iso());
    }
    return answer(app.db, row, app.clock);
  },

  downloadContract: async ({ params, query, app }) => {
    const { row, file } = await generated(app, query.tk, params.id, query.inline === 'true');
    const shown = row.signedMediaId ?? row.customMediaId;
    return withCustomDocument(app.db, row.agencyId, { ...file, name: row.signedFileName ?? file.name }, shown === null ? null : { id: shown });
  },

  downloadContractWorkingCopy: async ({ params, query, app }) => (await generated(app, query.tk, params.id, query.inline === 'true')).file,

  recomputeContractDocument: ({ params, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    notSigned(row);
    app.db.prepare('UPDATE contracts SET custom_media_id = NULL WHERE id = ?').run(row.id);
    deleteMedia(app.db, row.customMediaId);
    logContract(app.db, row.id, authorOf(session), 'Document régénéré depuis le modèle', app.clock.iso());
    return answer(app.db, row, app.clock);
  },

  applyContractCustomDocument: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    notSigned(row);
    app.db.prepare('UPDATE contracts SET custom_media_id = ? WHERE id = ?').run(saveCustomDocument(app, row.agencyId, body.newDocument), row.id);
    deleteMedia(app.db, row.customMediaId);
    logContract(app.db, row.id, authorOf(session), `Document remplacé par « ${body.newDocument.fileName} »`, app.clock.iso());
    return answer(app.db, row, app.clock);
  },

  markContractSigned: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    const mediaId = saveCustomDocument(app, row.agencyId, body.document);
    const at = app.clock.iso();
    app.db.prepare("UPDATE contracts SET status = 'SIGNED', signed_media_id = ?, signed_at = ? WHERE id = ?").run(mediaId, at, row.id);
    deleteMedia(app.db, row.signedMediaId);
    logContract(app.db, row.id, authorOf(session), `Copie signée déposée : « ${body.document.fileName} »`, at);
    return answer(app.db, row, app.clock);
  },

  contractMailTemplate: ({ params, session, app }) => mailTemplateOf(app.db, rowFor(app.db, session, params.id, app.clock)),

  sendContract: ({ params, body, session, app }) => {
    const row = rowFor(app.db, session, params.id, app.clock);
    const recipients = body.recipients ?? [mailTemplateOf(app.db, row).recipient].filter(Boolean);
    if (!recipients.length) throw httpError(400, NO_EMAIL.code, NO_EMAIL.label, 'recipients');
    for (const to of recipients) sendMail(app.db, { to, subject: body.subject.trim(), text: `${body.body.trim()}\n\nPièce jointe : ${contractFileName(row.number)}`, attachments: [contractFileName(row.number)] }, app.clock.iso());
    if (row.status === 'READY') app.db.prepare("UPDATE contracts SET status = 'SENT' WHERE id = ?").run(row.id);
    logContract(app.db, row.id, authorOf(session), `Envoyé à ${recipients.join(', ')}`, app.clock.iso());
    return answer(app.db, row, app.clock);
  },
});
