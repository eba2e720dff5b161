/**
 * Login (spec 000 §2.1, §4): login and password, then the TOTP step when the account
 * has one. The server's French message is shown as is on failure; after an expiry the
 * login is prefilled.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import type { LoginAnswer } from '../../../api/contract/auth';
import { loadAuth } from '../../../api/contract/load';
import { MESSAGES } from '../../../domain/messages';
import { AuthLayout } from '../../app/AuthLayout';
import { preloadSignedInChunks } from '../../app/lazyShell';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

// Only accounts with TOTP need the second step: it loads on demand.
const TotpStep = lazyComponent(() => import('./TotpStep'), (m) => m.TotpStep);

export function LoginScreen() {
  useSignals();
  const portal = usePortal();
  const { session, client } = portal;
  const [login, setLogin] = useState(() => session.lastLogin.peek());
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ login?: boolean; password?: boolean }>({});
  // While the user types, the shell and home load, so that they show at once after signing in.
  useEffect(preloadSignedInChunks, []);
  const [totpFor, setTotpFor] = useState<LoginAnswer | null>(null);

  const submit = useAction(async ({ login, password }: { login: string; password: string }) => {
    const answer = await client.call((await loadAuth()).login, { body: { login: login.trim(), password } });
    if (answer.totpRequired) {
      // The pre-authentication token opens only the TOTP call; it is never persisted.
      client.setTokens({ token: answer.token, refreshToken: null });
      setTotpFor(answer);
      return;
    }
    portal.loggedIn(answer);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // What the fields hold, not the last render's values: a password manager fills both and may
    // submit in the same tick, before preact/compat renders them (read from the form, the entry
    // chunk stays as small as it was).
    const typed = Object.fromEntries(new FormData(event.currentTarget as HTMLFormElement)) as { login: string; password: string };
    const empty = { login: !typed.login.trim(), password: !typed.password };
    setMissing(empty);
    if (empty.login || empty.password) return;
    void submit.run(typed);
  };

  if (totpFor) {
    return (
      <TotpStep
        login={totpFor.user.login}
        onBack={() => {
          client.setTokens(null);
          setPassword('');
          setTotpFor(null);
        }}
      />
    );
  }

  return (
    <AuthLayout title="Connexion" intro="Connectez-vous avec l’identifiant de votre agence.">
      <form className="ap-form" onSubmit={onSubmit} noValidate>
        {session.expired.value ? <Alert tone="info">{MESSAGES.sessionExpired}</Alert> : null}
        {submit.error ? <Alert tone="danger">{submit.error}</Alert> : null}
        <TextField
          label="Identifiant"
          type="email"
          name="login"
          autoComplete="username"
          inputMode="email"
          maxLength={200}
          placeholder="prenom.nom@agence.fr"
          value={login}
          onValueChange={setLogin}
          error={missing.login ? MESSAGES.required : null}
          autoFocus={!login}
        />
        <TextField
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={50}
          value={password}
          onValueChange={setPassword}
          error={missing.password ? MESSAGES.required : null}
          autoFocus={!!login}
        />
        <div className="ap-form__actions">
          <Button type="submit" variant="primary" block loading={submit.pending}>
            Se connecter
          </Button>
          <div className="ap-form__links">
            <Link to="/forgotten-password">Mot de passe oublié ?</Link>
          </div>
        </div>
      </form>
    </AuthLayout>
  );
}
