/** Distances (spec 000 §1): one decimal followed by 'Kms'. */
import { formatDecimal, withUnit } from './number';

/** `12.34` (kilometres) → '12,3 Kms'; empty text for a missing distance. */
export function formatDistance(kilometres: number | null | undefined): string {
  if (kilometres === null || kilometres === undefined || !Number.isFinite(kilometres)) return '';
  return withUnit(formatDecimal(kilometres, 1), 'Kms');
}
