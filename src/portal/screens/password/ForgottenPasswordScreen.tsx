/** Forgotten password: asks for the login; the answer never says whether the account exists. */
import { useState, type FormEvent } from 'react';
import { ArrowLeft } from 'tabler-icons-react';
import { forgottenPassword } from '../../../api/contract/auth';
import { MESSAGES } from '../../../domain/messages';
import { LOGIN_PATH } from '../../../domain/routes';
import { AuthLayout } from '../../app/AuthLayout';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export function ForgottenPasswordScreen() {
  const { client, session } = usePortal();
  const [login, setLogin] = useState(() => session.lastLogin.peek());
  const [missing, setMissing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = useAction(async () => {
    await client.call(forgottenPassword, { body: { login: login.trim() } });
    setSentTo(login.trim());
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!login.trim());
    if (login.trim()) void submit.run();
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
          error={missing ? MESSAGES.required : null}
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
