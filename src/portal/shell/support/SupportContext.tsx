/**
 * The support drawer's session: the client its calls use (the separate identity provider's token when the
 * element has one, else the session's), the support user (AGENT or not), and what happens when the support
 * session expires: alert 'Votre session a expirée.', sign out, then /support/partners; a refused power reads 'Action non autorisée' (spec 002 §8).
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../../api/client';
import { getSupportUser, type SupportUser } from '../../../api/contract/support';
import { ApiError } from '../../../api/errors';
import { MESSAGES } from '../../../domain/messages';
import { isAgent, SUPPORT_MESSAGES } from '../../../domain/support/rules';
import { usePortal } from '../../context';
import { useSupportCall } from './supportQuery';

export interface SupportSession {
  user: SupportUser;
  agent: boolean;
  /** Runs a support call; an expired support session ends the portal's session as the spec says. */
  call<T>(work: (client: ApiClient) => Promise<T>): Promise<T>;
}

const Context = createContext<SupportSession | null>(null);

export function useSupport(): SupportSession {
  const session = useContext(Context);
  if (!session) throw new Error('useSupport outside SupportProvider');
  return session;
}

export function SupportProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const portal = usePortal();
  const call = useCallback(
    async <T,>(work: (client: ApiClient) => Promise<T>): Promise<T> => {
      const { client, separate } = portal.supportClient();
      try {
        return await work(client);
      } catch (error) {
        // With the session's own token, the client refreshes and signs out by itself.
        if (separate && error instanceof ApiError && error.status === 401) {
          portal.document?.defaultView?.alert(SUPPORT_MESSAGES.sessionExpired);
          await portal.logout();
          portal.router.navigate('/support/partners');
        }
        // An agent's power refused (403): the spec's 'Action non autorisée' (002 §8).
        if (error instanceof ApiError && error.status === 403) throw new ApiError(403, error.code, MESSAGES.unauthorizedAction, error.endpoint);
        throw error;
      }
    },
    [portal],
  );
  const { data: user } = useSupportCall(call, getSupportUser, {});
  const session = useMemo(() => (user ? { user, agent: isAgent(user), call } : null), [user, call]);
  return session ? <Context.Provider value={session}>{children}</Context.Provider> : <>{fallback}</>;
}
