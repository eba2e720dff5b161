/** The events an `<agency-portal>` dispatches on itself (bubbling, composed), without their `agency-portal:` prefix. */
import type { Role } from '../../api/endpoint';

export interface PortalEventMap {
  login: { login: string; role: Role };
  /** `user`: the logout button; `refresh-failed`: the server ended the session. */
  logout: { reason: 'user' | 'refresh-failed' };
  'session-expired': { login: string };
  navigate: { path: string };
  maintenance: { on: boolean };
}

export type PortalEventName = keyof PortalEventMap;
export const PORTAL_EVENT_PREFIX = 'agency-portal:';

export type EmitPortalEvent = <K extends PortalEventName>(name: K, detail: PortalEventMap[K]) => void;
