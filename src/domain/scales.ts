/** The spec's graded scales (000 §9, 002 §5, §9): priority 1 to 10 and percentage colours. */
import type { Tone } from './tone';

export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 10;
/** A new ticket's priority and agent priority (002 §5). */
export const PRIORITY_DEFAULT = 4;
export const PRIORITY_LEVELS = Array.from({ length: PRIORITY_MAX - PRIORITY_MIN + 1 }, (_, i) => PRIORITY_MIN + i);

/** Below 4 'Priorité faible', 4-5 normal, 6-7 high, 8 and above 'Priorité élevée' (002 §5, word for word). */
export function priorityLabel(priority: number): string {
  if (priority < 4) return 'Priorité faible';
  if (priority < 6) return 'Priorité normale';
  if (priority < 8) return 'Priorité haute';
  return 'Priorité élevée';
}

/** The colour band of a priority: under 4, under 6, under 8, otherwise (002 §9); the colours are the product's. */
export function priorityTone(priority: number): Tone {
  if (priority < 4) return 'success';
  if (priority < 6) return 'info';
  if (priority < 8) return 'warning';
  return 'danger';
}

/** A priority as the ticket list shows it: '7/10'. */
export const priorityText = (priority: number): string => `${priority}/${PRIORITY_MAX}`;

export type PercentageColour = 'red' | 'orange' | 'green';

/** Red below 25, orange below 75, green otherwise. */
export function percentageColour(percentage: number): PercentageColour {
  if (percentage < 25) return 'red';
  if (percentage < 75) return 'orange';
  return 'green';
}

/** The tag tone each percentage colour shows as. */
export const PERCENTAGE_COLOUR_TONES: Record<PercentageColour, Tone> = { red: 'danger', orange: 'warning', green: 'success' };
