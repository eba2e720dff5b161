/**
 * The next exchange of a record (customers, employees): a day and a time of the agency (09:00
 * when none is given); « Aucun échange prévu » removes it. `save` makes the record's own call.
 */
import { fromLocalDateTime, toLocalDateTime } from '../../domain/format/localDateTime';
import { useAction } from './useAction';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DateTimeField } from '../ui/DateTimeField';
import { FormDialog } from './FormDialog';
import { useForm } from './useForm';

export interface NextExchangeDialogProps {
  /** The planned exchange (ISO instant), or null. */
  current: string | null;
  save(nextExchangeDate: string | null): Promise<void>;
  onClose(): void;
}

export function NextExchangeDialog({ current, save, onClose }: NextExchangeDialogProps) {
  const form = useForm({ at: toLocalDateTime(current) }, { at: { required: true } });
  const submit = () => void form.submit(({ at }) => save(fromLocalDateTime(at)));
  const clear = useAction(() => save(null));
  return (
    <FormDialog title="Prochain échange" form={form} onSubmit={submit} onClose={onClose} width={480}>
      <DateTimeField label="Prochain échange" {...form.field('at')} />
      {current ? (
        <Button variant="ghost" loading={clear.pending} onClick={() => void clear.run()}>
          Aucun échange prévu
        </Button>
      ) : null}
      {clear.error ? <Alert tone="danger">{clear.error}</Alert> : null}
    </FormDialog>
  );
}
