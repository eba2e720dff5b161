/** The spec's graded scales (000 §9): priority 1 to 10 and percentage colours. */

export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 10;
export const PRIORITY_LEVELS = Array.from({ length: PRIORITY_MAX - PRIORITY_MIN + 1 }, (_, i) => PRIORITY_MIN + i);

/** Below 4 low, below 6 normal, below 8 high, otherwise very high. */
export function priorityLabel(priority: number): string {
  if (priority < 4) return 'Basse';
  if (priority < 6) return 'Normale';
  if (priority < 8) return 'Haute';
  return 'Très haute';
}

export type PercentageColour = 'red' | 'orange' | 'green';

/** Red below 25, orange below 75, green otherwise. */
export function percentageColour(percentage: number): PercentageColour {
  if (percentage < 25) return 'red';
  if (percentage < 75) return 'orange';
  return 'green';
}
