/** /customers/{id}/new-estimate (spec 001 §2): a draft estimate for the customer, under its record's header and tabs. */
import { useSignals } from '@preact/signals-react/runtime';
import { createEstimate } from '../../../api/contract/estimates';
import { getCustomer } from '../../../api/contract/customers';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { RecordPage } from '../../kit/RecordPage';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { recordTabs } from '../customers/CustomerRecordScreen';
import { listKindOf } from '../customers/customersList';
import { EstimateForm } from './EstimateForm';

export function EstimateNewScreen({ params }: ScreenProps) {
  useSignals();
  const { client, router } = usePortal();
  const kind = listKindOf(parseLocation(router.location.value).path);
  const customerId = Number(params.customerId);
  const customer = useCall(getCustomer, { params: { id: customerId } });
  if (!customer.data) return customer.loading ? <Loading /> : <Alert tone="danger">Cette fiche n’existe pas ou n’est pas celle de votre agence.</Alert>;
  return (
    <RecordPage name="Nouveau devis" subtitle={`${customer.data.customerName} · ${customer.data.ref}`} tabs={recordTabs(kind, customerId)} current="new-estimate">
      <EstimateForm
        customerId={customerId}
        customerType={customer.data.type}
        submitLabel="Enregistrer le brouillon"
        save={async (body) => {
          const estimate = await client.call(createEstimate, { body: { ...body, customerId } });
          // Replaces the creation page (and passes its leave guard): Back from the estimate goes to the record.
          router.navigate(`/${kind}/${customerId}/estimates/${estimate.id}`, { replace: true });
        }}
      />
    </RecordPage>
  );
}
