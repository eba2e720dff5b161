/** The bill page's payment dialog: the remainder by default, amount and date checked before any call, the payment sent in cents; React and Preact. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayment } from '../../../../src/api/contract/payments';
import { BILLING_TEXTS } from '../../../../src/domain/billing/texts';
import { MESSAGES } from '../../../../src/domain/messages';
import { PaymentDialog } from '../../../../src/portal/screens/billing/PaymentDialog';
import { eventually } from '../../support/render';
import { button, control, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';
import { billDetail } from './support/bills';

const BILL = billDetail({ id: 12, status: 'EMITTED', vatIncludedAmount: 120_050, remaining: 120_050 });

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('PaymentDialog', () => {
  it('refuses an empty date and a zero amount without calling, then records the payment in cents', async () => {
    const fake = fakePortal([[createPayment, ({ body }) => {
      const sent = createPayment.body.parse(body);
      const payment = { id: 1, billNumber: BILL.billNumber, customer: BILL.customer, comment: null, createdAt: '2026-11-23T10:00:00Z', ...sent };
      return { payment, bill: { ...BILL, remaining: BILL.remaining - sent.amount } };
    }]]);
    const onDone = vi.fn();
    unmount = fake.render(<PaymentDialog bill={BILL} onDone={onDone} onCancel={() => undefined} />).unmount;
    await eventually(() => expect(control('Montant (€)').value.replace(/\s/g, '')).toBe('1200,50'));

    typeInto(control('Date'), '');
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain(MESSAGES.required));
    typeInto(control('Date'), '20/11/2026');
    typeInto(control('Montant (€)'), '0');
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(pageText()).toContain(BILLING_TEXTS.invalidAmount));
    expect(fake.calls).toHaveLength(0);

    typeInto(control('Montant (€)'), '300,25');
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(onDone).toHaveBeenCalled());
    expect(fake.calls[0]?.body).toMatchObject({ billId: 12, amount: 30_025, date: '2026-11-20', paid: true });
  });
});
