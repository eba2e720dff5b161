/** Reset and activation links' target: checks the token, then sets the new password (live checklist). */
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
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { PasswordField } from '../../ui/PasswordField';

type TokenState = { status: 'checking' } | { status: 'valid'; login: string; activation: boolean } | { status: 'invalid'; message: string; activation: boolean };

/** The API's answers for an activation link used or expired: the page then speaks of activation, not of a reset. */
const ACTIVATION_REFUSALS = ['ACTIVATION_LINK_USED', 'ACTIVATION_LINK_EXPIRED'];

/** The page's words: a reset link's, or an activation link's (an app account's first password, issue 34 §7). */
const WORDS = {
  reset: {
    title: 'Nouveau mot de passe',
    intro: (login: string) => `Choisissez un nouveau mot de passe pour ${login}.`,
    submit: 'Enregistrer le mot de passe',
    done: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  },
  activation: {
    title: 'Activer votre compte',
    intro: (login: string) => `Choisissez le mot de passe de votre compte ${login}.`,
    submit: 'Activer mon compte',
    done: "Votre compte est activé. Connectez-vous à l'application avec votre identifiant et ce mot de passe.",
  },
};

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
      ({ login, activation }) => current && setTokenState({ status: 'valid', login, activation: activation === true }),
      (error: unknown) => current && setTokenState({
        status: 'invalid',
        message: error instanceof ApiError ? error.message : MESSAGES.genericError,
        activation: error instanceof ApiError && ACTIVATION_REFUSALS.includes(error.code),
      }),
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
    // An app account's link: a new one comes from the agency, and the app (not this back office) is where it signs in.
    return (
      <AuthLayout title={tokenState.activation ? WORDS.activation.title : WORDS.reset.title}>
        <div className="ap-form">
          <Alert tone="danger">{tokenState.message}</Alert>
          {tokenState.activation ? null : <Link to="/forgotten-password">Demander un nouveau lien</Link>}
          {tokenState.activation ? null : back}
        </div>
      </AuthLayout>
    );
  }
  const words = tokenState.activation ? WORDS.activation : WORDS.reset;
  if (done) {
    return (
      <AuthLayout title={words.title}>
        <div className="ap-form">
          <Alert tone="success">{words.done}</Alert>
          {/* An app account signs in on the app, not on this back office. */}
          {tokenState.activation ? null : <Link to={LOGIN_PATH}>Se connecter</Link>}
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={words.title} intro={words.intro(tokenState.login)}>
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
            {words.submit}
          </Button>
          <div className="ap-form__links">{back}</div>
        </div>
      </form>
    </AuthLayout>
  );
}
