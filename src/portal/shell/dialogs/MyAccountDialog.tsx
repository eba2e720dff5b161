/**
 * « Mon compte » (spec 000 §2.5, §5, §8): names, login, and the password change with
 * its live checklist. Every message is the spec's; the session takes the updated user.
 */
import { useState, type FormEvent } from 'react';
import { UserCircle } from 'tabler-icons-react';
import { updateMyAccount } from '../../../api/contract/account';
import { ApiError } from '../../../api/errors';
import { ERROR_LABELS, MESSAGES } from '../../../domain/messages';
import { ACCOUNT_LIMITS, myAccountErrors, myAccountValues, toMyAccountPayload, type MyAccountField, type MyAccountValues } from '../../../domain/myAccount';
import { hasErrors } from '../../../domain/validation';
import { usePortal } from '../../context';
import { useLatestState } from '../../ui/useLatestState';
import { PasswordField } from '../../ui/PasswordField';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import type { ShellDialogProps } from '../ShellDialogs';

/** The three codes the spec names keep their label; any other failure gets the generic message (000 §8). */
const ACCOUNT_ERROR_CODES = ['DUPLICATE_LOGIN', 'INVALID_CREDENTIALS', 'PARAMETERS_ERROR'];

function accountFailure(error: unknown): string {
  if (error instanceof ApiError && ACCOUNT_ERROR_CODES.includes(error.code)) return ERROR_LABELS[error.code] ?? MESSAGES.genericError;
  return MESSAGES.genericError;
}

export default function MyAccountDialog({ onClose }: ShellDialogProps) {
  const { client, session } = usePortal();
  const user = session.user.value;
  const [values, setValues, latestValues] = useLatestState<MyAccountValues>(() => myAccountValues(user ?? { firstName: '', lastName: '', login: '' }));
  const [touched, setTouched] = useState<Partial<Record<MyAccountField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const errors = myAccountErrors(values);
  const shown = (field: MyAccountField) => (submitted || touched[field] ? errors[field] : undefined);
  const set = <K extends MyAccountField>(field: K) => (value: MyAccountValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setResult(null);
  };
  const touch = (field: MyAccountField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    // The values of the last keystroke, not of the last render (a save right after typing).
    const values = latestValues();
    if (hasErrors(myAccountErrors(values))) {
      setResult({ tone: 'danger', text: MESSAGES.formHasErrors });
      return;
    }
    setPending(true);
    try {
      session.updateUser(await client.call(updateMyAccount, { body: toMyAccountPayload(values) }));
      setValues((current) => ({ ...current, changingPassword: false, currentPassword: '', newPassword: '' }));
      setSubmitted(false);
      setTouched({});
      setResult({ tone: 'success', text: MESSAGES.saved });
    } catch (error) {
      setResult({ tone: 'danger', text: accountFailure(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="Mon compte"
      icon={<UserCircle size={22} />}
      onClose={onClose}
      footer={
        // The form is in the body and the button in the foot: the click submits it directly.
        <Button variant="primary" loading={pending} onClick={() => void submit()}>
          Enregistrer
        </Button>
      }
    >
      <form className="ap-form" noValidate onSubmit={(event) => void submit(event)}>
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        <div className="ap-form__row">
          <TextField label="Prénom" value={values.firstName} maxLength={ACCOUNT_LIMITS.firstName} autoComplete="given-name" onValueChange={set('firstName')} onBlur={touch('firstName')} error={shown('firstName')} />
          <TextField label="Nom" value={values.lastName} maxLength={ACCOUNT_LIMITS.lastName} autoComplete="family-name" onValueChange={set('lastName')} onBlur={touch('lastName')} error={shown('lastName')} />
        </div>
        <TextField label="Identifiant (e-mail)" type="email" value={values.login} maxLength={ACCOUNT_LIMITS.login} autoComplete="username" onValueChange={set('login')} onBlur={touch('login')} error={shown('login')} />
        <Checkbox label="Modifier le mot de passe" checked={values.changingPassword} onCheckedChange={set('changingPassword')} />
        {values.changingPassword ? (
          <>
            <TextField
              label="Mot de passe actuel"
              type="password"
              autoComplete="current-password"
              maxLength={ACCOUNT_LIMITS.currentPassword}
              value={values.currentPassword}
              onValueChange={set('currentPassword')}
              onBlur={touch('currentPassword')}
              error={shown('currentPassword')}
            />
            <PasswordField label="Nouveau mot de passe" value={values.newPassword} onValueChange={set('newPassword')} showError={submitted} />
          </>
        ) : null}
      </form>
    </Modal>
  );
}
