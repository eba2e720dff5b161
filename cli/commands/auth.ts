/** `agency login`, `agency logout`, `agency whoami`. */
import type { Command } from 'commander';
import { currentRole, logout, type SessionUser } from '../../src/api/contract/auth';
import { ROLE_LABELS } from '../../src/domain/labels';
import { apiUrlOf, type Cli } from '../context';
import { deleteCredentials, readCredentials, writeCredentials, type SavedContext } from '../credentials';
import { ask, readStdin } from '../prompt';
import { contextOfUser, logIn, newClient, withSession } from '../session';

interface LoginOptions {
  login?: string;
  passwordStdin?: boolean;
  totp?: string;
}

export function registerAuthCommands(program: Command, cli: () => Cli): void {
  program
    .command('login')
    .description("Se connecter et enregistrer la session (demande l'identifiant et le mot de passe sur un terminal)")
    .option('--login <identifiant>', 'identifiant (courriel) du compte')
    .option('--password-stdin', "lire le mot de passe sur l'entrée standard (scripts)")
    .option('--totp <code>', 'code de vérification à 6 chiffres, pour un compte avec TOTP')
    .action((options: LoginOptions) => loginCommand(cli(), options));

  program
    .command('logout')
    .description('Se déconnecter et effacer la session enregistrée')
    .action(() => logoutCommand(cli()));

  program
    .command('whoami')
    .description("Afficher l'utilisateur connecté, son rôle et son agence")
    .action(() => whoamiCommand(cli()));
}

async function loginCommand(cli: Cli, options: LoginOptions): Promise<void> {
  const apiUrl = apiUrlOf(cli);
  const login = options.login ?? (cli.env.AGENCY_LOGIN?.trim() || (await ask(cli.terminal, 'Identifiant : ', { instead: '--login' })));
  const password = options.passwordStdin
    ? await readStdin(cli.terminal.stdin)
    : (cli.env.AGENCY_PASSWORD ?? (await ask(cli.terminal, 'Mot de passe : ', { hidden: true, instead: '--password-stdin' })));
  const client = newClient(apiUrl);
  const answer = await logIn(client, { login, password }, async () => options.totp ?? (await ask(cli.terminal, 'Code de vérification (TOTP) : ', { instead: '--totp' })));
  const tokens = client.getTokens()!;
  const context = contextOfUser(answer.user);
  writeCredentials(cli.credentialsFile, { apiUrl, tokens, user: answer.user, context }, cli.clock.iso());
  cli.out.result(identity(answer.user, context, apiUrl), [`Connecté en tant que ${describeUser(answer.user)} sur ${apiUrl}.`, contextLine(context), `Session enregistrée dans ${cli.credentialsFile}`]);
}

async function logoutCommand(cli: Cli): Promise<void> {
  const saved = await readCredentials(cli.credentialsFile);
  if (!saved) {
    cli.out.result({ loggedOut: false }, "Vous n'étiez pas connecté.");
    return;
  }
  const client = newClient(saved.apiUrl, saved.tokens);
  // The local session is removed even when the API cannot be reached: logging out must always work.
  const revoked = await client.call(logout, { body: { refreshToken: saved.tokens.refreshToken } }).then(
    () => true,
    () => false,
  );
  await deleteCredentials(cli.credentialsFile);
  if (!revoked) cli.out.info(`La session n'a pas pu être révoquée sur ${saved.apiUrl} ; elle expirera d'elle-même.`);
  cli.out.result({ loggedOut: true, login: saved.user.login }, `Déconnecté (${saved.user.login}).`);
}

async function whoamiCommand(cli: Cli): Promise<void> {
  await withSession(cli, async (session) => {
    // Asking the role checks the session for real (and refreshes it if needed).
    const { role } = await session.client.call(currentRole);
    const user = session.user;
    const data = { ...identity(user, session.context, session.apiUrl), role, source: session.source };
    const who = user ? describeUser({ ...user, role }) : `un utilisateur ${ROLE_LABELS[role].toLowerCase()} (jeton AGENCY_TOKEN)`;
    cli.out.result(data, [`Connecté en tant que ${who} sur ${session.apiUrl}.`, contextLine(session.context)]);
  });
}

function describeUser(user: Pick<SessionUser, 'firstName' | 'lastName' | 'login' | 'role'>): string {
  return `${user.firstName} ${user.lastName} <${user.login}> (${ROLE_LABELS[user.role]})`;
}

export function contextLine(context: SavedContext | null): string {
  return context ? `Agence : ${context.label} (n° ${context.agencyId})` : 'Aucune agence sélectionnée (agency context select --agency ID).';
}

function identity(user: SessionUser | null, context: SavedContext | null, apiUrl: string) {
  return {
    apiUrl,
    login: user?.login ?? null,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    role: user?.role ?? null,
    agency: context,
  };
}
