/**
 * The decision a director takes for each event of an absent professional (issue 33), as the
 * replacement dialog holds it: first « Remplacer » by the best-ranked candidate when there is
 * one, else « Annuler » (by the professional, for sickness); each checked before saving.
 */
import type { ReplacementCandidate, ReplacementDecision } from '../../api/contract/replacements';
import { formatDistance } from '../format/distance';
import { formatDuration } from '../format/duration';
import { MESSAGES } from '../messages';
import { cancellationCommentError, type CancellationReason, type CancellationType } from './cancellations';
import { REPLACEMENT_TEXTS } from './replacementTexts';

export type DecisionAction = ReplacementDecision['action'];

export interface DecisionDraft {
  action: DecisionAction;
  /** The replacement's id as the select holds it ('' for none). */
  proId: string;
  keepReason: string;
  type: CancellationType;
  reason: CancellationReason;
  comment: string;
}

export const CHOOSE_REPLACEMENT = 'Choisissez un(e) remplaçant(e)';

export const ACTION_LABELS: Readonly<Record<DecisionAction, string>> = { REPLACE: REPLACEMENT_TEXTS.replace, CANCEL: REPLACEMENT_TEXTS.cancel, KEEP: REPLACEMENT_TEXTS.keep };

export function initialDraft(candidates: readonly ReplacementCandidate[]): DecisionDraft {
  const first = candidates[0];
  return { action: first ? 'REPLACE' : 'CANCEL', proId: first ? String(first.id) : '', keepReason: '', type: 'PRO', reason: 'SICKNESS', comment: '' };
}

/** The draft's message, or null when it may be saved. */
export function draftError(draft: DecisionDraft): string | null {
  if (draft.action === 'REPLACE') return draft.proId ? null : CHOOSE_REPLACEMENT;
  if (draft.action === 'KEEP') return draft.keepReason.trim() ? null : MESSAGES.required;
  return cancellationCommentError(draft.reason, draft.comment);
}

export function toDecision(eventId: number, draft: DecisionDraft): ReplacementDecision {
  if (draft.action === 'REPLACE') return { eventId, action: 'REPLACE', proId: Number(draft.proId) };
  if (draft.action === 'KEEP') return { eventId, action: 'KEEP', reason: draft.keepReason.trim() };
  return { eventId, action: 'CANCEL', type: draft.type, reason: draft.reason, comment: draft.comment.trim() || null };
}

/**
 * The replacements a save refused (409 PLANNING_REJECTED, each label on `decisions.<i>.proId`):
 * the engine's labels by event id, word for word, joined when there are several.
 */
export function refusedReplacements(errors: readonly { label: string; field?: string | undefined }[], decisions: readonly ReplacementDecision[]): Record<number, string> {
  const refused: Record<number, string[]> = {};
  for (const { label, field } of errors) {
    const index = /^decisions\.(\d+)\.proId$/.exec(field ?? '')?.[1];
    const decision = index === undefined ? undefined : decisions[Number(index)];
    if (decision) (refused[decision.eventId] ??= []).push(label);
  }
  return Object.fromEntries(Object.entries(refused).map(([id, labels]) => [id, labels.join(' · ')]));
}

/** « Martin Anne · connaît la famille · 2,3 Kms · 12h30 cette semaine ». */
export function candidateLabel(c: ReplacementCandidate): string {
  return [
    `${c.lastName} ${c.firstName}`,
    ...(c.knowsFamily ? [REPLACEMENT_TEXTS.knowsFamily] : []),
    ...(c.distanceKm === null ? [] : [formatDistance(c.distanceKm)]),
    REPLACEMENT_TEXTS.weekHours(formatDuration(c.weekMinutes)),
  ].join(' · ');
}
