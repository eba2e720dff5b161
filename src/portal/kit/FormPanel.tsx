/**
 * A page form in its panel: title, fields, the form's warning or server message, the success
 * notice until the next change, and 'Enregistrer' (enabled once the form is changed). The
 * leave guard asks before a dirty form is left. Shared by the record tabs and settings pages.
 */
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/messages';
import { useStyles } from '../hooks/useStyles';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { kitCss } from './kit.css';
import type { Form } from './useForm';
import { useLeaveGuard } from './useLeaveGuard';

export function FormPanel({ title, form, onSubmit, saved, children }: { title: string; form: Form<string>; onSubmit(): void; saved: boolean; children: ReactNode }) {
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
        {saved && !form.dirty ? <Alert tone="success">{MESSAGES.saved}</Alert> : null}
        <div className="ap-form-grid">{children}</div>
        <div className="ap-form-actions">
          <Button variant="primary" type="submit" loading={form.pending} disabled={!form.dirty}>
            Enregistrer
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Whether the last submit saved: `mark` takes `submit`'s answer. */
export function useSavedFlag() {
  const [saved, setSaved] = useState(false);
  return { saved, mark: (ok: boolean) => setSaved(ok) };
}
