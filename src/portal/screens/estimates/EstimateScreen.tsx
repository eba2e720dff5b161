/**
 * /customers/{id}/estimates/{estimateId} (spec 001 §2): an estimate under its customer's tabs,
 * its status tag and only the actions its status allows in the header, its amounts and planning,
 * its sign procedures, its history; a draft is edited in place with the new-estimate form.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { estimateChangelogs, getEstimate, updateEstimate, type Estimate } from '../../../api/contract/estimates';
import { estimateTag } from '../../../domain/estimates/status';
import { currencyOfAgency } from '../../../domain/format/amount';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useReloadOn } from '../../kit/useReloadOn';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { RecordPage } from '../../kit/RecordPage';
import { Alert } from '../../ui/Alert';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import { billingCss } from '../../widgets/billing.css';
import { ChangeLog } from '../billing/ChangeLog';
import { recordTabs } from '../customers/CustomerRecordScreen';
import { listKindOf } from '../customers/customersList';
import { EstimateActions } from './EstimateActions';
import { EstimateDetails } from './EstimateDetails';
import { EstimateForm } from './EstimateForm';
import { SignProcedures } from './SignProcedures';

export function EstimateScreen({ params }: ScreenProps) {
  useSignals();
  // The history's list style is the change logs' of billing (ChangeLog).
  useStyles('billing', billingCss);
  const { client, router, agencyContext } = usePortal();
  const kind = listKindOf(parseLocation(router.location.value).path);
  const customerId = Number(params.customerId);
  const id = Number(params.estimateId);
  const [editing, setEditing] = useState(false);
  // Read through the cache: a contract deleted, a signature's outcome or any write of estimates asks it again.
  const loaded = useCall(getEstimate, { params: { id } });
  // An action's answer, shown at once, until the cache's next answer replaces the one it was given over.
  const [updated, setUpdated] = useState<{ estimate: Estimate; over: Estimate | null } | null>(null);
  const update = (estimate: Estimate) => setUpdated({ estimate, over: loaded.data });
  const answer = updated && updated.over === loaded.data && updated.estimate.id === id ? updated.estimate : loaded.data;
  // The contract addresses an estimate by its id alone: under another customer's tabs it is not found.
  const estimate = answer?.id === id && answer.customer.id === customerId ? answer : null;
  // The history follows every change the page makes.
  const logs = useCall(estimateChangelogs, { params: { id } });
  useReloadOn(estimate, logs);

  if (!estimate) return loaded.loading ? <Loading /> : <Alert tone="danger">Ce devis n’existe pas ou n’est pas celui de ce client.</Alert>;
  const tag = estimateTag(estimate.status);
  return (
    <RecordPage
      name={`Devis ${estimate.number}`}
      subtitle={[estimate.customer.label, estimate.prestationType?.label].filter(Boolean).join(' · ')}
      tag={<Tag tone={tag.tone}>{tag.label}</Tag>}
      actions={editing ? null : (
        <EstimateActions
          estimate={estimate}
          onChange={update}
          onEdit={() => setEditing(true)}
          onDeleted={() => router.navigate(`/${kind}/${customerId}/contracts`, { replace: true })}
        />
      )}
      tabs={recordTabs(kind, customerId)}
      current=""
    >
      {editing ? (
        <EstimateForm
          customerId={customerId}
          customerType={estimate.customer.type}
          estimate={estimate}
          submitLabel="Enregistrer"
          onCancel={() => setEditing(false)}
          save={async (body) => {
            update(await client.call(updateEstimate, { params: { id }, body }));
            setEditing(false);
          }}
        />
      ) : (
        <div className="ap-record-stack">
          <EstimateDetails estimate={estimate} currency={currencyOfAgency(agencyContext.agency.value)} contractsPath={`/customers/${customerId}/contracts`} />
          <SignProcedures estimateId={id} />
          <section className="ap-panel" aria-label="Historique du devis">
            <h2 className="ap-panel__title">Historique</h2>
            {logs.data?.length ? <ChangeLog entries={logs.data} label="Historique du devis" /> : logs.loading ? <Loading /> : <EmptyState />}
          </section>
        </div>
      )}
    </RecordPage>
  );
}
