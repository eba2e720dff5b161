import { describe, expect, it } from 'vitest';
import { BILL_STATUS_LABELS, allows, billTag, paymentProgress, statusAfterSettlement } from '../../../../src/domain/billing/status';
import { billNumber, sequenceOf } from '../../../../src/domain/billing/numbering';
import { billsMonth } from '../../../../src/domain/menu';

describe('bill statuses', () => {
  it('carries the spec labels', () => {
    expect(BILL_STATUS_LABELS.LOCKED_MISSING_PRICE_GRID).toBe('Erreur: grille tarifaire absente');
    expect(BILL_STATUS_LABELS.VALIDATED).toBe('Validée, en traitement');
    expect(BILL_STATUS_LABELS.NUMBERED).toBe('Validée, en traitement');
    expect(BILL_STATUS_LABELS.READY).toBe("Validée, prête à l'envoi");
  });

  it('shows no tag on credit notes and « Annulée par un avoir » on a bill with credit notes', () => {
    expect(billTag({ type: 'CREDIT_NOTE', status: 'READY', nbCreditNotes: 0 })).toBeNull();
    expect(billTag({ type: 'BILL', status: 'EMITTED', nbCreditNotes: 1 })).toEqual({ label: 'Annulée par un avoir', tone: 'warning' });
    expect(billTag({ type: 'BILL', status: 'LOCKED_MISSING_PRICE_GRID', nbCreditNotes: 0 })).toEqual({ label: 'Erreur: grille tarifaire absente', tone: 'danger' });
    expect(billTag({ type: 'BILL', status: 'PAID', nbCreditNotes: 0 })?.tone).toBe('success');
  });

  it('lets drafts be recomputed, deleted and validated, and validated bills be credited', () => {
    expect(allows('validate', 'DRAFT')).toBe(true);
    expect(allows('validate', 'READY')).toBe(false);
    expect(allows('validate', 'LOCKED_MISSING_PRICE_GRID')).toBe(false);
    expect(allows('delete', 'DRAFT')).toBe(true);
    expect(allows('delete', 'EMITTED')).toBe(false);
    expect(allows('creditNote', 'DRAFT')).toBe(false);
    expect(allows('creditNote', 'PAID')).toBe(true);
    expect(allows('pay', 'PAID')).toBe(false);
    expect(allows('dunning', 'READY')).toBe(false);
  });

  it('settles: paid at a zero remainder, back when a payment is withdrawn', () => {
    expect(statusAfterSettlement({ status: 'EMITTED', remaining: 0, paidAmount: 100, emitted: true })).toBe('PAID');
    expect(statusAfterSettlement({ status: 'EMITTED', remaining: 0, paidAmount: 0, emitted: true })).toBe('EMITTED');
    expect(statusAfterSettlement({ status: 'PAID', remaining: 50, paidAmount: 100, emitted: true })).toBe('EMITTED');
    expect(statusAfterSettlement({ status: 'PAID', remaining: 50, paidAmount: 100, emitted: false })).toBe('READY');
    expect(statusAfterSettlement({ status: 'DRAFT', remaining: 0, paidAmount: 100, emitted: false })).toBe('DRAFT');
  });

  it('colours payment progress green at zero remainder, blue otherwise', () => {
    expect(paymentProgress({ vatIncludedAmount: 10000, remaining: 0 })).toEqual({ percent: 100, tone: 'success' });
    expect(paymentProgress({ vatIncludedAmount: 10000, remaining: 2501 })).toEqual({ percent: 74, tone: 'info' });
    expect(paymentProgress({ vatIncludedAmount: 0, remaining: 0 }).tone).toBe('success');
  });

  it('numbers bills from one sequence per agency', () => {
    expect(billNumber(1, 42)).toBe('F01-000042');
    expect(billNumber(12, 1234567)).toBe('F12-1234567');
    expect(sequenceOf('F01-000042')).toBe(42);
    expect(sequenceOf('FA-1')).toBeNull();
  });

  it('opens the bills of the previous month until the 14th, of the current one from the 15th', () => {
    expect(billsMonth('2026-11-14')).toBe('2026-10');
    expect(billsMonth('2026-11-15')).toBe('2026-11');
    expect(billsMonth('2026-01-03')).toBe('2025-12');
  });
});
