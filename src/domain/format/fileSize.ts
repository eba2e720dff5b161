/**
 * File sizes of the downloads centre in French units (octet, Ko, Mo, Go).
 * Decision: 1 Ko = 1024 octets, as file explorers count; one decimal from the Ko up.
 */
import { formatDecimal, formatInteger, withUnit } from './number';

const UNITS = ['Ko', 'Mo', 'Go'] as const;

/** `512` → '512 o', `1536` → '1,5 Ko', `2097152` → '2,0 Mo'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return withUnit(formatInteger(bytes), 'o');
  let size = bytes / 1024;
  let unit = 0;
  // Move up while the size would show as 1 024 or more of the current unit.
  while (unit < UNITS.length - 1 && Number(size.toFixed(1)) >= 1024) {
    size /= 1024;
    unit++;
  }
  return withUnit(formatDecimal(size, 1), UNITS[unit]!);
}
