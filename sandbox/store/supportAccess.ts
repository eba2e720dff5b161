/** Who reads support data: what a non-agent may see is decided here, once, for every support query. */
import type { SupportUserType } from '../../src/domain/support/rules';
import type { Db } from './db';

export interface SupportViewer {
  id: number;
  fullName: string;
  type: SupportUserType;
  clientId: number | null;
  /** The instant of the request (ISO): entries published later are the agents' until then. */
  now: string;
}

export function supportViewer(db: Db, userId: number, now: string): SupportViewer {
  const row = db
    .prepare("SELECT id, first_name || ' ' || last_name AS fullName, support_type AS type, client_id AS clientId FROM users WHERE id = ?")
    .get(userId) as Omit<SupportViewer, 'now'>;
  return { ...row, now };
}

export const isAgentViewer = (viewer: SupportViewer) => viewer.type === 'AGENT';

/** Tickets a viewer may see (alias t; u is the creator): agents all, others their company's, never agents-only ones. */
export function ticketVisibility(viewer: SupportViewer): string {
  return isAgentViewer(viewer) ? '1 = 1' : 't.agent_privacy = 0 AND (t.created_by = @viewerId OR (@clientId IS NOT NULL AND u.client_id = @clientId))';
}

/** Entries a viewer may see (alias e): agents all, others public ones already published. */
export function entryVisibility(viewer: SupportViewer): string {
  return isAgentViewer(viewer) ? '1 = 1' : 'e.visibility IS NULL AND e.published_at <= @now';
}

/** The named parameters of the visibility clauses. */
export const viewerParams = (viewer: SupportViewer) => ({ viewerId: viewer.id, clientId: viewer.clientId, now: viewer.now });
