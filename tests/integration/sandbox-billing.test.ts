/**
 * The sandbox's billing engine over real HTTP: numbering under concurrent validations,
 * credit notes and payments to the cent, forbidden moves, fiscal attestations that add up
 * the paid amounts, stable PDFs opened by a one-use token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemporaryToken } from '../../src/api/contract/auth';
import {
  createBill, createCreditNote, createPartialCreditNote, computePartialCreditNoteAmounts, deleteBill, downloadBill, getBill, searchBills, validateBill, type BillDetail,
} from '../../src/api/contract/billing';
import { createFiscalAttestationForFamily } from '../../src/api/contract/fiscalAttestations';
import { createPayment, deletePayment } from '../../src/api/contract/payments';
import { fillPath } from '../../src/api/endpoint';
import { countsInFiscalAttestation } from '../../src/domain/billing/labels';
import { sequenceOf } from '../../src/domain/billing/numbering';
import { BILL_ACTIONS } from '../../src/domain/billing/status';
import { formatCents } from '../../src/domain/format/amount';
import { pdfText } from '../support/pdfText';
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

async function bills(body: object) {
  const answer = await api.post(searchBills.path, { pageSize: 500, ...body }, director);
  expect(answer.status).toBe(200);
  return searchBills.response.parse(answer.body).content;
}

async function bill(id: number): Promise<BillDetail> {
  const answer = await api.get(fillPath(getBill.path, { id }), director);
  expect(answer.status).toBe(200);
  return getBill.response.parse(answer.body);
}

async function download(path: string): Promise<Buffer> {
  const tk = (await api.post(getTemporaryToken.path, { maxUsages: 1 }, director)).body.token as string;
  const response = await fetch(`${server.url}${path}?tk=${tk}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  // One use only.
  expect((await fetch(`${server.url}${path}?tk=${tk}`)).status).toBe(401);
  return bytes;
}

describe('the seed', () => {
  it('has last month in every status, credit notes without remaining, totals equal to the sum of the lines', async () => {
    const list = await bills({ month: lastMonth });
    const statuses = new Set(list.filter((b) => b.type === 'BILL').map((b) => b.status));
    for (const status of ['PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT', 'VALIDATED', 'NUMBERED', 'READY', 'EMITTED', 'PAID', 'UNPAID']) expect(statuses, status).toContain(status);
    expect(list.some((b) => b.type === 'CREDIT_NOTE' && b.remaining === 0 && b.vatIncludedAmount < 0)).toBe(true);
    for (const summary of list.slice(0, 8)) {
      const detail = await bill(summary.id);
      const lines = [...detail.items, ...detail.adjustments, ...detail.fees];
      expect(lines.reduce((s, l) => s + l.vatIncluded, 0)).toBe(detail.vatIncludedAmount);
      expect(lines.reduce((s, l) => s + l.vatExcluded, 0)).toBe(detail.vatExcludedAmount);
      expect(detail.vatExcludedAmount + detail.vatAmount).toBe(detail.vatIncludedAmount);
      if (detail.type === 'BILL') expect(detail.remaining).toBe(detail.vatIncludedAmount - detail.creditedAmount - detail.paidAmount);
    }
  });

  it('bills Geneva in CHF without VAT', async () => {
    const multi = (await api.login('multi@demo.fr')).token;
    await api.post('/private/auth/selectContext', { clientId: 2, agencyId: 2 }, multi);
    const list = searchBills.response.parse((await api.post(searchBills.path, { month: lastMonth, pageSize: 50 }, multi)).body).content;
    expect(list.length).toBe(15);
    expect(list.every((b) => b.currency === 'CHF' && b.vatAmount === 0)).toBe(true);
  });
});

describe('numbering', () => {
  it('gives 20 concurrent validations of drafts 20 distinct consecutive numbers', async () => {
    const families = [...new Set((await bills({ month: lastMonth })).flatMap((b) => (b.family ? [b.family.id] : [])))].slice(0, 5);
    const drafts: number[] = [];
    for (const familyId of families) {
      for (const month of ['2025-01', '2025-02', '2025-03', '2025-04']) {
        const answer = await api.post(createBill.path, { familyId, month }, director);
        expect(answer.status).toBe(200);
        drafts.push(answer.body.id);
      }
    }
    expect(drafts).toHaveLength(20);
    const answers = await Promise.all(drafts.map((id) => api.post(fillPath(validateBill.path, { id }), undefined, director)));
    expect(answers.map((a) => a.status)).toEqual(drafts.map(() => 200));
    const sequences = answers.map((a) => sequenceOf(a.body.billNumber)!).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
    // No gap with what came before: the first is right after the highest number given until then.
    const all = (await bills({})).map((b) => (b.billNumber ? sequenceOf(b.billNumber)! : 0));
    expect(Math.max(...all)).toBe(sequences.at(-1));
    expect(new Set(all.filter(Boolean)).size).toBe(all.filter(Boolean).length);
  });
});

describe('credit notes and payments', () => {
  it('leaves the right remainder to the cent after a partial credit note and two payments, then is paid', async () => {
    const draft = (await bills({ month: lastMonth, statuses: ['DRAFT'] })).find((b) => b.vatIncludedAmount > 10000)!;
    const validated = validateBill.response.parse((await api.post(fillPath(validateBill.path, { id: draft.id }), undefined, director)).body);
    expect(validated.status).toBe('READY');
    const line = validated.items[0]!;
    const partial = { lines: [{ kind: 'ITEM', id: line.id, amount: 1234 }], comment: 'Heures non effectuées' };
    const computed = computePartialCreditNoteAmounts.response.parse((await api.post(fillPath(computePartialCreditNoteAmounts.path, { id: draft.id }), partial, director)).body);
    expect(computed.vatIncludedAmount).toBe(1234);
    expect(computed.vatExcludedAmount + computed.vatAmount).toBe(1234);
    expect(computed.remainingAfter).toBe(validated.vatIncludedAmount - 1234);
    const note = createPartialCreditNote.response.parse((await api.post(fillPath(createPartialCreditNote.path, { id: draft.id }), partial, director)).body);
    expect(note.type).toBe('CREDIT_NOTE');
    expect(note.vatIncludedAmount).toBe(-1234);
    expect(note.originalBill?.id).toBe(draft.id);
    expect(sequenceOf(note.billNumber!)).toBe(sequenceOf(validated.billNumber!)! + 1);

    const pay = (amount: number) => api.post(createPayment.path, { billId: draft.id, type: 'CHECK', amount, date: '2026-11-05' }, director);
    const first = await pay(1001);
    expect(first.status).toBe(200);
    expect(first.body.bill.remaining).toBe(validated.vatIncludedAmount - 1234 - 1001);
    const second = await pay(2002);
    expect(second.body.bill.remaining).toBe(validated.vatIncludedAmount - 1234 - 1001 - 2002);
    expect(second.body.bill.nbCreditNotes).toBe(1);

    const tooMuch = await pay(second.body.bill.remaining + 1);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].code).toBe('PAYMENT_TOO_HIGH');

    const last = await pay(second.body.bill.remaining);
    expect(last.body.bill).toMatchObject({ remaining: 0, status: 'PAID' });
    // Withdrawing a payment reopens the bill.
    await api.del(fillPath(deletePayment.path, { id: last.body.payment.id }), director);
    const reopened = await bill(draft.id);
    expect(reopened.status).toBe('READY');
    expect(reopened.remaining).toBe(second.body.bill.remaining);
  });

  it('cancels the whole remainder with a full credit note', async () => {
    const emitted = (await bills({ month: lastMonth, statuses: ['EMITTED'] }))[0]!;
    const answer = await api.post(fillPath(createCreditNote.path, { id: emitted.id }), {}, director);
    expect(answer.status).toBe(200);
    expect(answer.body.vatIncludedAmount).toBe(-(emitted.vatIncludedAmount - emitted.creditedAmount));
    const after = await bill(emitted.id);
    expect(after.remaining + after.paidAmount).toBe(0);
    expect(after.creditNotes).toHaveLength(emitted.nbCreditNotes + 1);
  });
});

describe('forbidden moves', () => {
  it('answers 400 with the label of the action', async () => {
    const ready = (await bills({ month: lastMonth, statuses: ['PAID'] }))[0]!;
    const validate = await api.post(fillPath(validateBill.path, { id: ready.id }), undefined, director);
    expect(validate.status).toBe(400);
    expect(validate.body.errors[0]).toEqual({ code: 'BILL_STATUS_FORBIDS', label: BILL_ACTIONS.validate.label });
    const remove = await api.del(fillPath(deleteBill.path, { id: ready.id }), director);
    expect(remove.status).toBe(400);
    expect(remove.body.errors[0].label).toBe('Seule une facture en brouillon peut être supprimée');
    const draft = (await bills({ month: lastMonth, statuses: ['DRAFT'] }))[0]!;
    const credit = await api.post(fillPath(createCreditNote.path, { id: draft.id }), {}, director);
    expect(credit.body.errors[0].label).toBe('Un avoir ne peut être créé que sur une facture validée');
    expect((await api.del(fillPath(deleteBill.path, { id: draft.id }), director)).status).toBe(204);
    expect((await api.get(fillPath(getBill.path, { id: draft.id }), director)).status).toBe(404);
  });
});

describe('fiscal attestations', () => {
  it('add up the family\'s paid amounts of the year that count for the tax credit', async () => {
    const year = 2026;
    const paid = (await bills({ statuses: ['PAID'] })).filter((b) => b.family)[0]!;
    const familyId = paid.family!.id;
    const answer = await api.post(fillPath(createFiscalAttestationForFamily.path, { year, familyId }), undefined, director);
    expect(answer.status).toBe(200);
    const payments = (await Promise.all((await bills({ familyId })).filter((b) => b.type === 'BILL').map((b) => bill(b.id)))).flatMap((b) => b.payments);
    const expected = payments.filter((p) => p.paid && p.date.startsWith(String(year)) && countsInFiscalAttestation(p.type)).reduce((s, p) => s + p.amount, 0);
    // 1,733.82 € paid in 2026, cash, prefunded CESU and prepayments left out.
    expect(expected).toBe(173382);
    expect(answer.body.amount).toBe(expected);
  });

  it('are refused in an agency without them', async () => {
    const multi = (await api.login('multi@demo.fr')).token;
    await api.post('/private/auth/selectContext', { clientId: 2, agencyId: 2 }, multi);
    const answer = await api.post(fillPath(createFiscalAttestationForFamily.path, { year: 2026, familyId: 1 }), undefined, multi);
    expect(answer.status).toBe(403);
  });
});

describe('documents', () => {
  it('are real PDFs with the agency, the customer and the total, the same bytes for the same data', async () => {
    const paid = (await bills({ month: lastMonth, statuses: ['PAID'] }))[0]!;
    const path = fillPath(downloadBill.path, { id: paid.id });
    const first = await download(path);
    const second = await download(path);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.equals(second)).toBe(true);
    const text = pdfText(first);
    expect(text).toContain("Agence Lyon Presqu'île");
    expect(text).toContain(`Facture ${paid.billNumber}`);
    expect(text).toContain(paid.customer.label);
    expect(text).toContain(formatCents(paid.vatIncludedAmount).replace(/\u202f/g, '\u00a0'));
    expect(text).toContain('Reste à payer');
  });
});
