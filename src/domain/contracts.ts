/** Words of the contracts' states in a record's list (decided: the spec shows none for contracts). */
import type { CONTRACT_STATES } from '../api/contract/contracts';
import type { Tone } from './tone';

export const CONTRACT_STATE_LABELS: Readonly<Record<(typeof CONTRACT_STATES)[number], { label: string; tone: Tone }>> = {
  UPCOMING: { label: 'À venir', tone: 'info' },
  IN_FORCE: { label: 'En cours', tone: 'success' },
  ENDED: { label: 'Terminé', tone: 'warning' },
};
