/** An estimate's amounts as facts: hours, hourly rate, HT, VAT, TTC and, for a family, the tax credit and what remains to pay. */
import type { EstimateAmounts } from '../../../api/contract/estimates';
import { vatRateLabel } from '../../../domain/billing/money';
import { formatCents, type Currency } from '../../../domain/format/amount';
import { formatDuration } from '../../../domain/format/duration';
import { Fact } from '../../kit/Fact';

export function AmountsFacts({ amounts, currency }: { amounts: EstimateAmounts; currency: Currency }) {
  const money = (cents: number | null) => (cents === null ? null : formatCents(cents, { currency }));
  return (
    <>
      <Fact label="Heures prévues" value={formatDuration(amounts.minutes)} />
      <Fact label="Tarif horaire TTC" value={amounts.hourlyRate === null ? 'Pas de tarif pour cette prestation dans la grille' : money(amounts.hourlyRate)} />
      <Fact label="Montant HT" value={money(amounts.vatExcluded)} />
      <Fact label={`TVA (${vatRateLabel(amounts.vatRate)})`} value={money(amounts.vat)} />
      <Fact label="Montant TTC" value={<span className="ap-strong">{money(amounts.vatIncluded)}</span>} />
      {amounts.taxCredit !== null ? (
        <>
          <Fact label="Crédit d’impôt estimé (50 %)" value={money(amounts.taxCredit)} />
          <Fact label="Reste à charge après crédit d’impôt" value={money(amounts.afterTaxCredit)} />
        </>
      ) : null}
    </>
  );
}
