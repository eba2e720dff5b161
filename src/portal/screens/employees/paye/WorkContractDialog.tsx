/** Creates or edits a work contract: type (a CDD needs its end date), job, dates, weekly hours, gross hourly rate in euros. */
import { createWorkContract, updateWorkContract, type WorkContract } from '../../../../api/contract/workContracts';
import { centsOf, WORK_CONTRACT_RULES, weeklyHoursOf } from '../../../../domain/paye/forms';
import { WORK_CONTRACT_TYPE_LABELS, type WorkContractType } from '../../../../domain/paye/labels';
import { usePortal } from '../../../context';
import { FormDialog } from '../../../kit/FormDialog';
import { optionsOf } from '../../../kit/FormPanel';
import { useForm } from '../../../kit/useForm';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { DateField } from '../../../ui/DateField';

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function WorkContractDialog({ employeeId, contract, onClose, onSaved }: { employeeId: number; contract: WorkContract | null; onClose(): void; onSaved(): void }) {
  const { client } = usePortal();
  const form = useForm(
    {
      type: contract?.type ?? 'CDI', jobTitle: contract?.jobTitle ?? '', startDate: contract?.startDate ?? '', endDate: contract?.endDate ?? '',
      weeklyHours: contract ? String(contract.weeklyHours).replace('.', ',') : '', hourlyRate: contract ? euros(contract.hourlyRateCents) : '',
    },
    WORK_CONTRACT_RULES,
  );
  const submit = () =>
    void form.submit(async (v) => {
      const body = {
        type: v.type as WorkContractType, jobTitle: v.jobTitle.trim(), startDate: v.startDate, endDate: v.type === 'CDD' ? v.endDate : null,
        weeklyHours: weeklyHoursOf(v.weeklyHours) ?? 0, hourlyRateCents: centsOf(v.hourlyRate),
      };
      if (contract) await client.call(updateWorkContract, { params: { id: employeeId, cid: contract.id }, body });
      else await client.call(createWorkContract, { params: { id: employeeId }, body });
      onSaved();
    });
  return (
    <FormDialog title={contract ? 'Modifier le contrat de travail' : 'Nouveau contrat de travail'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <SelectField label="Type de contrat" options={optionsOf(WORK_CONTRACT_TYPE_LABELS)} {...form.field('type')} />
        <TextField label="Emploi" required maxLength={150} {...form.field('jobTitle')} />
        <DateField label="Date de début" required {...form.field('startDate')} />
        {form.values.type === 'CDD' ? <DateField label="Date de fin" required {...form.field('endDate')} /> : null}
        <TextField label="Heures par semaine" required inputMode="decimal" {...form.field('weeklyHours')} />
        <TextField label="Taux horaire brut (€)" required inputMode="decimal" {...form.field('hourlyRate')} />
      </div>
    </FormDialog>
  );
}
