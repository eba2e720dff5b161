/**
 * Bill numbers (French invoicing rules, docs/domain.md): one continuous sequence per agency, no
 * gap, no reuse; credit notes take their number in the same sequence. Decision on the format:
 * 'F' + the agency id on two digits + '-' + the sequence on six digits: 'F01-000042' (the
 * sequence keeps counting across years, so a number never repeats; it widens past 999 999).
 */
export function billNumber(agencyId: number, sequence: number): string {
  return `F${String(agencyId).padStart(2, '0')}-${String(sequence).padStart(6, '0')}`;
}

/** The sequence of a number made by `billNumber`, null for anything else. */
export function sequenceOf(number: string): number | null {
  const match = /^F\d{2,}-(\d{6,})$/.exec(number);
  return match ? Number(match[1]) : null;
}
