/**
 * How the portal writes numbers in French (spec 000 §1): a comma before the decimals and
 * the thousands grouped. Decision: the thousands separator is the narrow no-break space
 * (U+202F, French typography and what `Intl` writes for 'fr-FR'), and a number is tied to
 * its unit (€, CHF, Kms, Ko…) by a no-break space (U+00A0), so neither ever wraps.
 * Written by hand rather than with `Intl`, whose output varies with the ICU data of each
 * browser and Node build.
 */
export const THOUSANDS_SEPARATOR = '\u202f';
export const UNIT_SEPARATOR = '\u00a0';

/** The value times 10^decimals, rounded half away from zero as the decimal text reads (1.005 → 101, not 100). */
function scaledAbs(value: number, decimals: number): number {
  const viaText = Number(`${Math.abs(value)}e${decimals}`);
  return Math.round(Number.isFinite(viaText) ? viaText : Math.abs(value) * 10 ** decimals);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** `1234.5, 2` → '1 234,50' (narrow no-break space); negative values keep their '-', never '-0,00'. */
export function formatDecimal(value: number, decimals: number): string {
  const scaled = scaledAbs(value, decimals);
  const digits = String(scaled).padStart(decimals + 1, '0');
  const whole = groupThousands(decimals ? digits.slice(0, -decimals) : digits);
  const text = decimals ? `${whole},${digits.slice(-decimals)}` : whole;
  return value < 0 && scaled !== 0 ? `-${text}` : text;
}

/** `12345` → '12 345'. */
export function formatInteger(value: number): string {
  return formatDecimal(value, 0);
}

/** A formatted number followed by its unit, never separated by a line break. */
export function withUnit(number: string, unit: string): string {
  return `${number}${UNIT_SEPARATOR}${unit}`;
}
