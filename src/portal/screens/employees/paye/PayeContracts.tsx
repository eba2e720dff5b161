/** An employee's paye contracts: the table (employer, start, hourly rate, monthly salary), « Nouveau contrat de paie », and each contract's salary and hourly rate. */
import { useState } from 'react';
import { Pencil, Plus } from 'tabler-icons-react';
import { createPayeContract, payeContracts, updateSalaryAndHourlyRate, type PayeContract } from '../../../../api/contract/paye';
import { formatCents } from '../../../../domain/format/amount';
import { formatDate } from '../../../../domain/format/date';
import { centsOf, PAYE_CONTRACT_RULES } from '../../../../domain/paye/forms';
import { usePortal } from '../../../context';
import { useCall } from '../../../kit/useQuery';
import { useReloadOn } from '../../../kit/useReloadOn';
import { FormDialog } from '../../../kit/FormDialog';
import { useForm } from '../../../kit/useForm';
import { Button } from '../../../ui/Button';
import { Table, type Column } from '../../../ui/Table';
import { TextField } from '../../../ui/TextField';
import { DateField } from '../../../ui/DateField';

/** Cents shown in a form field ('12,50'), blank for none. */
const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

export function PayeContracts({ employeeId, version, onChange }: { employeeId: number; version: number; onChange(): void }) {
  const [open, setOpen] = useState<{ contract: PayeContract | null } | null>(null);
  const list = useCall(payeContracts, { params: { id: employeeId } });
  useReloadOn(version, list);
  const columns: Column<PayeContract>[] = [
    { key: 'label', header: 'Contrat', wide: true, cell: (c) => c.label },
    { key: 'employer', header: 'Employeur', cell: (c) => c.family?.name ?? 'L’agence' },
    { key: 'start', header: 'Début', nowrap: true, cell: (c) => formatDate(c.startDate) },
    { key: 'rate', header: 'Taux horaire brut', numeric: true, nowrap: true, cell: (c) => formatCents(c.hourlyRateCents) },
    { key: 'salary', header: 'Salaire mensuel brut', numeric: true, nowrap: true, cell: (c) => (c.monthlySalaryCents === null ? '—' : formatCents(c.monthlySalaryCents)) },
    {
      key: 'actions', header: 'Actions',
      cell: (c) => <Button variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} title="Salaire et taux horaire" aria-label={`Salaire et taux horaire du contrat ${c.label}`} onClick={() => setOpen({ contract: c })} />,
    },
  ];
  return (
    <section className="ap-panel" aria-labelledby={`paye-contracts-${employeeId}`}>
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title" id={`paye-contracts-${employeeId}`}>Contrats de paie</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setOpen({ contract: null })}>Nouveau contrat de paie</Button>
      </div>
      <div className="ap-paye-table">
        <Table caption="Contrats de paie" columns={columns} rows={list.data ?? []} rowKey={(c) => c.id} loading={list.loading && !list.data} empty="Aucun contrat de paie" />
      </div>
      {open ? (
        <PayeContractDialog employeeId={employeeId} contract={open.contract} onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            onChange();
          }} />
      ) : null}
    </section>
  );
}

/** Creates a contract, or changes an existing one's salary and hourly rate (its other fields are the payroll's). */
function PayeContractDialog({ employeeId, contract, onClose, onSaved }: { employeeId: number; contract: PayeContract | null; onClose(): void; onSaved(): void }) {
  const { client } = usePortal();
  const form = useForm(
    { label: contract?.label ?? '', startDate: contract?.startDate ?? '', hourlyRate: euros(contract?.hourlyRateCents ?? null), monthlySalary: euros(contract?.monthlySalaryCents ?? null) },
    PAYE_CONTRACT_RULES,
  );
  const submit = () =>
    void form.submit(async (v) => {
      const rates = { hourlyRateCents: centsOf(v.hourlyRate), monthlySalaryCents: v.monthlySalary.trim() ? centsOf(v.monthlySalary) : null };
      if (contract) await client.call(updateSalaryAndHourlyRate, { params: { id: employeeId, cid: contract.id }, body: rates });
      else await client.call(createPayeContract, { params: { id: employeeId }, body: { label: v.label.trim(), startDate: v.startDate, ...rates } });
      onSaved();
    });
  return (
    <FormDialog title={contract ? `Salaire et taux horaire — ${contract.label}` : 'Nouveau contrat de paie'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        {contract ? null : (
          <>
            <TextField label="Intitulé" required maxLength={150} {...form.field('label')} />
            <DateField label="Date de début" required {...form.field('startDate')} />
          </>
        )}
        <TextField label="Taux horaire brut (€)" required inputMode="decimal" {...form.field('hourlyRate')} />
        <TextField label="Salaire mensuel brut (€)" inputMode="decimal" hint="Vide : payé à l’heure" {...form.field('monthlySalary')} />
      </div>
    </FormDialog>
  );
}
