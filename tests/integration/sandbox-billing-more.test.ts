/**
 * The rest of the billing calls over real HTTP: a bill locked for a missing grid price gets
 * priced and recomputed; the family wallet pays a bill; monthly indicators and exports filed
 * in the exports centre; the accounting export, incremental then on a period; price grids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemporaryToken } from '../../src/api/contract/auth';
import { getBill, recomputeBill, searchBills, validateBill, type BillSummary } from '../../src/api/contract/billing';
import { searchExports } from '../../src/api/contract/exports';
import { accountingExportOnPeriod, accountingIncrementalExport } from '../../src/api/contract/accounting';
import { doExportCaf, monthlyIndicators, billsComparison } from '../../src/api/contract/monthlyBilling';
import { createPayment } from '../../src/api/contract/payments';
import { createPriceGrid, customerPriceGrids, relevantPriceGrid, updatePriceGridItem, priceGridChangelogs, deletePriceGrid } from '../../src/api/contract/pricing';
import { addWalletOperation, getWallet, searchWalletOperations } from '../../src/api/contract/wallet';
import { fillPath } from '../../src/api/endpoint';
import { startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
let director: string;

beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
  director = (await api.login('directrice@demo.fr')).token;
});
afterAll(() => server.close());

// The month before the suite's day (Monday 16 March 2026): its bills have every status.
const lastMonth = '2026-02';

async function bills(body: object): Promise<BillSummary[]> {
  return searchBills.response.parse((await api.post(searchBills.path, { pageSize: 500, ...body }, director)).body).content;
}

describe('price grids and locked bills', () => {
  it('unlocks a bill once its grid prices its prestation, and logs the change', async () => {
    const locked = (await bills({ month: lastMonth, statuses: ['LOCKED_MISSING_PRICE_GRID'] }))[0]!;
    expect(locked.vatIncludedAmount).toBe(0);
    const grids = customerPriceGrids.response.parse((await api.get(fillPath(customerPriceGrids.path, { id: locked.customer.id }), director)).body);
    const grid = grids.find((g) => g.items.some((i) => i.hourlyRate === null))!;
    expect(grid).toBeDefined();
    const relevant = await api.get(fillPath(relevantPriceGrid.path, { id: locked.customer.id, date: `${lastMonth}-28` }), director);
    expect(relevant.body.id).toBe(grid.id);
    for (const item of grid.items.filter((i) => i.hourlyRate === null)) {
      expect((await api.put(fillPath(updatePriceGridItem.path, { id: grid.id, itemId: item.id }), { hourlyRate: 2750 }, director)).status).toBe(200);
    }
    const recomputed = recomputeBill.response.parse((await api.put(fillPath(recomputeBill.path, { id: locked.id }), undefined, director)).body);
    expect(recomputed.status).toBe('DRAFT');
    // Its hours at the 27.50 € now priced: 2,323.75 € incl. VAT.
    expect(recomputed.vatIncludedAmount).toBe(232375);
    expect(recomputed.items.find((i) => i.type === 'HOURS')?.unitPrice).toBe(2750);
    const log = priceGridChangelogs.response.parse((await api.get(fillPath(priceGridChangelogs.path, { id: grid.id }), director)).body);
    expect(log[0]!.description).toContain('27,50');
    expect((await api.del(fillPath(deletePriceGrid.path, { id: grid.id }), director)).body.errors[0].code).toBe('PRICE_GRID_IN_USE');
  });

  it('creates a grid with an unpriced item for every active prestation type', async () => {
    const body = { label: 'Grille test', customerId: null, formulaId: null, validFrom: '2030-01-01', validTo: null, perKmCents: 50, nightIncreasePercent: 25, sundayIncreasePercent: 25, holidayIncreasePercent: 100 };
    const answer = await api.post(createPriceGrid.path, body, director);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBe(10);
    expect(answer.body.items.every((i: { hourlyRate: number | null }) => i.hourlyRate === null)).toBe(true);
    const wrong = await api.post(createPriceGrid.path, { ...body, validTo: '2029-01-01' }, director);
    expect(wrong.status).toBe(400);
  });
});

describe('the family wallet', () => {
  it('pays a bill with a pre-payment and refuses one it cannot cover', async () => {
    const balanceOf = async (familyId: number) => getWallet.response.parse((await api.get(fillPath(getWallet.path, { id: familyId }), director)).body).balance;
    const drafts = (await bills({ month: lastMonth, statuses: ['DRAFT'] })).filter((b) => b.family && b.vatIncludedAmount > 0);
    let draft: BillSummary | undefined;
    for (const candidate of drafts) if (!draft && (await balanceOf(candidate.family!.id)) === 0) draft = candidate;
    const bill = validateBill.response.parse((await api.post(fillPath(validateBill.path, { id: draft!.id }), undefined, director)).body);
    const familyId = draft!.family!.id;
    const refused = await api.post(createPayment.path, { billId: bill.id, type: 'PRE_PAYMENT', amount: 100, date: '2026-11-02' }, director);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('WALLET_TOO_LOW');
    await api.post(fillPath(addWalletOperation.path, { id: familyId }), { operationDate: '2026-11-01', label: 'Prépaiement test', relevantValue: bill.remaining * 2 }, director);
    const topped = getWallet.response.parse((await api.get(fillPath(getWallet.path, { id: familyId }), director)).body);
    const remaining = (await api.get(fillPath(getBill.path, { id: bill.id }), director)).body.remaining as number;
    const paid = await api.post(createPayment.path, { billId: bill.id, type: 'PRE_PAYMENT', amount: remaining, date: '2026-11-02' }, director);
    expect(paid.status).toBe(200);
    expect(paid.body.bill).toMatchObject({ remaining: 0, status: 'PAID' });
    const after = getWallet.response.parse((await api.get(fillPath(getWallet.path, { id: familyId }), director)).body);
    expect(after.balance).toBe(topped.balance - remaining);
    const operations = searchWalletOperations.response.parse((await api.post(fillPath(searchWalletOperations.path, { id: familyId }), { pageSize: 10 }, director)).body).content;
    expect(operations.some((o) => o.kind === 'BILL_PAYMENT' && o.relevantValue === -remaining && o.billNumber === bill.billNumber)).toBe(true);
  });
});

describe('monthly billing and exports', () => {
  it('counts the month by status and files the CAF declaration in the exports centre', async () => {
    const indicators = monthlyIndicators.response.parse((await api.get(fillPath(monthlyIndicators.path, { id: lastMonth }), director)).body);
    const list = await bills({ month: lastMonth, types: ['BILL'] });
    expect(Object.values(indicators.countsByStatus).reduce((a, b) => a + b, 0)).toBe(list.length);
    expect(indicators.remainingAmount).toBe(list.filter((b) => b.billNumber).reduce((s, b) => s + b.remaining, 0));
    const exported = await api.post(`${fillPath(doExportCaf.path, { id: lastMonth })}?total=true&includeFamilyName=true&excludeUnderSixteenHours=true`, undefined, director);
    expect(exported.status).toBe(200);
    const centre = searchExports.response.parse((await api.post(searchExports.path, { type: 'BILLING_CAF_DECLARATION', pageSize: 5 }, director)).body).content;
    expect(centre[0]!.id).toBe(exported.body.exportId);
    expect(centre[0]!.emitted).toBe(false);
    const comparison = billsComparison.response.parse((await api.get(fillPath(billsComparison.path, { id: lastMonth }), director)).body);
    expect(comparison.every((row) => row.difference === row.current - row.previous)).toBe(true);
  });

  it('exports the sales journal incrementally, then nothing new, and on a period through a one-use link', async () => {
    const today = '2026-03-16';
    const first = await api.post(`${accountingIncrementalExport.path}?endDate=${today}`, undefined, director);
    expect(first.body.count).toBe(26);
    expect(first.body.exportId).not.toBeNull();
    const second = await api.post(`${accountingIncrementalExport.path}?endDate=${today}`, undefined, director);
    expect(second.body).toEqual({ exportId: null, count: 0 });
    const tk = (await api.post(getTemporaryToken.path, { maxUsages: 1 }, director)).body.token;
    const csv = await fetch(`${server.url}${accountingExportOnPeriod.path}?start=${lastMonth}-01&end=${today}&tk=${tk}`);
    expect(csv.status).toBe(200);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Date;Pièce;Type;Client;Montant HT;TVA;Montant TTC');
    expect(text).toMatch(/F01-\d{6};Facture;/);
  });
});

describe('contract consumption', () => {
  it('compares each family\'s contract hours with its planned and billed hours, and keeps the deviations for monitoring', async () => {
    const { searchConsumption } = await import('../../src/api/contract/consumption');
    const all = searchConsumption.response.parse((await api.post(searchConsumption.path, { month: lastMonth, pageSize: 500 }, director)).body);
    expect(all.totalElements).toBe(15);
    for (const row of all.content) {
      if (row.contractMinutes > 0) expect(row.consumptionPercent).toBe(Math.round((row.plannedMinutes * 100) / row.contractMinutes));
    }
    expect(all.content.some((row) => row.plannedMinutes > 0 && row.billedMinutes > 0)).toBe(true);
    const deviations = searchConsumption.response.parse((await api.post(searchConsumption.path, { month: lastMonth, pageSize: 500, deviationsOnly: true }, director)).body).content;
    expect(deviations.every((row) => row.consumptionPercent === null || row.consumptionPercent < 90 || row.consumptionPercent > 110)).toBe(true);
    expect(deviations.length).toBe(all.content.filter((row) => row.consumptionPercent === null || row.consumptionPercent < 90 || row.consumptionPercent > 110).length);
  });
});
