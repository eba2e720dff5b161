/** What an estimate's page shows: its amounts (HT, TVA, TTC, the tax credit), its weekly planning and period, its comments. */
import type { Estimate } from '../../../api/contract/estimates';
import { WEEK_DAY_NAMES } from '../../../domain/calendar';
import { REPETITION_TYPE_LABELS } from '../../../domain/estimates/planning';
import { formatCents, type Currency } from '../../../domain/format/amount';
import { formatPeriod } from '../../../domain/format/period';
import { Link } from '../../app/Link';
import { Fact } from '../../kit/Fact';
import { AmountsFacts } from './AmountsFacts';

/** `contractsPath`: the customer's contracts tab, where the contract it became is listed. */
export function EstimateDetails({ estimate, currency, contractsPath }: { estimate: Estimate; currency: Currency; contractsPath: string }) {
  const { amounts, planning } = estimate;
  return (
    <div className="ap-grid">
      <section className="ap-panel" aria-label="Montants">
        <h2 className="ap-panel__title">Montants</h2>
        <dl className="ap-facts">
          {amounts ? (
            <AmountsFacts amounts={amounts} currency={currency} />
          ) : (
            <Fact label="Montant TTC" value={formatCents(estimate.vatIncludedAmount, { currency })} />
          )}
        </dl>
      </section>
      <section className="ap-panel" aria-label="Planning">
        <h2 className="ap-panel__title">Planning</h2>
        <dl className="ap-facts">
          <Fact label="Prestation" value={estimate.prestationType?.label} />
          <Fact label="Grille tarifaire" value={estimate.priceGrid?.label} />
          <Fact label="Période" value={formatPeriod(estimate.periodStartDate, estimate.periodEndDate)} />
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
          {estimate.contractId !== null ? <Fact label="Contrat" value={<Link to={`${contractsPath}?contract=${estimate.contractId}`}>Voir le contrat</Link>} /> : null}
        </dl>
      </section>
    </div>
  );
}
