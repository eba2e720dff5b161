/** Bills and credit notes (spec 002 §7.3, §7.6) within the session's agency; the moves are the domain's (`src/domain/billing/status.ts`). */
import { createHash } from 'node:crypto';
import * as billingContract from '../../src/api/contract/billing';
import { splitVat, sumCents } from '../../src/domain/billing/money';
import { NO_CUSTOMER } from '../../src/domain/billing/texts';
import { formatMonth } from '../../src/domain/format/date';
import { billFileName, billPdf } from '../files/billDocument';
import { debitOrderXml } from '../files/billingExports';
import { httpError, notFound } from '../http/errors';
import { billDetail, searchBills } from '../store/billing/billViews';
import {
  addPayment, billOfFamilyMonth, computeBill, createCreditNote, createDraft, creditableLines, deleteDraft, logBill, markSent, refreshBill, validateBill,
  type BillRow, type CreditLine,
} from '../store/billing/bills';
import type { Db } from '../store/db';
import { insertExport } from '../store/exports';
import { sendMail } from '../store/mails';
import { getMedia } from '../store/medias';
import { issueToken, TEMPORARY_TTL_MS } from '../store/tokens';
import { authorOf, downloadSession, ensureAllowed, requireBill } from './billingAccess';
import { agencyOf, found } from './scope';
import { handlersFor, type DbAndClock } from './types';

const detailOf = (db: Db, agencyId: number, id: number) => found(billDetail(db, agencyId, id));

/** The lines a partial credit note takes: each at most what its line still carries. */
function partialLines(db: Db, bill: BillRow, body: { lines: { kind: CreditLine['kind']; id: number; amount: number }[] }): (CreditLine & { creditable: number })[] {
  const lines = creditableLines(db, bill.id);
  return body.lines.map((asked, index) => {
    const line = lines.find((l) => l.kind === asked.kind && l.id === asked.id);
    if (!line) throw httpError(400, 'PARAMETERS_ERROR', `La ligne ${asked.id} n'appartient pas à cette facture`, `lines.${index}.id`);
    if (asked.amount > line.creditable) throw httpError(400, 'CREDIT_NOTE_TOO_HIGH', `Le montant de l'avoir dépasse le montant restant sur la ligne « ${line.label} »`, `lines.${index}.amount`);
    return { kind: line.kind, id: line.id, label: line.label, amount: asked.amount, creditable: line.creditable };
  });
}

function ensureFamilyBillFree(db: Db, familyId: number, month: string): void {
  const existing = billOfFamilyMonth(db, familyId, month);
  if (existing !== null) throw httpError(400, 'BILL_EXISTS', `Cette famille a déjà une facture pour ${formatMonth(`${month}-01`)}`);
}

function mailTemplate(db: Db, agencyId: number, id: number) {
  const bill = detailOf(db, agencyId, id);
  const email = db.prepare('SELECT email FROM customers WHERE id = ?').pluck().get(bill.customer.id) as string | null;
  const kind = bill.type === 'CREDIT_NOTE' ? 'Votre avoir' : 'Votre facture';
  return {
    bill,
    template: {
      recipient: email ?? '',
      subject: `${kind} ${bill.billNumber ?? ''} — ${bill.agency.label}`.replace('  ', ' '),
      body: `Bonjour ${bill.customer.contactFirstName} ${bill.customer.contactLastName},\n\nVeuillez trouver ci-joint ${kind.toLowerCase()} ${bill.billNumber ?? ''} (prestations : ${formatMonth(`${bill.month}-01`)}).\n\nCordialement,\n${bill.agency.label}`,
    },
  };
}

/** Runs a draft edit: checks the move, applies it, recomputes the totals, logs it, answers the detail. */
function editDraft({ db, clock }: DbAndClock, bill: BillRow, author: string, description: string, apply: () => void) {
  ensureAllowed(bill, 'edit');
  apply();
  refreshBill(db, bill.id);
  logBill(db, bill.id, author, description, clock.iso());
  return detailOf(db, bill.agencyId, bill.id);
}

export const billingHandlers = handlersFor(billingContract, {
  searchBills: ({ body, session, app }) => searchBills(app.db, agencyOf(session), body, body),

  searchMonthlyBills: ({ params, body, session, app }) => searchBills(app.db, agencyOf(session), { ...body, month: params.id }, body),

  createBill: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const family = found(app.db.prepare('SELECT id, customer_id AS customerId FROM families WHERE id = ? AND agency_id = ?').get(body.familyId, agencyId) as { id: number; customerId: number | null } | undefined);
    if (family.customerId === null) throw httpError(400, NO_CUSTOMER.code, NO_CUSTOMER.label);
    ensureFamilyBillFree(app.db, family.id, body.month);
    const id = createDraft(app.db, agencyId, family.id, family.customerId, body.month, app.clock.iso());
    logBill(app.db, id, authorOf(session), 'Facture créée manuellement', app.clock.iso());
    return detailOf(app.db, agencyId, id);
  },

  getBill: ({ params, session, app }) => detailOf(app.db, agencyOf(session), params.id),

  deleteBill: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'delete');
    deleteDraft(app.db, bill.id);
  },

  billChangelogs: ({ params, session, app }) => {
    requireBill(app.db, session, params.id);
    return app.db.prepare('SELECT id, at, author, description FROM bill_changelogs WHERE bill_id = ? ORDER BY at DESC, id DESC').all(params.id) as { id: number; at: string; author: string; description: string }[];
  },

  updateBillComments: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    app.db.prepare('UPDATE bills SET comments = ? WHERE id = ?').run(body.comments?.trim() || null, bill.id);
    logBill(app.db, bill.id, authorOf(session), 'Commentaires modifiés', app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  updateBillCustomAttributes: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    return editDraft(app, bill, authorOf(session), 'Attributs personnalisés modifiés', () =>
      app.db.prepare('UPDATE bills SET custom_attributes = ? WHERE id = ?').run(JSON.stringify(body.values), bill.id),
    );
  },

  updateBillAdjustments: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    return editDraft(app, bill, authorOf(session), `Ajustements : ${body.adjustments.length}`, () => {
      app.db.prepare('DELETE FROM bill_adjustments WHERE bill_id = ?').run(bill.id);
      const insert = app.db.prepare('INSERT INTO bill_adjustments (bill_id, label, vat_included, vat_excluded, vat) VALUES (?, ?, ?, ?, ?)');
      for (const adjustment of body.adjustments) {
        const split = splitVat(adjustment.vatIncluded, bill.vatRate);
        insert.run(bill.id, adjustment.label.trim(), split.vatIncluded, split.vatExcluded, split.vat);
      }
    });
  },

  deleteBillAdjustments: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    return editDraft(app, bill, authorOf(session), 'Ajustements supprimés', () => app.db.prepare('DELETE FROM bill_adjustments WHERE bill_id = ?').run(bill.id));
  },

  validateBill: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'validate');
    const number = validateBill(app.db, bill, app.clock.iso());
    logBill(app.db, bill.id, authorOf(session), `Facture validée sous le numéro ${number}`, app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  createCreditNote: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'creditNote');
    const lines = creditableLines(app.db, bill.id).filter((line) => line.creditable !== 0).map(({ creditable, ...line }) => ({ ...line, amount: creditable }));
    if (!lines.length) throw httpError(400, 'NOTHING_TO_CREDIT', 'Cette facture est déjà entièrement couverte par des avoirs');
    const id = createCreditNote(app.db, bill, lines, body.comment?.trim() || null, app.clock.iso());
    const note = detailOf(app.db, bill.agencyId, id);
    logBill(app.db, bill.id, authorOf(session), `Avoir total ${note.billNumber}`, app.clock.iso());
    return note;
  },

  markBillsAsPaid: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const at = app.clock.iso();
    const bills = body.billIds.map((id) => requireBill(app.db, session, id));
    for (const bill of bills) {
      ensureAllowed(bill, 'pay');
      if (bill.remaining > 0) addPayment(app.db, agencyId, { billId: bill.id, type: body.paymentType, amount: bill.remaining, date: body.date, paid: true, checked: false, comment: null }, at);
      logBill(app.db, bill.id, authorOf(session), 'Marquée comme payée', app.clock.iso());
    }
    return bills.map((bill) => detailOf(app.db, agencyId, bill.id));
  },

  billMailTemplate: ({ params, session, app }) => mailTemplate(app.db, agencyOf(session), params.id).template,

  sendBills: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const at = app.clock.iso();
    return body.billIds.map((id) => {
      const bill = requireBill(app.db, session, id);
      if (bill.type === 'BILL') ensureAllowed(bill, 'send');
      const { template } = mailTemplate(app.db, agencyId, id);
      if (!template.recipient) throw httpError(400, 'NO_EMAIL', `Le client de la facture ${bill.billNumber ?? ''} n'a pas d'adresse e-mail`);
      sendMail(app.db, { to: template.recipient, subject: body.subject?.trim() || template.subject, text: body.body?.trim() || template.body, attachments: [billFileName(bill)] }, app.clock.iso());
      markSent(app.db, bill.id, at);
      logBill(app.db, bill.id, authorOf(session), `Envoyée à ${template.recipient}`, app.clock.iso());
      return detailOf(app.db, agencyId, id);
    });
  },

  sendDunning: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'dunning');
    const { template } = mailTemplate(app.db, bill.agencyId, bill.id);
    if (template.recipient) sendMail(app.db, { to: template.recipient, subject: `Relance : ${template.subject}`, text: template.body, attachments: [billFileName(bill)] }, app.clock.iso());
    app.db.prepare("UPDATE bills SET status = 'UNPAID', dunning_count = dunning_count + 1 WHERE id = ?").run(bill.id);
    logBill(app.db, bill.id, authorOf(session), 'Relance envoyée', app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  downloadBill: async ({ params, query, app }) => {
    const session = downloadSession(app, query.tk);
    const bill = detailOf(app.db, agencyOf(session), params.id);
    return { name: billFileName(bill), mimeType: 'application/pdf', bytes: await billPdf(app.db, bill), inline: query.inline === 'true' };
  },

  updateBillPaymentMode: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'paymentMode');
    app.db.prepare('UPDATE bills SET payment_type = ? WHERE id = ?').run(body.paymentType, bill.id);
    logBill(app.db, bill.id, authorOf(session), `Mode de paiement : ${body.paymentType}`, app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  selectBillPriceGrid: ({ params, query, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'edit');
    const grid = found(app.db.prepare('SELECT id, customer_id AS customerId, label FROM price_grids WHERE id = ? AND agency_id = ?').get(params.gridId, bill.agencyId) as { id: number; customerId: number | null; label: string } | undefined);
    if (grid.customerId !== null && grid.customerId !== bill.customerId) throw httpError(400, 'PRICE_GRID_OF_ANOTHER_CUSTOMER', 'Cette grille tarifaire appartient à un autre client');
    app.db.prepare('UPDATE bills SET price_grid_id = ? WHERE id = ?').run(grid.id, bill.id);
    if (query.alsoChangeOnBillContract === 'true') app.db.prepare('UPDATE contracts SET price_grid_id = ? WHERE customer_id = ?').run(grid.id, bill.customerId);
    computeBill(app.db, bill.id);
    logBill(app.db, bill.id, authorOf(session), `Grille tarifaire « ${grid.label} »${query.alsoChangeOnBillContract === 'true' ? ', aussi sur le contrat' : ''}`, app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  updateCustomFirstPrestationDate: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    return editDraft(app, bill, authorOf(session), 'Date de première prestation modifiée', () =>
      app.db.prepare('UPDATE bills SET custom_first_prestation_date = ? WHERE id = ?').run(body.date, bill.id),
    );
  },

  updateCustomLastPrestationDate: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    return editDraft(app, bill, authorOf(session), 'Date de dernière prestation modifiée', () =>
      app.db.prepare('UPDATE bills SET custom_last_prestation_date = ? WHERE id = ?').run(body.date, bill.id),
    );
  },

  recomputeBill: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'recompute');
    computeBill(app.db, bill.id);
    logBill(app.db, bill.id, authorOf(session), 'Facture recalculée', app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  duplicateOriginalBill: ({ params, session, app }) => {
    const note = requireBill(app.db, session, params.id);
    if (note.type !== 'CREDIT_NOTE' || note.originalBillId === null || note.familyId === null) throw httpError(400, 'NOT_A_CREDIT_NOTE', 'Seul un avoir permet de refacturer sa facture d\'origine');
    const id = createDraft(app.db, note.agencyId, note.familyId, note.customerId, note.month, app.clock.iso());
    logBill(app.db, id, authorOf(session), `Refacturation après l'avoir ${note.billNumber ?? ''}`, app.clock.iso());
    return detailOf(app.db, note.agencyId, id);
  },

  addFeeToBill: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    const fee = found(app.db.prepare('SELECT id, label FROM fees WHERE id = ? AND family_id = ? AND bill_id IS NULL AND already_billed_at IS NULL').get(params.feeId, bill.familyId) as { id: number; label: string } | undefined);
    return editDraft(app, bill, authorOf(session), `Frais ajoutés : ${fee.label}`, () => app.db.prepare('UPDATE fees SET bill_id = ? WHERE id = ?').run(bill.id, fee.id));
  },

  downloadMedia: ({ params, query, app }) => {
    const media = found(getMedia(app.db, agencyOf(downloadSession(app, query.tk)), params.id));
    return { name: media.fileName, mimeType: media.mimeType, bytes: media.bytes, inline: query.inline === 'true' };
  },

  customersWithRemainingDebitData: ({ params, session, app }) => {
    const rows = app.db
      .prepare(
        `SELECT c.id, c.label, c.contact_first_name AS contactFirstName, c.contact_last_name AS contactLastName, f.sepa_mandate_reference AS mandateReference, f.iban,
          json_group_array(b.id) AS billIds, SUM(b.vat_included - b.credited - b.paid) AS remaining
         FROM bills b JOIN customers c ON c.id = b.customer_id LEFT JOIN families f ON f.id = b.family_id
         WHERE b.agency_id = ? AND b.month = ? AND b.type = 'BILL' AND b.payment_type = 'DEBIT' AND b.sequence IS NOT NULL AND b.vat_included - b.credited - b.paid > 0
         GROUP BY c.id ORDER BY fold(c.label)`,
      )
      .all(agencyOf(session), params.id) as { id: number; label: string; contactFirstName: string; contactLastName: string; mandateReference: string | null; iban: string | null; billIds: string; remaining: number }[];
    return rows.map((r) => ({
      customer: { id: r.id, label: r.label, contactFirstName: r.contactFirstName, contactLastName: r.contactLastName },
      mandateReference: r.mandateReference,
      maskedIban: r.iban ? `${'•'.repeat(Math.max(0, r.iban.replace(/\s/g, '').length - 4))}${r.iban.replace(/\s/g, '').slice(-4)}` : null,
      billIds: JSON.parse(r.billIds) as number[],
      remaining: r.remaining,
    }));
  },

  billsDebitOrderFile: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const bills = body.billIds.map((id) => requireBill(app.db, session, id));
    const owing = bills.filter((bill) => bill.type === 'BILL' && bill.billNumber && bill.remaining > 0);
    if (!owing.length) throw httpError(400, 'NOTHING_TO_DEBIT', 'Aucune de ces factures n\'a de reste à prélever');
    const at = app.clock.iso();
    const [year, month] = owing[0]!.month.split('-').map(Number) as [number, number];
    const exportId = insertExport(app.db, agencyId, {
      type: 'BILLING_DEBIT_ORDER', documentName: `prelevements-${owing[0]!.month}-${at.slice(0, 10)}.xml`, description: `Ordre de prélèvement de ${owing.length} facture(s)`,
      mimeType: 'application/xml', relevantYear: year, relevantMonth: month, createdAt: at, content: debitOrderXml(app.db, agencyId, owing.map((b) => b.id), at),
    });
    return { exportId };
  },

  urssafPaymentRequest: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'pay');
    if (bill.urssafRequestedAt) throw httpError(400, 'URSSAF_ALREADY_REQUESTED', 'L\'avance immédiate a déjà été demandée pour cette facture');
    app.db.prepare("UPDATE bills SET urssaf_requested_at = ?, payment_type = 'URSSAF' WHERE id = ?").run(app.clock.iso(), bill.id);
    logBill(app.db, bill.id, authorOf(session), 'Demande d\'avance immédiate URSSAF', app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  addScheduleItem: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'pay');
    checkSchedule(app.db, bill, body.amount, null);
    app.db.prepare('INSERT INTO bill_schedule_items (bill_id, due_date, amount) VALUES (?, ?, ?)').run(bill.id, body.dueDate, body.amount);
    logBill(app.db, bill.id, authorOf(session), 'Échéance ajoutée', app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  updateScheduleItem: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'pay');
    checkSchedule(app.db, bill, body.amount, params.itemId);
    if (!app.db.prepare('UPDATE bill_schedule_items SET due_date = ?, amount = ? WHERE id = ? AND bill_id = ?').run(body.dueDate, body.amount, params.itemId, bill.id).changes) throw notFound();
    logBill(app.db, bill.id, authorOf(session), 'Échéance modifiée', app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  deleteScheduleItem: ({ params, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    if (!app.db.prepare('DELETE FROM bill_schedule_items WHERE id = ? AND bill_id = ?').run(params.itemId, bill.id).changes) throw notFound();
    logBill(app.db, bill.id, authorOf(session), 'Échéance supprimée', app.clock.iso());
    return detailOf(app.db, bill.agencyId, bill.id);
  },

  computePartialCreditNoteAmounts: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'creditNote');
    const lines = partialLines(app.db, bill, body).map((line) => ({ kind: line.kind, id: line.id, label: line.label, creditable: line.creditable, ...splitVat(line.amount, bill.vatRate) }));
    const vatIncludedAmount = sumCents(lines.map((l) => l.vatIncluded));
    return {
      lines,
      vatIncludedAmount,
      vatExcludedAmount: sumCents(lines.map((l) => l.vatExcluded)),
      vatAmount: sumCents(lines.map((l) => l.vat)),
      remainingAfter: bill.remaining - vatIncludedAmount,
    };
  },

  buildPreviewPartialCreditNoteContext: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'creditNote');
    partialLines(app.db, bill, body);
    const json = JSON.stringify(body);
    const hash = createHash('sha256').update(`${bill.id}:${json}`).digest('hex').slice(0, 32);
    app.db.prepare('INSERT OR REPLACE INTO credit_note_previews (hash, bill_id, body, expires_at) VALUES (?, ?, ?, ?)').run(hash, bill.id, json, app.clock.now() + TEMPORARY_TTL_MS);
    return { hash, token: issueToken(app.db, session.id, 'TEMPORARY', TEMPORARY_TTL_MS, app.clock.now(), 1).token };
  },

  previewPartialCreditNote: async ({ params, query, app }) => {
    const session = downloadSession(app, query.tk);
    const bill = requireBill(app.db, session, params.id);
    const stored = app.db.prepare('SELECT body FROM credit_note_previews WHERE hash = ? AND bill_id = ? AND expires_at > ?').pluck().get(params.hash, bill.id, app.clock.now()) as string | undefined;
    if (!stored) throw notFound();
    const lines = partialLines(app.db, bill, JSON.parse(stored) as { lines: { kind: CreditLine['kind']; id: number; amount: number }[] });
    const detail = detailOf(app.db, bill.agencyId, bill.id);
    const preview = previewOfCreditNote(detail, lines);
    return { name: `apercu-avoir-${detail.billNumber ?? detail.id}.pdf`, mimeType: 'application/pdf', bytes: await billPdf(app.db, preview, 'APERÇU'), inline: query.inline === 'true' };
  },

  createPartialCreditNote: ({ params, body, session, app }) => {
    const bill = requireBill(app.db, session, params.id);
    ensureAllowed(bill, 'creditNote');
    const lines = partialLines(app.db, bill, body);
    const id = createCreditNote(app.db, bill, lines, body.comment?.trim() || null, app.clock.iso());
    const note = detailOf(app.db, bill.agencyId, id);
    logBill(app.db, bill.id, authorOf(session), `Avoir partiel ${note.billNumber}`, app.clock.iso());
    return note;
  },
});

/** The schedule's instalments add up to at most the bill's remainder. */
function checkSchedule(db: Db, bill: BillRow, amount: number, replacedId: number | null): void {
  const others = db.prepare('SELECT COALESCE(SUM(amount), 0) FROM bill_schedule_items WHERE bill_id = ? AND id IS NOT ?').pluck().get(bill.id, replacedId) as number;
  if (others + amount > bill.remaining) throw httpError(400, 'SCHEDULE_TOO_HIGH', 'Les échéances dépassent le reste à payer de la facture', 'amount');
}

/** The credit note a partial credit would make, as a detail to print (no number, no id of its own). */
function previewOfCreditNote(bill: billingContract.BillDetail, lines: CreditLine[]): billingContract.BillDetail {
  const items = lines.map((line, i) => {
    const source = bill.items.find((item) => line.kind === 'ITEM' && item.id === line.id);
    return { id: i + 1, type: source?.type ?? ('HOURS' as const), label: line.label, prestationTypeId: source?.prestationTypeId ?? null, quantity: source?.quantity ?? 0, unitPrice: source?.unitPrice ?? 0,
      percent: source?.percent ?? 100, ...splitVat(-line.amount, bill.vatRate) };
  });
  const total = sumCents(items.map((i) => i.vatIncluded));
  return {
    ...bill, type: 'CREDIT_NOTE', billNumber: null, originalBill: { id: bill.id, billNumber: bill.billNumber }, items, adjustments: [], fees: [],
    vatIncludedAmount: total, vatExcludedAmount: sumCents(items.map((i) => i.vatExcluded)), vatAmount: sumCents(items.map((i) => i.vat)), remaining: 0, paidAmount: 0, creditedAmount: 0,
  };
}

