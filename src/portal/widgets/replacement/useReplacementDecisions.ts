/**
 * The candidates of the listed events (one call), the director's draft decision for each, and
 * their save: a replacement the engine refused meanwhile (409) shows its labels on its event, the
 * candidates are asked again and her other decisions stay, to choose again.
 */
import { useState } from 'react';
import { replacementCandidates, type AffectedEvent, type ReplacementDecision } from '../../../api/contract/replacements';
import { ApiError } from '../../../api/errors';
import { draftError, initialDraft, refusedReplacements, toDecision, type DecisionDraft } from '../../../domain/planning/replacementForm';
import { useCall } from '../../kit/useQuery';

export function useReplacementDecisions(events: readonly AffectedEvent[]) {
  const ids = events.map((e) => e.id);
  const { data: candidates, loading, reload } = useCall(replacementCandidates, ids.length ? { body: { eventIds: ids } } : null);
  const [drafts, setDrafts] = useState<Record<number, DecisionDraft>>({});
  const [checked, setChecked] = useState(false);
  /** The engine's labels of the replacements refused at the last save, by event. */
  const [refused, setRefused] = useState<Record<number, string>>({});
  const candidatesOf = (eventId: number) => candidates?.events.find((e) => e.eventId === eventId)?.candidates ?? [];
  const draftOf = (eventId: number) => drafts[eventId] ?? initialDraft(candidatesOf(eventId));
  /** The decisions, or null (and every error shown) while one is not complete. */
  const decisions = (): ReplacementDecision[] | null => {
    setChecked(true);
    if (ids.some((id) => draftError(draftOf(id)) !== null)) return null;
    return ids.map((id) => toDecision(id, draftOf(id)));
  };
  return {
    loading: loading || (ids.length > 0 && !candidates),
    common: candidates?.common ?? [],
    checked,
    candidatesOf,
    draftOf,
    refusalOf: (eventId: number): string | null => refused[eventId] ?? null,
    anyRefused: Object.keys(refused).length > 0,
    change: (eventId: number, draft: DecisionDraft) => {
      setDrafts((all) => ({ ...all, [eventId]: draft }));
      setRefused(({ [eventId]: _, ...others }) => others);
    },
    /** « Remplacer toutes par »: each event to the same professional. */
    replaceAll: (proId: string) => {
      setDrafts(Object.fromEntries(ids.map((id) => [id, { ...draftOf(id), action: 'REPLACE' as const, proId }])));
      setRefused({});
    },
    /** Sends the complete decisions; a refused replacement is shown on its event (no throw), any other failure thrown. */
    async save(send: (decisions: ReplacementDecision[]) => Promise<void>): Promise<void> {
      const complete = decisions();
      if (!complete) return;
      setRefused({});
      try {
        await send(complete);
      } catch (error) {
        const labels = error instanceof ApiError && error.status === 409 ? refusedReplacements(error.errors, complete) : {};
        const eventIds = Object.keys(labels).map(Number);
        if (!eventIds.length) throw error;
        // Her other choices stay as they are (not re-proposed from the new candidates); the refused ones are gone (no longer free).
        setDrafts(Object.fromEntries(ids.map((id) => [id, eventIds.includes(id) ? { ...draftOf(id), proId: '' } : draftOf(id)])));
        setRefused(labels);
        reload();
      }
    },
  };
}
export type ReplacementDecisions = ReturnType<typeof useReplacementDecisions>;
