/** Converting a signed estimate to a contract (spec 001 §7 `to-contract`): the two options, each explained in plain French; a family to be created said first. */
import { useState } from 'react';
import { convertEstimateToContract, type Estimate } from '../../../api/contract/estimates';
import { getCustomer } from '../../../api/contract/customers';
import { contractFamilyNotice } from '../../../domain/estimates/contractFamily';
import { CONVERSION_OPTIONS } from '../../../domain/estimates/labels';
import { ESTIMATE_MOVES } from '../../../domain/estimates/status';
import { formatPeriod } from '../../../domain/format/period';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export function ConvertDialog({ estimate, onDone, onClose }: { estimate: Estimate; onDone(estimate: Estimate): void; onClose(): void }) {
  const { client } = usePortal();
  const customer = useCall(getCustomer, { params: { id: estimate.customer.id } });
  const familyNotice = customer.data ? contractFamilyNotice({ label: customer.data.customerName, families: customer.data.families }) : null;
  const [options, setOptions] = useState({ allowOverrides: false, breakFromPreviousContract: false });
  const convert = useAction(async () => {
    onDone((await client.call(convertEstimateToContract, { params: { id: estimate.id }, body: options })).estimate);
  });
  return (
    <ConfirmDialog title={ESTIMATE_MOVES.convertToContract.label} confirmLabel={ESTIMATE_MOVES.convertToContract.label} pending={convert.pending} onConfirm={() => void convert.run()} onCancel={onClose}>
      <p>
        Le devis {estimate.number} devient le contrat de {estimate.customer.label}, {formatPeriod(estimate.periodStartDate, estimate.periodEndDate)}.
      </p>
      {familyNotice ? <Alert tone="info">{familyNotice}</Alert> : null}
      {(['breakFromPreviousContract', 'allowOverrides'] as const).map((key) => (
        <div key={key}>
          <Checkbox label={CONVERSION_OPTIONS[key].label} checked={options[key]} onCheckedChange={(checked) => setOptions((current) => ({ ...current, [key]: checked }))} />
          <p className="ap-muted">{CONVERSION_OPTIONS[key].help}</p>
        </div>
      ))}
      {convert.error ? <Alert tone="danger">{convert.error}</Alert> : null}
    </ConfirmDialog>
  );
}
