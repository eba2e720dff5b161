/**
 * The home tab of a customer's record (spec 001 §2, issue 10): contact and address, the next
 * exchange, the current contract, the family wallets' balance, the last bills and estimates,
 * the immediate advance (AVIM) and the pinned notes of its family.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { ESTIMATE_STATUS_LABELS } from '../../../../domain/customers/labels';
import { currencyOfAgency, formatCents } from '../../../../domain/format/amount';
import { formatDate } from '../../../../domain/format/date';
import { formatDuration } from '../../../../domain/format/duration';
import { Link } from '../../../app/Link';
import { usePortal } from '../../../context';
import { ContactFacts } from '../../../kit/ContactFacts';
import { ExchangeFacts } from '../../../kit/ExchangeFacts';
import { Fact } from '../../../kit/Fact';
import { Table } from '../../../ui/Table';
import { StickyNotes } from '../../../widgets/notes/StickyNotes';
import { LastBills } from '../../../widgets/records/LastBills';
import { AvimPanel } from '../AvimPanel';
import type { CustomerTabProps } from './tabProps';

export function HomeTab({ customer, kind }: CustomerTabProps) {
  useSignals();
  const { agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const money = (cents: number) => formatCents(cents, { currency });
  const contract = customer.currentContract;
  const family = customer.families[0];
  return (
    <div className="ap-record-home">
      <div className="ap-grid">
        <section className="ap-panel" aria-label="Contact">
          <h2 className="ap-panel__title">Contact</h2>
          <dl className="ap-facts">
            <dt>Contact principal</dt>
            <dd>
              {customer.customerMainContact.firstName} {customer.customerMainContact.lastName}
            </dd>
            <ContactFacts mobile={customer.mobile} phone={customer.phone} email={customer.email} />
            <dt>Adresse</dt>
            <dd>{customer.address ? `${customer.address.street}, ${customer.address.zipCode} ${customer.address.city}` : '—'}</dd>
            <dt>Conseiller</dt>
            <dd>{customer.adviser ? `${customer.adviser.firstName} ${customer.adviser.lastName}` : '—'}</dd>
          </dl>
        </section>
        <section className="ap-panel" aria-label="Suivi">
          <h2 className="ap-panel__title">Suivi</h2>
          <dl className="ap-facts">
            <ExchangeFacts next={customer.nextExchangeAt} last={customer.lastExchangeAt} />
            <dt>Contrat en cours</dt>
            <dd>
              {contract
                ? `${contract.number} · ${contract.prestationType.label} · ${formatDuration(contract.weeklyMinutes)} par semaine, du ${formatDate(contract.startDate)}${contract.endDate ? ` au ${formatDate(contract.endDate)}` : ''}`
                : 'Aucun'}
            </dd>
            <dt>Prochaine intervention</dt>
            <dd>
              {customer.nextPlanningEvent
                ? `${formatDate(customer.nextPlanningEvent.day)} de ${customer.nextPlanningEvent.startTime} à ${customer.nextPlanningEvent.endTime}`
                : 'Aucune'}
            </dd>
            {customer.familiesWallets.map((wallet) => (
              <Fact key={wallet.family.id} label={`Porte-monnaie ${wallet.family.name}`} value={money(wallet.currentValue)} />
            ))}
            <dt>Créé le</dt>
            <dd>{formatDate(customer.createdAt)}</dd>
          </dl>
        </section>
      </div>
      <div className="ap-grid ap-record-home__lists">
        <LastBills bills={customer.lastBills} />
        <section className="ap-panel" aria-label="Derniers devis">
          <h2 className="ap-panel__title">Derniers devis</h2>
          <Table
            caption="Derniers devis"
            rows={customer.lastEstimates}
            rowKey={(estimate) => estimate.id}
            empty="Aucun devis"
            columns={[
              { key: 'number', header: 'N°', nowrap: true, cell: (estimate) => <Link to={`/${kind}/${customer.customerId}/estimates/${estimate.id}`}>{estimate.number}</Link> },
              { key: 'period', header: 'Période', cell: (estimate) => `${formatDate(estimate.periodStartDate)}${estimate.periodEndDate ? ` – ${formatDate(estimate.periodEndDate)}` : ''}` },
              { key: 'status', header: 'Statut', cell: (estimate) => ESTIMATE_STATUS_LABELS[estimate.status] },
              { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (estimate) => money(estimate.vatIncludedAmount) },
            ]}
          />
        </section>
      </div>
      {/* The avance immédiate is for natural persons only (the sandbox refuses a company's moves too). */}
      {customer.type === 'NATURAL' ? (
        <div className="ap-panel">
          <AvimPanel customerId={customer.customerId} />
        </div>
      ) : null}
      {family ? <StickyNotes about={{ familyId: family.id, label: family.name }} /> : null}
    </div>
  );
}
