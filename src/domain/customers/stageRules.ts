/**
 * A prospect's stage follows its estimates: « Devis envoyé », « Devis envoyé pour signature »,
 * « Devis signé » and « Devis refusé » need an estimate of the prospect in that state (a
 * signed one stays signed once turned into a contract). The board refuses the move otherwise,
 * with the reason; the other stages need none. The history writes the move as what it is.
 */
import type { ProspectStage } from '../../api/contract/customers';
import type { RuleError } from '../rule';
import { ESTIMATE_STATUS_LABELS, PROSPECT_STAGE_LABELS, type EstimateStatus } from './labels';

export const STAGE_ESTIMATE_STATUSES: Partial<Readonly<Record<ProspectStage, readonly EstimateStatus[]>>> = {
  ESTIMATE_SENT: ['SENT'],
  ESTIMATE_SENT_FOR_SIGNING: ['SENT_SIGN'],
  ESTIMATE_SIGNED: ['SIGNED', 'CONTRACTED'],
  ESTIMATE_REFUSED: ['REFUSED'],
};

/** Why the prospect cannot be moved to `stage` with estimates of these statuses; null: it can. */
export function stageEstimateError(stage: ProspectStage, estimateStatuses: readonly EstimateStatus[]): RuleError<'PROSPECT_STAGE_NEEDS_ESTIMATE'> | null {
  const needed = STAGE_ESTIMATE_STATUSES[stage];
  if (!needed || estimateStatuses.some((status) => needed.includes(status))) return null;
  const states = needed.map((status) => `« ${ESTIMATE_STATUS_LABELS[status]} »`).join(' ou ');
  return {
    code: 'PROSPECT_STAGE_NEEDS_ESTIMATE',
    label: `L’étape « ${PROSPECT_STAGE_LABELS[stage]} » demande un devis de ce prospect à l’état ${states} : il n’en a aucun. L’étape suit ses devis.`,
  };
}

/** The history comment of a move on the board. */
export const stageMoveComment = (before: ProspectStage | null, after: ProspectStage): string =>
  `Étape : ${before ? PROSPECT_STAGE_LABELS[before] : 'aucune'} → ${PROSPECT_STAGE_LABELS[after]}`;
