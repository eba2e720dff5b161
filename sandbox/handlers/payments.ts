/** Payments of bills (spec 002 §7.5): each change refreshes the bill's remainder and paid state, and the wallet for pre-payments. */
import * as paymentsContract from '../../src/api/contract/payments';
import { formatCents } from '../../src/domain/format/amount';
import { httpError, notFound } from '../http/errors';
import { billSummary } from '../store/billing/billViews';
import { addPayment, logBill, refreshBill } from '../store/billing/bills';
import { getPayment, paymentCounters, searchPayments } from '../store/billing/payments';
import { getWallet, syncWalletDebit } from '../store/billing/wallet';
import type { Db } from '../store/db';
import { authorOf, ensureAllowed, requireBill } from './billingAccess';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

function answer(db: Db, agencyId: number, paymentId: number) {
  const payment = found(getPayment(db, agencyId, paymentId));
  return { payment, bill: found(billSummary(db, agencyId, payment.billId)) };
}

/** A pre-payment needs the family's wallet to cover it. */
function ensureWalletCovers(db: Db, familyId: number | null, amount: number, currency: 'EUR' | 'CHF'): void {
  const balance = familyId === null ? 0 : getWallet(db, familyId).balance;
  if (balance < amount) throw httpError(400, 'WALLET_TOO_LOW', `Le solde du portefeuille (${formatCents(balance, { currency })}) ne couvre pas ce paiement`, 'amount');
}

/** Changes a payment (toggle, delete) of the session's agency, then refreshes its bill. */
function changePayment(db: Db, agencyId: number, id: number, change: (payment: { id: number; billId: number }) => void) {
  const payment = getPayment(db, agencyId, id);
  if (!payment) throw notFound();
  change(payment);
  syncWalletDebit(db, payment.id);
  refreshBill(db, payment.billId);
  return payment;
}

export const paymentsHandlers = handlersFor(paymentsContract, {
  createPayment: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const bill = requireBill(app.db, session, body.billId);
    ensureAllowed(bill, 'pay');
    const currency = found(billSummary(app.db, agencyId, bill.id)).currency;
    if (body.paid && body.amount > bill.remaining) throw httpError(400, 'PAYMENT_TOO_HIGH', `Le montant dépasse le reste à payer (${formatCents(bill.remaining, { currency })})`, 'amount');
    if (body.type === 'PRE_PAYMENT' && body.paid) ensureWalletCovers(app.db, bill.familyId, body.amount, currency);
    const id = addPayment(app.db, agencyId, { billId: bill.id, type: body.type, amount: body.amount, date: body.date, paid: body.paid, checked: body.checked, comment: body.comment?.trim() || null }, app.clock.iso());
    syncWalletDebit(app.db, id);
    logBill(app.db, bill.id, authorOf(session), `Paiement de ${formatCents(body.amount, { currency })} enregistré`, app.clock.iso());
    return answer(app.db, agencyId, id);
  },

  togglePaymentPaidState: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const payment = changePayment(app.db, agencyId, params.id, (p) => {
      const current = found(getPayment(app.db, agencyId, p.id));
      const bill = requireBill(app.db, session, p.billId);
      if (!current.paid && current.amount > bill.remaining) throw httpError(400, 'PAYMENT_TOO_HIGH', 'Le montant dépasse le reste à payer de la facture');
      if (!current.paid && current.type === 'PRE_PAYMENT') ensureWalletCovers(app.db, bill.familyId, current.amount, 'EUR');
      app.db.prepare('UPDATE payments SET paid = 1 - paid WHERE id = ?').run(p.id);
    });
    logBill(app.db, payment.billId, authorOf(session), 'État payé du paiement modifié', app.clock.iso());
    return answer(app.db, agencyId, payment.id);
  },

  togglePaymentCheckedState: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const payment = changePayment(app.db, agencyId, params.id, (p) => app.db.prepare('UPDATE payments SET checked = 1 - checked WHERE id = ?').run(p.id));
    return answer(app.db, agencyId, payment.id);
  },

  deletePayment: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const payment = changePayment(app.db, agencyId, params.id, (p) => {
      app.db.prepare('DELETE FROM wallet_operations WHERE payment_id = ?').run(p.id);
      app.db.prepare('DELETE FROM payments WHERE id = ?').run(p.id);
    });
    logBill(app.db, payment.billId, authorOf(session), 'Paiement supprimé', app.clock.iso());
  },

  searchPayments: ({ body, session, app }) => searchPayments(app.db, agencyOf(session), body, body),

  paymentCounters: ({ query, session, app }) => paymentCounters(app.db, agencyOf(session), query.month),
});
