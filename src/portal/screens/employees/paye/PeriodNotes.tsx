/** The notes of a paye period (for the payroll manager): a form until the period is validated, then read only. */
import { updatePeriodNotes, type PeriodData } from '../../../../api/contract/paye';
import { usePortal } from '../../../context';
import { FormPanel, useSavedFlag } from '../../../kit/FormPanel';
import { useForm } from '../../../kit/useForm';
import { CommentField } from '../../../ui/CommentField';

const MAX = 5000;

export function PeriodNotes({ employeeId, period, onChange }: { employeeId: number; period: PeriodData; onChange(period: PeriodData): void }) {
  const { client } = usePortal();
  const form = useForm({ notes: period.notes }, { notes: { max: MAX } });
  const saved = useSavedFlag();
  if (period.validated) {
    return (
      <section className="ap-panel" aria-label="Notes de la période">
        <h2 className="ap-panel__title">Notes de la période</h2>
        <p className={period.notes ? undefined : 'ap-muted'}>{period.notes || 'Aucune note'}</p>
      </section>
    );
  }
  const submit = () =>
    void form.submit(async (v) => onChange(await client.call(updatePeriodNotes, { params: { id: employeeId }, body: { notes: v.notes.trim() } }))).then(saved.mark);
  return (
    <FormPanel title="Notes de la période" form={form} onSubmit={submit} saved={saved.saved}>
      <CommentField label="Notes" max={MAX} {...form.field('notes')} />
    </FormPanel>
  );
}
