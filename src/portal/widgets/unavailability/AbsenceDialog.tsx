/**
 * Adds a professional's absence (a dated unavailability, spec 000 §2.6): its type, from and to
 * (a day and a time each), a comment. An overlap or an end before the start comes back from
 * the server on its field ('Une indisponibilité existe déjà sur cette période'…). Over planned
 * events, those are listed before anything is saved, each to keep, cancel or replace (issue 33).
 */
import { useState } from 'react';
import type { AffectedEvent, ReplacementDecision } from '../../../api/contract/replacements';
// Loaded with the first absence saved: the employee record's chunk stays within its budget.
const replacements = () => import('../../../api/contract/replacements');
import { ABSENCE_TYPES, createUnavailability } from '../../../api/contract/unavailabilities';
import type { AbsenceType } from '../../../api/contract/unavailabilities';
import { COMMENT_MAX_LENGTH } from '../../../domain/unavailability/dialog';
import { fitsCivility, type Civility } from '../../../domain/unavailability/leaveCivility';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { orNull } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { CommentField } from '../../ui/CommentField';
import { DateTimeField } from '../../ui/DateTimeField';
import { LazyAffectedEventsDialog as AffectedEventsDialog } from '../replacement/lazyAffectedEventsDialog';

/** The types, birth leaves only those of the professional's civility when known (the server refuses the others). */
const typeOptions = (civility: Civility | null) => [
  { value: '', label: '—' },
  ...(Object.keys(ABSENCE_TYPES) as AbsenceType[]).filter((type) => !civility || fitsCivility(type, civility)).map((value) => ({ value, label: ABSENCE_TYPES[value].label })),
];

export interface AbsenceDialogProps {
  userId: number;
  /** The professional's civility: maternity leaves for a woman, the paternity leave for a man. */
  civility?: Civility | null;
  onDone(): void;
  onClose(): void;
}

export function AbsenceDialog({ userId, civility = null, onDone, onClose }: AbsenceDialogProps) {
  const { client } = usePortal();
  const form = useForm(
    { type: '', startDateTime: '', endDateTime: '', comment: '' },
    { type: { required: true }, startDateTime: { required: true }, endDateTime: { required: true }, comment: { max: COMMENT_MAX_LENGTH } },
  );
  // The events listed with the values they were listed for (as of the last keystroke: `submit`'s).
  const [affected, setAffected] = useState<{ values: typeof form.values; events: AffectedEvent[] } | null>(null);
  const body = (values: typeof form.values) => ({ type: values.type as AbsenceType, startDateTime: values.startDateTime, endDateTime: values.endDateTime });
  // With decisions, the absence is saved with them in one transaction: a refused replacement writes nothing.
  const save = async (values: typeof form.values, decisions: ReplacementDecision[]) => {
    const absence = { ...body(values), comment: orNull(values.comment) };
    if (decisions.length) await client.call((await replacements()).resolveReplacements, { body: { decisions, unavailability: { userId, absence } } });
    else await client.call(createUnavailability, { params: { userId }, body: absence });
    onDone();
  };
  const submit = () =>
    void form.submit(async (values) => {
      const events = await client.call((await replacements()).affectedEvents, { params: { userId }, body: { absence: body(values) } });
      if (events.length) setAffected({ values, events });
      else await save(values, []);
    });
  if (affected) return <AffectedEventsDialog events={affected.events} onSave={(decisions) => save(affected.values, decisions)} onBack={() => setAffected(null)} onClose={onClose} />;
  return (
    <FormDialog title="Nouvelle absence" form={form} onSubmit={submit} onClose={onClose} submitLabel="Ajouter" width={560}>
      <SelectField label="Type" options={typeOptions(civility)} {...form.field('type')} />
      <DateTimeField label="Du" {...form.field('startDateTime')} />
      <DateTimeField label="Au" {...form.field('endDateTime')} />
      <CommentField max={COMMENT_MAX_LENGTH} {...form.field('comment')} />
    </FormDialog>
  );
}
