/** The bonuses or the down payments of a paye period: the list with each amount (deleted after confirmation) and a small form to add one, unless the period is locked. */
import { Trash } from 'tabler-icons-react';
import { formatCents } from '../../../../domain/format/amount';
import type { FormRules } from '../../../../domain/form/rules';
import { MESSAGES } from '../../../../domain/messages';
import { centsOf } from '../../../../domain/paye/forms';
import { useAction } from '../../../kit/useAction';
import { useForm } from '../../../kit/useForm';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useDeleteConfirmation } from '../../../widgets/useDeleteConfirmation';

interface Entry {
  id: number;
  label?: string;
  amountCents: number;
}

export interface PeriodEntriesProps<E extends Entry> {
  title: string;
  entries: readonly E[];
  rules: FormRules<'label' | 'amount'>;
  /** A bonus has a label; a down payment an amount only. */
  withLabel?: boolean;
  locked: boolean;
  addLabel: string;
  /** The confirmation's question before a deletion. */
  deleteQuestion: string;
  onAdd(body: { label?: string; amount: number }): Promise<unknown>;
  onDelete(entry: E): Promise<unknown>;
}

export function PeriodEntries<E extends Entry>({ title, entries, rules, withLabel = false, locked, addLabel, deleteQuestion, onAdd, onDelete }: PeriodEntriesProps<E>) {
  const form = useForm({ label: '', amount: '' }, withLabel ? rules : { amount: rules.amount });
  const deletion = useAction(async (entry: E) => void (await onDelete(entry)));
  const removal = useDeleteConfirmation<E>(deleteQuestion, deletion.run);
  const add = () =>
    void form.submit(async (v) => {
      await onAdd({ ...(withLabel ? { label: v.label.trim() } : {}), amount: centsOf(v.amount) });
      form.reset();
    });
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {deletion.error ? <Alert tone="danger">{deletion.error}</Alert> : null}
      {entries.length ? (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>{entry.label ?? 'Acompte'}</span>
              <span className="ap-paye-amount">{formatCents(entry.amountCents)}</span>
              {locked ? null : (
                <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} title="Supprimer"
                  aria-label={`Supprimer ${entry.label ?? 'l’acompte'} de ${formatCents(entry.amountCents)}`} onClick={() => removal.ask(entry)} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ap-muted">{MESSAGES.noResult}</p>
      )}
      {locked ? null : (
        <form noValidate aria-label={addLabel} onSubmit={(event) => { event.preventDefault(); add(); }}>
          {form.message ? <Alert tone="warning">{form.message}</Alert> : null}
          <div className="ap-paye-form">
            {withLabel ? <TextField label="Libellé" maxLength={150} {...form.field('label')} /> : null}
            <TextField label="Montant (€)" inputMode="decimal" className="ap-paye-form__amount" {...form.field('amount')} />
            <Button type="submit" loading={form.pending}>{addLabel}</Button>
          </div>
        </form>
      )}
      {removal.dialog}
    </section>
  );
}
