/**
 * A creation page (/customers/new, /employees/new…): the form around the page, its title with
 * 'Annuler' (back to the list) and 'Créer', and the form's warning; the fields' panels are its children (their dates read by the form).
 */
import type { ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { FormFields } from './FormFields';
import type { Form } from './useForm';

export function CreationPage({ title, form, onSubmit, onCancel, children }: { title: string; form: Form<string>; onSubmit(): void; onCancel(): void; children: ReactNode }) {
  return (
    <form
      className="ap-record-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <div className="ap-record-head__actions">
          <Button onClick={onCancel}>Annuler</Button>
          <Button variant="primary" type="submit" loading={form.pending}>
            Créer
          </Button>
        </div>
      </div>
      {form.message ? <Alert tone="warning">{form.message}</Alert> : null}
      <FormFields form={form}>{children}</FormFields>
    </form>
  );
}
