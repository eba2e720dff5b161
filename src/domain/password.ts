/**
 * The password format of spec 000 §5: a live checklist (one line per rule) and the
 * overall check. Characters outside the checklist are allowed; only the five rules
 * and the 40-character cap are enforced.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 40;
/** The special characters of which one is required. */
export const PASSWORD_SPECIALS = ['@', '_', '-', '!', '$', '#'] as const;

export interface PasswordRule {
  readonly id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  /** French label of the checklist line. */
  readonly label: string;
  readonly test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `${PASSWORD_MIN_LENGTH} caractères minimum`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'Une majuscule', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'Une minuscule', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'Un chiffre', test: (p) => /\d/.test(p) },
  { id: 'special', label: `Un caractère spécial parmi ${PASSWORD_SPECIALS.join(' ')}`, test: (p) => PASSWORD_SPECIALS.some((c) => p.includes(c)) },
];

export interface PasswordCheck {
  readonly id: PasswordRule['id'];
  readonly label: string;
  readonly ok: boolean;
}

/** The checklist for what has been typed so far. */
export function passwordChecklist(password: string): PasswordCheck[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, ok: rule.test(password) }));
}

export function isValidPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(password));
}
