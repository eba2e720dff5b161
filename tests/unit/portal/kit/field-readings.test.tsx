/**
 * Fields cannot lie (issue 31 §5), React and Preact: in a kit form, a date whose text does not read blocks the save with
 * the field's message and the form's warning, whatever the form's rules; a short date not yet left is read at the
 * submit and saved as shown; a time that does not read blocks the save too; text put right saves.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../src/domain/messages';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { TIME_INVALID } from '../../../../src/domain/timeInput';
import { FormPanel } from '../../../../src/portal/kit/FormPanel';
import { NextExchangeDialog } from '../../../../src/portal/kit/NextExchangeDialog';
import { useForm } from '../../../../src/portal/kit/useForm';
import { DateField } from '../../../../src/portal/ui/DateField';
import { TimeInput } from '../../../../src/portal/ui/TimeInput';
import { TextField } from '../../../../src/portal/ui/TextField';
import { eventually } from '../../support/render';
import { button, control, fillAndClick, pageText, nextFrame, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

/** Types each field and a new place (the panel's button is enabled by a change of its values), then saves before any field is left. */
async function typeThenSave(fields: ReadonlyArray<readonly [label: string, text: string]>) {
  for (const [label, text] of [...fields, ['Lieu', 'Chez la famille'] as const]) typeInto(control(label), text);
  await nextFrame();
  button('Enregistrer').click();
}

/** A panel with a day (no rule of its own) and a time; `save` receives what the form would send. */
function Panel({ save }: { save(values: { day: string; at: string; place: string }): void }) {
  const form = useForm({ day: '2026-03-20', at: '10:00', place: '' }, {});
  return (
    <FormPanel title="Rendez-vous" form={form} saved={false} onSubmit={() => void form.submit(async (values) => save(values))}>
      <DateField label="Jour" {...form.field('day')} />
      <TimeInput label="Heure" {...form.field('at')} />
      <TextField label="Lieu" {...form.field('place')} />
    </FormPanel>
  );
}

const renderPanel = () => {
  const save = vi.fn();
  unmount = fakePortal([]).render(<Panel save={save} />).unmount;
  return save;
};

describe('a kit form’s reading fields', () => {
  it('refuses to save a date that does not read, with the field’s message and the form’s warning', async () => {
    const save = renderPanel();
    await eventually(() => expect(control('Jour').value).toBe('20/03/2026'));
    await typeThenSave([['Jour', '32/13/2026'], ['Heure', '11:30']]);
    await eventually(() => expect(pageText()).toContain(DATE_MESSAGES.invalidDate));
    expect(pageText()).toContain(MESSAGES.formHasErrors);
    await nextFrame();
    expect(save).not.toHaveBeenCalled();

    typeInto(control('Jour'), '23/03/2026');
    await nextFrame();
    button('Enregistrer').click();
    await eventually(() => expect(save).toHaveBeenCalledWith({ day: '2026-03-23', at: '11:30', place: 'Chez la famille' }));
    expect(pageText()).not.toContain(DATE_MESSAGES.invalidDate);
  });

  it('reads a short date at the submit and saves the day it shows', async () => {
    const save = renderPanel();
    await eventually(() => expect(control('Jour').value).toBe('20/03/2026'));
    await typeThenSave([['Jour', '24/3/26']]);
    await eventually(() => expect(save).toHaveBeenCalledWith({ day: '2026-03-24', at: '10:00', place: 'Chez la famille' }));
    expect(control('Jour').value).toBe('24/03/2026');
  });

  it('refuses to save a time that does not read', async () => {
    const save = renderPanel();
    await eventually(() => expect(control('Heure').value).toBe('10:00'));
    await typeThenSave([['Heure', 'midi']]);
    await eventually(() => expect(pageText()).toContain(TIME_INVALID));
    expect(pageText()).toContain(MESSAGES.formHasErrors);
    await nextFrame();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the next exchange from being saved with the last day and the new time', async () => {
    const save = vi.fn(async () => undefined);
    unmount = fakePortal([]).render(<NextExchangeDialog current="2026-03-20T09:00:00.000Z" save={save} onClose={() => undefined} />).unmount;
    await eventually(() => expect(control('Date').value).toBe('20/03/2026'));
    fillAndClick([['Date', '31/02/2026'], ['Heure', '15:00']], 'Enregistrer');
    await eventually(() => expect(pageText()).toContain(DATE_MESSAGES.invalidDate));
    await nextFrame();
    expect(save).not.toHaveBeenCalled();
  });
});
