/** What an estimate's page shows: its amounts (HT, TVA, TTC, the tax credit), its weekly planning and period, its comments. */
import type { Estimate } from '../../../api/contract/estimates';
import { vatRateLabel } from '../../../domain/billing/money';
import { WEEK_DAY_NAMES } from '../../../domain/calendar';
import { REPETITION_TYPE_LABELS } from '../../../domain/estimates/planning';
import { formatCents, type Currency } from '../../../domain/format/amount';
import { formatDate } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { Fact } from '../../kit/Fact';

export function EstimateDetails({ estimate, currency }: { estimate: Estimate; currency: Currency }) {
  const money = (cents: number | null) => (cents === null ? null : formatCents(cents, { currency }));
  const { amounts, planning } = estimate;
  return (
    <div className="ap-grid">
      <section className="ap-panel" aria-label="Montants">
        <h2 className="ap-panel__title">Montants</h2>
        <dl className="ap-facts">
          {amounts ? (
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
          ) : (
            <Fact label="Montant TTC" value={money(estimate.vatIncludedAmount)} />
          )}
        </dl>
      </section>
      <section className="ap-panel" aria-label="Planning">
        <h2 className="ap-panel__title">Planning</h2>
        <dl className="ap-facts">
          <Fact label="Prestation" value={estimate.prestationType?.label} />
          <Fact label="Grille tarifaire" value={estimate.priceGrid?.label} />
          <Fact label="Période" value={`du ${formatDate(estimate.periodStartDate)}${estimate.periodEndDate ? ` au ${formatDate(estimate.periodEndDate)}` : ''}`} />
          {planning ? (
            <>
              <Fact label="Répétition" value={REPETITION_TYPE_LABELS[planning.repetitionType]} />
              <Fact label="Semaines" value={planning.weeksCount} />
              <Fact
                label="Créneaux"
                value={
                  <ul>
                    {planning.slots.map((slot, index) => (
                      <li key={index}>
                        {WEEK_DAY_NAMES[slot.weekDay]} de {slot.startTime} à {slot.endTime}
                      </li>
                    ))}
                  </ul>
                }
              />
            </>
          ) : (
            <Fact label="Créneaux" value="Devis repris de l’ancien outil : planning non renseigné" />
          )}
          <Fact label="Commentaires" value={estimate.comments} />
        </dl>
      </section>
    </div>
  );
}
