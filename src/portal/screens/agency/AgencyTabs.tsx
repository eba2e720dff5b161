/** The pages of /agency (informations, presentation, prices, templates, orders, paye where available) under one title, as the prospecting pages. */
import { areaGate } from '../../../domain/agency/gates';
import { Link } from '../../app/Link';
import { useMayUse } from '../../kit/useMayUse';
import { TabBar } from '../../kit/TabBar';
import { EmptyState } from '../../ui/EmptyState';
import { usePayeAvailable } from '../employees/usePayeAvailable';

const TABS = [
  { key: 'informations', label: 'Informations', to: '/agency/informations' },
  { key: 'presentation', label: 'Présentation', to: '/agency/presentation' },
  { key: 'prices', label: 'Tarifs', to: '/agency/prices' },
  { key: 'templates', label: 'Modèles', to: '/agency/templates' },
  { key: 'orders', label: 'Commandes', to: '/agency/orders' },
  { key: 'paye', label: 'Paie', to: '/agency/paye' },
] as const;

export type AgencyTab = (typeof TABS)[number]['key'];

export function AgencyTabBar({ current }: { current: AgencyTab }) {
  const withPaye = usePayeAvailable();
  // The orders' page shows the signatures' balance: not offered where electronic signature is off.
  const withOrders = useMayUse()({ gate: areaGate('signProcedures') });
  const shown = TABS.filter((tab) => (withPaye || tab.key !== 'paye') && (withOrders || tab.key !== 'orders'));
  return <TabBar tabs={shown} current={current} label="Pages de l’agence" />;
}

export function AgencyHead({ current, intro }: { current: AgencyTab; intro: string }) {
  return (
    <>
      <div className="ap-page-head">
        <h1>Agence</h1>
        <p className="ap-muted">{intro}</p>
      </div>
      <AgencyTabBar current={current} />
    </>
  );
}

/** Where an admin or a multi-agency manager arrives with no agency chosen: the settings are an agency's. */
export function NoAgency() {
  return (
    <EmptyState title="Aucune agence choisie">
      <Link to="/agencies">Choisir une agence</Link>
    </EmptyState>
  );
}
