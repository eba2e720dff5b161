/**
 * A panel holding one form of a record's infos tab (customers, employees) or a settings page: its title, fields,
 * and 'Enregistrer' (the success notice until the next change); unsaved changes ask before the
 * page is left.
 */
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/messages';
import { useStyles } from '../ui/useStyles';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { kitCss } from './kit.css';
import { FieldReadingsContext } from '../ui/fieldReadings';
import type { Form } from './useForm';
import { useLeaveGuard } from './useLeaveGuard';

export interface FormPanelProps {
  title: string;
  form: Form<string>;
  onSubmit(): void;
  saved: boolean;
  children: ReactNode;
  /** The button's words ('Enregistrer') and the notice once done (the spec's saved message), for a form that sends rather than saves. */
  submitLabel?: string;
  savedMessage?: string;
  /** Shown, not editable: the session may not make the save's call (useMayUse); no button. */
  readOnly?: boolean;
}

export function FormPanel({ title, form, onSubmit, saved, children, submitLabel = 'Enregistrer', savedMessage = MESSAGES.saved, readOnly = false }: FormPanelProps) {
  useStyles('kit', kitCss);
  useLeaveGuard(form.dirty);
  return (
    <section className="ap-panel" aria-label={title}>
      <h2 className="ap-panel__title">{title}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {form.message ? <Alert tone="warning">{form.message}</Alert> : null}
        {saved && !form.dirty ? <Alert tone="success">{savedMessage}</Alert> : null}
        {readOnly ? (
          <fieldset className="ap-form-grid ap-form-grid--read-only" disabled>
            {children}
          </fieldset>
        ) : (
          <>
            <div className="ap-form-grid">
              <FieldReadingsContext.Provider value={form.readings}>{children}</FieldReadingsContext.Provider>
            </div>
            <div className="ap-form-actions">
              <Button variant="primary" type="submit" loading={form.pending} disabled={!form.dirty}>
                {submitLabel}
              </Button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}

/** Whether the panel's last submit saved (its success notice). */
export function useSavedFlag() {
  const [saved, setSaved] = useState(false);
  return { saved, mark: (ok: boolean) => setSaved(ok) };
}

/** Select options from a labels map, with an optional first empty choice. */
export const optionsOf = (labels: Readonly<Record<string, string>>, empty?: string) => [
  ...(empty !== undefined ? [{ value: '', label: empty }] : []),
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** A text field's value to send: trimmed, null when blank. */
export const orNull = (value: string) => value.trim() || null;
