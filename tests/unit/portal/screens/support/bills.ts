/** Bills as the contract gives them, for the billing screens' tests: parsed by the contract's schemas so they cannot drift. */
import { BillDetail, BillSummary } from '../../../../../src/api/contract/billing';

export function billSummary(overrides: Partial<BillSummary> & Pick<BillSummary, 'id'>): BillSummary {
  return BillSummary.parse({
    billNumber: `F01-0000${overrides.id}`, month: '2026-10', type: 'BILL', status: 'EMITTED',
    vatIncludedAmount: 100_000, vatExcludedAmount: 90_909, vatAmount: 9_091, remaining: 100_000, paidAmount: 0, nbCreditNotes: 0, creditedAmount: 0,
    customer: { id: overrides.id, label: `Client ${overrides.id}`, contactFirstName: 'Agathe', contactLastName: 'Durand' },
    family: { id: overrides.id, name: `Famille ${overrides.id}` }, originalBill: null, paymentType: 'TRANSFER', currency: 'EUR',
    createdAt: '2026-11-03T06:00:00Z', validatedAt: '2026-11-04T09:00:00Z', emittedAt: '2026-11-05T09:00:00Z',
    ...overrides,
  });
}

export function billDetail(overrides: Partial<BillDetail> & Pick<BillDetail, 'id'>): BillDetail {
  return BillDetail.parse({
    ...billSummary(overrides),
    agency: { id: 1, label: 'Agence Lyon Presqu’île' }, vatRate: 'REDUIT_10_0', items: [], adjustments: [], fees: [], pendingFees: [], scheduleItems: [], comments: null,
    customAttributes: [], priceGrid: { id: 1, label: 'Grille standard' }, firstPrestationDate: '2026-10-01', lastPrestationDate: '2026-10-30',
    customFirstPrestationDate: null, customLastPrestationDate: null, payments: [], creditNotes: [], urssafPaymentRequestedAt: null, dunningCount: 0,
    ...overrides,
  });
}
