/**
 * Forgotten password: asks for the login (an e-mail address); the answer never says whether the
 * account exists. The page it runs on goes with the request: the server puts it in the mail's link
 * only when its configuration allows that page.
 */
import { useState, type FormEvent } from 'react';
import { ArrowLeft } from 'tabler-icons-react';
import { forgottenPassword } from '../../../api/contract/auth';
import { MESSAGES } from '../../../domain/messages';
import { isEmail } from '../../../domain/validation';
import { LOGIN_PATH } from '../../../domain/routes';
import { AuthLayout } from '../../app/AuthLayout';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { portalPageOf } from '../../app/portalPage';
import { useAction } from '../../kit/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export function ForgottenPasswordScreen() {
  const { client, session } = usePortal();
  const [login, setLogin] = useState(() => session.lastLogin.peek());
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useAction(async (page: string | null) => {
    await client.call(forgottenPassword, { body: { login: login.trim(), portalUrl: page } });
    setSentTo(login.trim());
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = !login.trim() ? MESSAGES.required : isEmail(login) ? null : MESSAGES.invalidEmail;
    setFieldError(error);
    const page = portalPageOf(event.currentTarget as HTMLFormElement);
    if (!error) void submit.run(page);
  };
  const back = (
    <Link to={LOGIN_PATH} className="ap-back">
      <ArrowLeft size={16} aria-hidden="true" /> Retour à la connexion
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Mot de passe oublié">
        <div className="ap-form">
          <Alert tone="success">
            Si un compte existe pour <strong>{sentTo}</strong>, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.
          </Alert>
          <p className="ap-muted">Pensez à vérifier vos courriers indésirables. Le lien n’est valable que pour une durée limitée.</p>
          {back}
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Mot de passe oublié" intro="Saisissez votre identifiant : nous vous enverrons un lien pour choisir un nouveau mot de passe.">
      <form className="ap-form" onSubmit={onSubmit} noValidate>
        {submit.error ? <Alert tone="danger">{submit.error}</Alert> : null}
        <TextField
          label="Identifiant"
          type="email"
          name="login"
          autoComplete="username"
          maxLength={200}
          value={login}
          onValueChange={setLogin}
          error={fieldError}
          autoFocus
        />
        <div className="ap-form__actions">
          <Button type="submit" variant="primary" block loading={submit.pending}>
            Envoyer le lien
          </Button>
          <div className="ap-form__links">{back}</div>
        </div>
      </form>
    </AuthLayout>
  );
}
