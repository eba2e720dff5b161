/**
 * Durations in hours and minutes, as the planning totals show them. Decision: minutes always
 * take two digits and hours are never folded into days (a week's total reads '38h30'):
 * 450 → '7h30', 420 → '7h00', 45 → '0h45'.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const total = Math.round(Math.abs(minutes));
  const text = `${Math.floor(total / 60)}h${String(total % 60).padStart(2, '0')}`;
  return minutes < 0 && total !== 0 ? `-${text}` : text;
}
