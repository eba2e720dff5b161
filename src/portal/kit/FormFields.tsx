/**
 * The fields of a kit form that is neither a FormDialog nor a FormPanel (a record's toolbar, a page's own form, a dialog
 * of several steps): its reading fields (dates, months, times) register with the form, so that its submit refuses
 * text that does not read, with the field's message, and sends nothing.
 */
import type { ReactNode } from 'react';
import { FieldReadingsContext, type FieldReadings } from '../ui/fieldReadings';

export function FormFields({ form, children }: { form: { readings: FieldReadings }; children: ReactNode }) {
  return <FieldReadingsContext.Provider value={form.readings}>{children}</FieldReadingsContext.Provider>;
}
