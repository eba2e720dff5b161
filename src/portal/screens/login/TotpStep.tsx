/** Second step of a login with TOTP: the 6-digit code of the authenticator app. */
import { useState, type FormEvent } from 'react';
import { ArrowLeft } from 'tabler-icons-react';
import { totpCode } from '../../../api/contract/auth';
import { MESSAGES } from '../../../domain/messages';
import { AuthLayout } from '../../app/AuthLayout';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

const CODE_PATTERN = /^\d{6}$/;

export function TotpStep({ login, onBack }: { login: string; onBack(): void }) {
  const portal = usePortal();
  const [code, setCode, latestCode] = useLatestState('');
  const [invalid, setInvalid] = useState(false);
  const submit = useAction(async (typed: string) => {
    const answer = await portal.client.call(totpCode, { body: { totpCode: typed } });
    portal.loggedIn(answer);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The code of the last keystroke (an authenticator's autofill may submit in the same tick).
    const typed = latestCode();
    const bad = !CODE_PATTERN.test(typed);
    setInvalid(bad);
    if (!bad) void submit.run(typed);
  };
  return (
    <AuthLayout title="Vérification en deux étapes" intro={`Saisissez le code à 6 chiffres affiché par votre application d’authentification pour ${login}.`}>
      <form className="ap-form" onSubmit={onSubmit} noValidate>
        {submit.error ? <Alert tone="danger">{submit.error}</Alert> : null}
        <TextField
          label="Code de vérification"
          name="totpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
          error={invalid ? (code ? MESSAGES.invalidFormat : MESSAGES.required) : null}
          autoFocus
        />
        <div className="ap-form__actions">
          <Button type="submit" variant="primary" block loading={submit.pending}>
            Valider
          </Button>
          <Button variant="ghost" block icon={<ArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
            Retour à la connexion
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
