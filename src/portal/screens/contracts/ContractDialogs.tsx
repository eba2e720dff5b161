/**
 * The two forms of a contract's drawer: the end of contract (a date no earlier than the
 * server's minimum, refused in the form before the sandbox refuses it) and the label of its
 * line on the monthly bill.
 */
import { contractEndMinDate, endContract, updateContractBillItemLabel, type Contract } from '../../../api/contract/contracts';
import { endDateError } from '../../../domain/contracts';
import { formatDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';

interface DialogProps {
  contract: Contract;
  onClose(): void;
  onSaved(contract: Contract): void;
}

export function EndOfContractDialog({ contract, onClose, onSaved }: DialogProps) {
  const { client } = usePortal();
  const min = useCall(contractEndMinDate, { params: { id: contract.id } });
  const minDate = min.data?.minDate ?? null;
  const form = useForm({ endDate: contract.endDate ?? '' }, { endDate: { required: true, check: (value) => (minDate ? endDateError(value, minDate) : null) } });
  const submit = () => void form.submit(async ({ endDate }) => onSaved(await client.call(endContract, { params: { id: contract.id }, body: { endDate } })));
  return (
    <FormDialog title={`Fin du contrat ${contract.number}`} form={form} onSubmit={submit} onClose={onClose} width={480}>
      {minDate ? (
        <DateField label="Date de fin du contrat" required min={minDate} hint={`Au plus tôt le ${formatDate(minDate)}`} {...form.field('endDate')} />
      ) : (
        <Loading />
      )}
    </FormDialog>
  );
}

export function BillItemLabelDialog({ contract, onClose, onSaved }: DialogProps) {
  const { client } = usePortal();
  const form = useForm({ label: contract.monthlyBillItemLabel }, { label: { required: true, max: 150 } });
  const submit = () => void form.submit(async ({ label }) => onSaved(await client.call(updateContractBillItemLabel, { params: { id: contract.id }, body: { label: label.trim() } })));
  return (
    <FormDialog title="Libellé de la facture mensuelle" form={form} onSubmit={submit} onClose={onClose} width={560}>
      <TextField label="Libellé de la ligne du contrat sur la facture" required maxLength={150} {...form.field('label')} />
    </FormDialog>
  );
}
