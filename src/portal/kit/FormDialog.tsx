/**
 * A form in a modal (spec 001 §5: never closed by a click outside): 'Enregistrer' submits,
 * 'Fermer' or Escape on a form holding unsaved changes asks first (the dirty-state warning).
 */
import { useId, useState, type ReactNode } from 'react';
import { FORM_TEXTS } from '../../domain/form/texts';
import { useStyles } from '../ui/useStyles';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { kitCss } from './kit.css';
import { FieldReadingsContext } from '../ui/fieldReadings';
import type { Form } from './useForm';

export interface FormDialogProps {
  title: string;
  subtitle?: string | undefined;
  /** A form of useForm, whose reading fields it registers; a dialog without fields of its own may give the three flags. */
  form: Pick<Form<string>, 'dirty' | 'pending' | 'message'> & Partial<Pick<Form<string>, 'readings'>>;
  onSubmit(): void;
  onClose(): void;
  submitLabel?: string;
  width?: number;
  children: ReactNode;
}

export function FormDialog({ title, subtitle, form, onSubmit, onClose, submitLabel = 'Enregistrer', width = 640, children }: FormDialogProps) {
  useStyles('kit', kitCss);
  const id = useId();
  const [leaving, setLeaving] = useState(false);
  const requestClose = () => (form.dirty ? setLeaving(true) : onClose());
  return (
    <>
      <Modal
        title={title}
        subtitle={subtitle}
        width={width}
        onClose={requestClose}
        footer={
          <Button variant="primary" type="submit" form={id} loading={form.pending}>
            {submitLabel}
          </Button>
        }
      >
        <form
          id={id}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {form.message ? <Alert tone="warning">{form.message}</Alert> : null}
          <FieldReadingsContext.Provider value={form.readings ?? null}>{children}</FieldReadingsContext.Provider>
        </form>
      </Modal>
      {leaving ? <LeaveConfirmation onLeave={onClose} onStay={() => setLeaving(false)} /> : null}
    </>
  );
}

export function LeaveConfirmation({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  return (
    <ConfirmDialog title={FORM_TEXTS.leaveTitle} confirmLabel={FORM_TEXTS.leaveConfirm} onConfirm={onLeave} onCancel={onStay}>
      <p>{FORM_TEXTS.leaveText}</p>
    </ConfirmDialog>
  );
}
