/**
 * The bill page's partial credit note (spec 002 §7.6): an amount per line, checked before any
 * call; the server's computation shown before 'Créer l’avoir' is allowed; the server's refusal
 * shown word for word; React and Preact.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computePartialCreditNoteAmounts, createPartialCreditNote } from '../../../../src/api/contract/billing';
import { PartialCreditNoteDialog } from '../../../../src/portal/screens/billing/PartialCreditNoteDialog';
import { eventually } from '../../support/render';
import { button, control, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { failure, fakePortal } from '../widgets/support/portal';
import { billDetail } from './support/bills';

const split = (vatIncluded: number) => ({ vatIncluded, vatExcluded: Math.round(vatIncluded / 1.1), vat: vatIncluded - Math.round(vatIncluded / 1.1) });
const BILL = billDetail({
  id: 12, status: 'EMITTED', vatIncludedAmount: 240_000, remaining: 240_000,
  items: [{ id: 31, type: 'HOURS', label: 'Heures — Garde périscolaire', prestationTypeId: 1, quantity: 6000, unitPrice: 2_400, percent: 100, ...split(240_000) }],
  fees: [{ id: 41, label: 'Frais de dossier', billed: true, ...split(5_000) }],
});

function api(tooHigh = false) {
  return fakePortal([
    [computePartialCreditNoteAmounts, ({ body }) => {
      if (tooHigh) return failure(400, 'CREDIT_NOTE_TOO_HIGH', 'Le montant de l\'avoir dépasse le montant restant sur la ligne « Frais de dossier »');
      const { lines } = computePartialCreditNoteAmounts.body.parse(body);
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      return { lines: [], vatIncludedAmount: -total, vatExcludedAmount: -split(total).vatExcluded, vatAmount: -split(total).vat, remainingAfter: BILL.remaining - total };
    }],
    [createPartialCreditNote, () => billDetail({ id: 99, type: 'CREDIT_NOTE', status: 'READY', vatIncludedAmount: -30_000, remaining: 0, originalBill: { id: 12, billNumber: BILL.billNumber } })],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const amountOn = (label: string) => control(`Montant à créditer sur « ${label} »`);

describe('PartialCreditNoteDialog', () => {
  it('computes the credit note of the amounts given, then creates it', async () => {
    const fake = api();
    const onDone = vi.fn();
    unmount = fake.render(<PartialCreditNoteDialog bill={BILL} onDone={onDone} onCancel={() => undefined} />).unmount;
    await eventually(() => expect(pageText()).toContain('Heures — Garde périscolaire'));
    expect(pageText()).toContain('2 400,00 €');
    expect(button('Créer l’avoir').disabled).toBe(true);

    button('Calculer').click();
    await eventually(() => expect(pageText()).toContain('Indiquez le montant à créditer sur au moins une ligne'));
    typeInto(amountOn('Frais de dossier'), 'abc');
    await nextFrame();
    button('Calculer').click();
    await eventually(() => expect(pageText()).toContain('Montant invalide'));
    expect(fake.calls).toHaveLength(0);

    typeInto(amountOn('Frais de dossier'), '');
    typeInto(amountOn('Heures — Garde périscolaire'), '250,50');
    typeInto(amountOn('Frais de dossier'), '49,50');
    await nextFrame();
    button('Calculer').click();
    await eventually(() => expect(pageText()).toContain('Reste à payer ensuite'));
    expect(fake.calls[0]).toMatchObject({ name: 'billing.computePartialCreditNoteAmounts', params: { id: '12' }, body: { lines: [{ kind: 'ITEM', id: 31, amount: 25_050 }, { kind: 'FEE', id: 41, amount: 4_950 }] } });
    expect(pageText()).toContain('-300,00 €');
    expect(pageText()).toContain('2 100,00 €');

    await eventually(() => expect(button('Créer l’avoir').disabled).toBe(false));
    // Changing an amount asks for a new computation before the creation.
    typeInto(amountOn('Frais de dossier'), '50');
    await eventually(() => expect(button('Créer l’avoir').disabled).toBe(true));
    typeInto(amountOn('Frais de dossier'), '49,50');
    await nextFrame();
    button('Calculer').click();
    await eventually(() => expect(button('Créer l’avoir').disabled).toBe(false));
    button('Créer l’avoir').click();
    await eventually(() => expect(onDone).toHaveBeenCalledWith(99));
    expect(fake.calls.at(-1)).toMatchObject({ name: 'billing.createPartialCreditNote', body: { lines: [{ kind: 'ITEM', id: 31, amount: 25_050 }, { kind: 'FEE', id: 41, amount: 4_950 }] } });
  });

  it('computes the amounts typed right before « Calculer », with no pause between them', async () => {
    const fake = api();
    unmount = fake.render(<PartialCreditNoteDialog bill={BILL} onDone={() => undefined} onCancel={() => undefined} />).unmount;
    await eventually(() => amountOn('Frais de dossier'));
    // A fast typist: no render between the two amounts and the click.
    typeInto(amountOn('Heures — Garde périscolaire'), '250,50');
    typeInto(amountOn('Frais de dossier'), '49,50');
    button('Calculer').click();
    await eventually(() => expect(fake.calls.some((c) => c.name === 'billing.computePartialCreditNoteAmounts')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'billing.computePartialCreditNoteAmounts')?.body).toEqual({
      lines: [{ kind: 'ITEM', id: 31, amount: 25_050 }, { kind: 'FEE', id: 41, amount: 4_950 }],
    });
  });

  it('shows the server’s refusal word for word and creates nothing', async () => {
    const fake = api(true);
    unmount = fake.render(<PartialCreditNoteDialog bill={BILL} onDone={() => undefined} onCancel={() => undefined} />).unmount;
    await eventually(() => amountOn('Frais de dossier'));
    typeInto(amountOn('Frais de dossier'), '60');
    await nextFrame();
    button('Calculer').click();
    await eventually(() => expect(pageText()).toContain('Le montant de l\'avoir dépasse le montant restant sur la ligne « Frais de dossier »'));
    expect(button('Créer l’avoir').disabled).toBe(true);
    expect(fake.calls.map((c) => c.name)).toEqual(['billing.computePartialCreditNoteAmounts']);
  });
});
