/**
 * French phone numbers (spec 000 §5): a mobile is 0, then 6 or 7, then four groups of two
 * digits; a landline is 0, then 1 to 9, then four groups of two digits (so a mobile also
 * passes as a landline, as the spec writes it). Typed separators (spaces, dots, dashes,
 * slashes) are ignored, and an international +33 (or 0033) number counts in its national form.
 */
import { MESSAGES } from './messages';

export type PhoneKind = 'mobile' | 'landline';

const PATTERNS: Record<PhoneKind, RegExp> = {
  mobile: /^0[67]\d{8}$/,
  landline: /^0[1-9]\d{8}$/,
};

/** The ten national digits ('0612345678'), or null when the text is not a French number. */
export function nationalDigits(input: string | null | undefined): string | null {
  const compact = (input ?? '').replace(/[\s.\-/]/g, '');
  // +33 6…, +33 (0)6…, 0033 6… and the mistaken +33 06… all mean 06….
  const national = compact.replace(/^(?:\+|00)33(?:\(0\)|0)?/, '0');
  return /^0\d{9}$/.test(national) ? national : null;
}

export function isPhone(input: string | null | undefined, kind: PhoneKind): boolean {
  return PATTERNS[kind].test(nationalDigits(input) ?? '');
}

/** '+33 6 12 34 56 78' → '06 12 34 56 78'; a text that is not a French number shows as typed. */
export function formatPhone(input: string | null | undefined): string {
  const digits = nationalDigits(input);
  return digits ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : (input ?? '').trim();
}

/** The field's error: none when empty (whether it is required is the form's business), else the spec's format message. */
export function phoneError(input: string | null | undefined, kind: PhoneKind): string | null {
  if (!input?.trim()) return null;
  return isPhone(input, kind) ? null : MESSAGES.invalidFormat;
}
