/**
 * IBAN and BIC (SEPA mandates, spec 001 §7; docs/domain.md): normalised as typed (spaces,
 * case), the IBAN checked by its length per country and its ISO 13616 check digits
 * (mod 97), the BIC by its ISO 9362 shape; an IBAN shown in groups of four.
 */

export const IBAN_INVALID = 'IBAN invalide';
export const BIC_INVALID = 'BIC invalide';
export const BIC_COUNTRY_MISMATCH = 'Le BIC ne correspond pas à l’IBAN : ses lettres 5 et 6 doivent être le pays de l’IBAN';

/** Length of the IBAN of each country the agencies' families bank in (ISO 13616 registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  FR: 27, MC: 27, CH: 21, LI: 21, DE: 22, BE: 16, ES: 24, IT: 27, LU: 20, GB: 22, NL: 18, PT: 25, AT: 20, IE: 22,
};

/** Without spaces (nor the no-break ones a copy from a PDF brings), in capitals. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s\u00a0\u202f-]+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 of the IBAN moved as the standard says: country and check digits at the end, letters as 10 to 35. */
function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** A known country, its length, letters and digits only, and check digits that give 1 mod 97. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  return length === iban.length && mod97(iban) === 1;
}

/** 'IBAN invalide', or null when valid. */
export function ibanError(value: string): string | null {
  return isValidIban(value) ? null : IBAN_INVALID;
}

/** Groups of four: 'FR76 3000 6000 0112 3456 7890 189'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Without spaces, in capitals. */
export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** 8 or 11 characters: bank (4 letters), country (2 letters), location (2 letters or digits), optional branch (3). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBic(value));
}

/** 'BIC invalide', or null when valid. */
export function bicError(value: string): string | null {
  return isValidBic(value) ? null : BIC_INVALID;
}

/**
 * Banks of the French overseas departments and territories have a French IBAN (FR) and a BIC of
 * their own territory (e.g. BFCORERX, La Réunion): these pairs agree too.
 */
const BIC_COUNTRIES_OF_IBAN: Readonly<Record<string, readonly string[]>> = {
  FR: ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF'],
};

/** The BIC's country (letters 5 and 6) is the IBAN's (its first two letters), or one of its territories. */
export function bicMatchesIban(bic: string, iban: string): boolean {
  const ibanCountry = normalizeIban(iban).slice(0, 2);
  const bicCountry = normalizeBic(bic).slice(4, 6);
  return (BIC_COUNTRIES_OF_IBAN[ibanCountry] ?? [ibanCountry]).includes(bicCountry);
}

/** The BIC's format first, then its agreement with a valid IBAN; null when both hold. */
export function bicOfIbanError(bic: string, iban: string): string | null {
  if (!isValidBic(bic)) return BIC_INVALID;
  return isValidIban(iban) && !bicMatchesIban(bic, iban) ? BIC_COUNTRY_MISMATCH : null;
}

/** For what leaves the agency (a mail): every character but the last four hidden, in the same groups of four. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  return formatIban('*'.repeat(Math.max(0, iban.length - 4)) + iban.slice(-4));
}
