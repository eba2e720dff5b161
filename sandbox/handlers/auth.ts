/** Login, TOTP step, logout, refresh, forgotten password, temporary tokens, agency context, current role. */
import * as auth from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/domain/messages';
import { forbidden, httpError, parametersError, unauthenticated } from '../http/errors';
import { isValidPassword } from '../../src/domain/password';
import { hashPassword, verifyPassword } from '../security/password';
import { passwordLink } from '../security/portalLink';
import { verifyTotp } from '../security/totp';
import { agencyChoicesOfUser, allAgencyChoices, customAttributesOfClient, getAgency } from '../store/agencies';
import { activationLogin, completeActivation } from '../store/accountActivation';
import { sendMail } from '../store/mails';
import {
  PRE_AUTH_TTL_MS,
  REFRESH_TTL_MS,
  TEMPORARY_TTL_MS,
  createResetToken,
  createSession,
  findResetTokenUser,
  findSession,
  issueToken,
  revokeSessionOf,
  revokeToken,
  revokeUserTokens,
  setSessionContext,
  useResetToken,
} from '../store/tokens';
import { findUserByLogin, toSessionUser, updatePasswordHash, type UserRow } from '../store/users';
import { handlersFor, type App } from './types';

const iso = (ms: number) => new Date(ms).toISOString();

/** Access and refresh tokens of a fully authenticated session. */
function fullTokens(app: App, sessionId: number) {
  const access = issueToken(app.db, sessionId, 'ACCESS', app.accessTokenTtlMs, app.clock.now());
  const refresh = issueToken(app.db, sessionId, 'REFRESH', REFRESH_TTL_MS, app.clock.now());
  return { token: access.token, refreshToken: refresh.token, tokenExpiresAt: iso(access.expiresAt) };
}

function loginAnswer(app: App, user: UserRow, sessionId: number) {
  return { ...fullTokens(app, sessionId), totpRequired: false, user: toSessionUser(app.db, user) };
}

/** The password rule of spec 000 §5, with its message word for word. */
export function checkPasswordFormat(password: string, field: string): void {
  if (!isValidPassword(password)) throw parametersError(MESSAGES.invalidFormat, field);
}

/** Whether a user may work in an agency: admins anywhere, multi-agency managers in theirs, the others in their own. */
function mayUseAgency(app: App, user: UserRow, agencyId: number): boolean {
  if (user.role === 'ADMIN') return true;
  if (user.isMultiAgencies) return agencyChoicesOfUser(app.db, user.id).some((a) => a.id === agencyId);
  return user.agencyId === agencyId;
}

export const authHandlers = handlersFor(auth, {
  login: ({ body, app }) => {
    const user = findUserByLogin(app.db, body.login);
    if (!user || !verifyPassword(body.password, user.passwordHash)) throw httpError(401, 'BAD_CREDENTIALS');
    const sessionId = createSession(app.db, user.id, app.clock.now());
    if (!user.totpSecret) return loginAnswer(app, user, sessionId);
    const preAuth = issueToken(app.db, sessionId, 'PRE_AUTH', PRE_AUTH_TTL_MS, app.clock.now());
    return { token: preAuth.token, refreshToken: null, totpRequired: true, tokenExpiresAt: iso(preAuth.expiresAt), user: toSessionUser(app.db, user) };
  },

  totpCode: ({ body, session, app }) => {
    if (!session.user.totpSecret || !verifyTotp(session.user.totpSecret, body.totpCode, app.clock.now())) throw httpError(401, 'BAD_TOTP_CODE');
    revokeToken(app.db, session.token, app.clock.now());
    return loginAnswer(app, session.user, session.id);
  },

  logout: ({ body, bearer, app }) => {
    // The whole session ends, whichever of its tokens names it: the refresh token too when the body omits it.
    for (const token of [bearer, body.refreshToken]) if (token) revokeSessionOf(app.db, token, app.clock.now());
  },

  forgottenPassword: ({ body, app }) => {
    const user = findUserByLogin(app.db, body.login);
    if (!user) return; // Same answer either way: reveals no account.
    const token = createResetToken(app.db, user.id, app.clock.now());
    sendMail(app.db, {
      to: user.login,
      subject: 'Réinitialisation de votre mot de passe',
      text:
        `Bonjour ${user.firstName},\n\n` +
        `Vous avez demandé la réinitialisation de votre mot de passe. Pour en choisir un nouveau, ouvrez ce lien (valable une heure) :\n` +
        `${passwordLink(app.portalUrls, body.portalUrl, token)}\n\n` +
        `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\nL'équipe du portail`,
    }, app.clock.iso());
  },

  checkForgottenPasswordToken: ({ params, app }) => {
    const reset = findResetTokenUser(app.db, params.token, app.clock.now());
    if (reset) return { login: reset.login };
    const login = activationLogin(app.db, params.token, app.clock.now());
    if (login === null) throw httpError(400, 'INVALID_FORGOTTEN_PASSWORD_TOKEN');
    return { login, activation: true };
  },

  changeForgottenPassword: ({ body, app }) => {
    const user = findResetTokenUser(app.db, body.forgottenPasswordToken, app.clock.now());
    if (!user && activationLogin(app.db, body.forgottenPasswordToken, app.clock.now()) === null) throw httpError(400, 'INVALID_FORGOTTEN_PASSWORD_TOKEN');
    checkPasswordFormat(body.newPassword, 'newPassword');
    // An activation link opens the same page: it sets the account's first password.
    if (!user) return void app.db.transaction(() => completeActivation(app.db, app.clock, body.forgottenPasswordToken, hashPassword(body.newPassword)))();
    updatePasswordHash(app.db, user.id, hashPassword(body.newPassword), app.clock.iso());
    useResetToken(app.db, body.forgottenPasswordToken, app.clock.now());
    revokeUserTokens(app.db, user.id, app.clock.now()); // Sessions opened with the old password end.
  },

  refreshTokens: ({ body, app }) => {
    const session = findSession(app.db, body.refreshToken, ['REFRESH'], app.clock.now());
    if (!session) throw unauthenticated();
    revokeToken(app.db, body.refreshToken, app.clock.now()); // Single use: rotated.
    return fullTokens(app, session.id);
  },

  getTemporaryToken: ({ body, session, app }) => {
    const issued = issueToken(app.db, session.id, 'TEMPORARY', TEMPORARY_TTL_MS, app.clock.now(), body.maxUsages);
    return { token: issued.token, maxUsages: body.maxUsages, expiresAt: iso(issued.expiresAt) };
  },

  selectContext: ({ body, session, app }) => {
    const agency = getAgency(app.db, body.agencyId);
    if (!agency || agency.clientId !== body.clientId || !mayUseAgency(app, session.user, agency.id)) throw forbidden();
    setSessionContext(app.db, session.id, agency.id);
    return { agency, customAttributes: customAttributesOfClient(app.db, agency.clientId) };
  },

  currentRole: ({ session }) => ({ role: session.user.role }),

  agencyChoices: ({ session, app }) => {
    const user = session.user;
    if (user.role === 'ADMIN') return allAgencyChoices(app.db);
    if (user.isMultiAgencies) return agencyChoicesOfUser(app.db, user.id);
    const own = user.agencyId === null ? null : getAgency(app.db, user.agencyId);
    return own ? [{ id: own.id, clientId: own.clientId, label: own.label }] : [];
  },
});
