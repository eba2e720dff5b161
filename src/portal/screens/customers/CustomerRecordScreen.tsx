/**
 * /customers/{id}/… and /prospects/{id}/… (spec 001 §2): the record of a customer or a prospect.
 * The header shows its name, reference, status (and stage) and the actions its status allows;
 * each tab of the route table is its own lazy chunk, the tab in the URL. The estimates' pages
 * are screens of their own (screens/estimates), under the same tab bar.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { getCustomer, type CustomerDetails } from '../../../api/contract/customers';
import { CUSTOMER_TYPE_LABELS, PROSPECT_STAGE_LABELS } from '../../../domain/customers/labels';
import { isProspectStatus } from '../../../domain/customers/actions';
import { parseLocation, tabOf } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { RecordPage, TabContent } from '../../kit/RecordPage';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import { CustomerActions } from './CustomerActions';
import { CustomerStatusTag } from './CustomerStatusTag';
import { listKindOf, type CustomersListKind } from './customersList';
import type { CustomerTabProps } from './tabs/tabProps';

const TABS = {
  home: lazyComponent(() => import('./tabs/HomeTab'), (m) => m.HomeTab),
  history: lazyComponent(() => import('./tabs/HistoryTab'), (m) => m.HistoryTab),
  old: lazyComponent(() => import('./tabs/OldTab'), (m) => m.OldTab),
  infos: lazyComponent(() => import('./tabs/InfosTab'), (m) => m.InfosTab),
  family: lazyComponent(() => import('./tabs/FamilyTab'), (m) => m.FamilyTab),
  notes: lazyComponent(() => import('./tabs/NotesTab'), (m) => m.NotesTab),
  messages: lazyComponent(() => import('./tabs/MessagesTab'), (m) => m.MessagesTab),
  discussions: lazyComponent(() => import('./tabs/MessagesTab'), (m) => m.DiscussionsTab),
  planning: lazyComponent(() => import('./tabs/PlanningTab'), (m) => m.PlanningTab),
  contracts: lazyComponent(() => import('./tabs/ContractsTab'), (m) => m.ContractsTab),
};

const TAB_LABELS: ReadonlyArray<readonly [keyof typeof TABS, string]> = [
  ['home', 'Synthèse'], ['infos', 'Informations'], ['family', 'Famille'], ['history', 'Historique'], ['notes', 'Notes'], ['messages', 'Messages'],
  ['discussions', 'Discussions'], ['planning', 'Planning'], ['contracts', 'Contrats'], ['old', 'Ancienne fiche'],
];

/** Starts loading the code of the tab `path` opens (the route's `preload`). */
export function preloadRecordTab(path: string): void {
  TABS[tabOf(path) as keyof typeof TABS]?.preload();
}

export function recordTabs(kind: CustomersListKind, customerId: number) {
  return TAB_LABELS.map(([key, label]) => ({ key, label, to: `/${kind}/${customerId}/${key}` }));
}

export function CustomerRecordScreen({ params }: ScreenProps) {
  useSignals();
  const { router } = usePortal();
  const { path } = parseLocation(router.location.value);
  const kind = listKindOf(path);
  const customerId = Number(params.customerId);
  const tab = tabOf(path);
  const [updated, setUpdated] = useState<CustomerDetails | null>(null);
  const loaded = useCall(getCustomer, { params: { id: customerId } });
  const customer = updated?.customerId === customerId ? updated : loaded.data;

  if (!customer) return loaded.loading ? <Loading /> : <Alert tone="danger">Cette fiche n’existe pas ou n’est pas celle de votre agence.</Alert>;
  // The tabs link under its own list (a prospect under /prospects), whichever path opened it.
  const ownKind: CustomersListKind = isProspectStatus(customer.status) ? 'prospects' : 'customers';
  const props: CustomerTabProps = {
    customer,
    kind: ownKind,
    noteId: params.noteId ? Number(params.noteId) : null,
    onChange: setUpdated,
    reload: loaded.reload,
  };
  const contact = `${customer.customerMainContact.firstName} ${customer.customerMainContact.lastName}`;
  return (
    <RecordPage
      name={customer.customerName}
      subtitle={[customer.ref, CUSTOMER_TYPE_LABELS[customer.type], customer.type === 'NATURAL' ? null : contact].filter(Boolean).join(' · ')}
      tag={
        <>
          <CustomerStatusTag status={customer.status} />
          {customer.stage && customer.stage !== 'TURNED_TO_CUSTOMER' ? <Tag tone="info">{PROSPECT_STAGE_LABELS[customer.stage]}</Tag> : null}
        </>
      }
      actions={<CustomerActions customer={customer} onChange={(next) => {
        setUpdated(next);
        const nextKind: CustomersListKind = isProspectStatus(next.status) ? 'prospects' : 'customers';
        if (nextKind !== kind) router.navigate(`/${nextKind}/${next.customerId}/${tab}`);
      }} />}
      tabs={recordTabs(ownKind, customerId)}
      current={tab}
    >
      <TabContent tabs={TABS} current={tab} props={props} />
    </RecordPage>
  );
}
