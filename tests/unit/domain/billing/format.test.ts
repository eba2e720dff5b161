import { describe, expect, it } from 'vitest';
import { billDocumentTitle, billFileName, formatIncrease, formatItemQuantity } from '../../../../src/domain/billing/format';
import { NOT_IN_FISCAL_ATTESTATION, countsInFiscalAttestation } from '../../../../src/domain/billing/labels';
import { bulkSummary } from '../../../../src/domain/billing/texts';

describe('bill lines and documents', () => {
  it('read quantities as durations or kilometres, increases as percentages', () => {
    expect(formatItemQuantity({ type: 'HOURS', quantity: 450 })).toBe('7h30');
    expect(formatItemQuantity({ type: 'NIGHT_INCREASE', quantity: 45 })).toBe('0h45');
    expect(formatItemQuantity({ type: 'KMS', quantity: 123 })).toBe('12,3\u00a0Kms');
    expect(formatIncrease({ type: 'SUNDAY_INCREASE', percent: 25 })).toBe('+25\u00a0%');
    expect(formatIncrease({ type: 'HOLIDAY_INCREASE', percent: 12.5 })).toBe('+12,5\u00a0%');
    expect(formatIncrease({ type: 'HOURS', percent: 100 })).toBe('');
  });

  it('names documents by kind and number', () => {
    expect(billDocumentTitle({ type: 'BILL', billNumber: 'F01-000042' })).toBe('Facture F01-000042');
    expect(billDocumentTitle({ type: 'CREDIT_NOTE', billNumber: 'F01-000043' })).toBe('Avoir F01-000043');
    expect(billDocumentTitle({ type: 'BILL', billNumber: null })).toBe('Facture (brouillon)');
    expect(billFileName({ type: 'CREDIT_NOTE', billNumber: 'F01-000043', id: 9 })).toBe('avoir-F01-000043.pdf');
    expect(billFileName({ type: 'BILL', billNumber: null, id: 9 })).toBe('facture-brouillon-9.pdf');
  });

  it('leaves cash, prefunded CESU and prepayments out of fiscal attestations', () => {
    expect([...NOT_IN_FISCAL_ATTESTATION].sort()).toEqual(['CESU', 'MONEY', 'PRE_PAYMENT']);
    expect(countsInFiscalAttestation('CHECK')).toBe(true);
    expect(countsInFiscalAttestation('MONEY')).toBe(false);
  });

  it('counts what a bulk action takes', () => {
    expect(bulkSummary(5, 3)).toBe('3 facture(s) concernée(s), 2 ignorée(s)');
    expect(bulkSummary(2, 2)).toBe('2 facture(s) concernée(s)');
  });
});
