import { describe, expect, it } from 'vitest';
import { debitableBillIds } from '../../../../src/domain/billing/texts';

describe('debit order', () => {
  it('takes the bills of customers whose mandate and IBAN are known, only', () => {
    const rows = [
      { mandateReference: 'RUM-1', maskedIban: '••••1234', billIds: [4, 7] },
      { mandateReference: null, maskedIban: '••••9876', billIds: [9] },
      { mandateReference: 'RUM-3', maskedIban: null, billIds: [11] },
    ];
    expect(debitableBillIds(rows)).toEqual([4, 7]);
    expect(debitableBillIds([])).toEqual([]);
  });
});
