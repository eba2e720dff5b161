/**
 * Completing an app account from its activation link (issue 34 §7): the password chosen, the
 * account active, the link used. The reset page serves both links, so its two calls accept both.
 */
import type { Clock } from '../clock';
import { httpError } from '../http/errors';
import { USER_MESSAGES } from '../../src/domain/users';
import { activationLink, findActivation, useActivationToken } from './activationTokens';
import type { Db } from './db';
import { accountToActivate, markActive } from './userAccounts';
import { saveAppUser } from './users';

/**
 * The login a live activation token opens; 400 with the activation link's own message when it was used (or its
 * account is active already, by another link) or has expired; null when the token is no activation link of an account.
 */
export function activationLogin(db: Db, token: string, now: number): string | null {
  const link = activationLink(db, token);
  const account = link && accountToActivate(db, link.type, link.accountId);
  if (!link || !account) return null;
  if (link.usedAt !== null || account.status === 'ACTIVE') throw httpError(400, 'ACTIVATION_LINK_USED', USER_MESSAGES.activationLinkUsed);
  if (link.expiresAt <= now) throw httpError(400, 'ACTIVATION_LINK_EXPIRED', USER_MESSAGES.activationLinkExpired);
  return account.login;
}

/** False when the token is not a live activation token; 400 when the login belongs to another kind of user. */
export function completeActivation(db: Db, clock: Clock, token: string, passwordHash: string): boolean {
  const activation = findActivation(db, token, clock.now());
  const account = activation && accountToActivate(db, activation.type, activation.accountId);
  if (!activation || !account) return false;
  if (!saveAppUser(db, { ...account, role: activation.type }, passwordHash, clock.iso())) throw httpError(400, 'PARAMETERS_ERROR', USER_MESSAGES.loginTaken, 'login');
  markActive(db, activation.type, activation.accountId);
  useActivationToken(db, token, clock.now());
  return true;
}
