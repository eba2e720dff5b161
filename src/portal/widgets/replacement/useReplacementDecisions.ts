/** The candidates of the listed events (one call) and the director's draft decision for each. */
import { useState } from 'react';
import { replacementCandidates, type AffectedEvent, type ReplacementDecision } from '../../../api/contract/replacements';
import { draftError, initialDraft, toDecision, type DecisionDraft } from '../../../domain/planning/replacementForm';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';

export function useReplacementDecisions(events: readonly AffectedEvent[]) {
  const { client } = usePortal();
  const ids = events.map((e) => e.id);
  const { data: candidates, loading } = useLoad(ids.length ? () => client.call(replacementCandidates, { body: { eventIds: ids } }) : null, [client, ids.join(',')]);
  const [drafts, setDrafts] = useState<Record<number, DecisionDraft>>({});
  const [checked, setChecked] = useState(false);
  const candidatesOf = (eventId: number) => candidates?.events.find((e) => e.eventId === eventId)?.candidates ?? [];
  const draftOf = (eventId: number) => drafts[eventId] ?? initialDraft(candidatesOf(eventId));
  return {
    loading: loading || (ids.length > 0 && !candidates),
    common: candidates?.common ?? [],
    checked,
    candidatesOf,
    draftOf,
    change: (eventId: number, draft: DecisionDraft) => setDrafts((all) => ({ ...all, [eventId]: draft })),
    /** « Remplacer toutes par »: each event to the same professional. */
    replaceAll: (proId: string) => setDrafts(Object.fromEntries(ids.map((id) => [id, { ...draftOf(id), action: 'REPLACE' as const, proId }]))),
    /** The decisions, or null (and every error shown) while one is not complete. */
    decisions(): ReplacementDecision[] | null {
      setChecked(true);
      if (ids.some((id) => draftError(draftOf(id)) !== null)) return null;
      return ids.map((id) => toDecision(id, draftOf(id)));
    },
  };
}
export type ReplacementDecisions = ReturnType<typeof useReplacementDecisions>;
