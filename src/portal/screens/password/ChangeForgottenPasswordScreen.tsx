/** Reset link target: checks the token, then sets the new password (live checklist). */
import { useEffect, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'tabler-icons-react';
import { ApiError } from '../../../api/errors';
import { changeForgottenPassword, checkForgottenPasswordToken } from '../../../api/contract/auth';
import { MESSAGES } from '../../../domain/messages';
import { isValidPassword } from '../../../domain/password';
import { LOGIN_PATH } from '../../../domain/routes';
import { AuthLayout } from '../../app/AuthLayout';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useLatestState } from '../../hooks/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { PasswordField } from '../../widgets/PasswordField';

type TokenState = { status: 'checking' } | { status: 'valid'; login: string } | { status: 'invalid'; message: string };

export function ChangeForgottenPasswordScreen({ params }: { params: Readonly<Record<string, string>> }) {
  const { client } = usePortal();
  const token = params.token ?? '';
  const [tokenState, setTokenState] = useState<TokenState>({ status: 'checking' });
  // The fields as of the last keystroke, ahead of any render: a password manager fills both and
  // may submit in the same tick, before preact/compat renders them.
  const [fields, setFields, latestFields] = useLatestState({ password: '', confirmation: '' });
  const { password, confirmation } = fields;
  const setPassword = (value: string) => setFields((current) => ({ ...current, password: value }));
  const setConfirmation = (value: string) => setFields((current) => ({ ...current, confirmation: value }));
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let current = true;
    client.call(checkForgottenPasswordToken, { params: { token } }).then(
      ({ login }) => current && setTokenState({ status: 'valid', login }),
      (error: unknown) => current && setTokenState({ status: 'invalid', message: error instanceof ApiError ? error.message : MESSAGES.genericError }),
    );
    return () => void (current = false);
  }, [client, token]);

  const submit = useAction(async () => {
    await client.call(changeForgottenPassword, { body: { forgottenPasswordToken: token, newPassword: latestFields().password } });
    setDone(true);
  });
  const mismatch = submitted && confirmation !== password ? 'Les deux mots de passe ne sont pas identiques' : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { password, confirmation } = latestFields();
    if (isValidPassword(password) && confirmation === password) void submit.run();
  };
  const back = (
    <Link to={LOGIN_PATH} className="ap-back">
      <ArrowLeft size={16} aria-hidden="true" /> Retour à la connexion
    </Link>
  );

  if (tokenState.status === 'checking') {
    return (
      <AuthLayout title="Nouveau mot de passe">
        <Loading label="Vérification du lien…" />
      </AuthLayout>
    );
  }
  if (tokenState.status === 'invalid') {
    return (
      <AuthLayout title="Nouveau mot de passe">
        <div className="ap-form">
          <Alert tone="danger">{tokenState.message}</Alert>
          <Link to="/forgotten-password">Demander un nouveau lien</Link>
          {back}
        </div>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title="Nouveau mot de passe">
        <div className="ap-form">
          <Alert tone="success">Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.</Alert>
          <Link to={LOGIN_PATH}>Se connecter</Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Nouveau mot de passe" intro={`Choisissez un nouveau mot de passe pour ${tokenState.login}.`}>
      <form className="ap-form" onSubmit={onSubmit} noValidate>
        {submit.error ? <Alert tone="danger">{submit.error}</Alert> : null}
        <PasswordField label="Nouveau mot de passe" value={password} onValueChange={setPassword} showError={submitted} autoFocus />
        <TextField
          label="Confirmation du mot de passe"
          type="password"
          autoComplete="new-password"
          maxLength={40}
          value={confirmation}
          onValueChange={setConfirmation}
          error={mismatch}
        />
        <div className="ap-form__actions">
          <Button type="submit" variant="primary" block loading={submit.pending}>
            Enregistrer le mot de passe
          </Button>
          <div className="ap-form__links">{back}</div>
        </div>
      </form>
    </AuthLayout>
  );
}
