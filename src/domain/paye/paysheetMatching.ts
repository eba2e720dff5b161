/**
 * Which employee a paysheet of a month's zip archive goes to (spec 001 §7 pre-process; the rule is written in
 * src/api/contract/paysheets.ts), and which files an upload sends by default: one module for the sandbox that answers
 * the pre-processing, the CLI's `agency paysheets upload` and the portal's upload screen.
 */
import { foldAccents } from '../text';

export interface PaysheetEmployee {
  readonly id: number;
  readonly ref: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** How a file was matched: its employee's reference in its name, or her last and first names. */
export const PAYSHEET_MATCHES = ['REFERENCE', 'NAME'] as const;
export type PaysheetMatch = (typeof PAYSHEET_MATCHES)[number];

export const PAYSHEET_MATCH_LABELS: Record<PaysheetMatch, string> = { REFERENCE: 'par le matricule', NAME: 'par le nom et le prénom' };

/** The « Rattachement » column of the portal's table and of the CLI's: how a file was matched, or why it was not. */
export function paysheetMatchText(file: { readonly match: PaysheetMatch | null; readonly reason: string | null }): string {
  return file.match ? `Rattaché ${PAYSHEET_MATCH_LABELS[file.match]}` : `Non rattaché : ${file.reason ?? ''}`;
}

export interface PaysheetMatching<E extends PaysheetEmployee = PaysheetEmployee> {
  readonly employee: E | null;
  readonly match: PaysheetMatch | null;
  /** Why it goes to nobody (French); null when matched. */
  readonly reason: string | null;
}

/** Letters and digits only: 'Le Gall_Anne-Marie' → 'legallannemarie'. */
const squash = (text: string) => foldAccents(text).replace(/[^a-z0-9]/g, '');

export const PAYSHEET_REASONS = {
  hidden: 'fichier caché ou technique, ignoré',
  notPdf: "ce n'est pas un PDF",
  nobody: "aucun salarié de l'agence reconnu dans le nom du fichier (matricule, ou nom et prénom)",
  several: (names: string) => `plusieurs salariés possibles : ${names}`,
} as const;

/** `path`: the file's path in the archive, its name decoded (zipEntryNames); `isPdf`: its bytes begin with %PDF. */
export function matchPaysheet<E extends PaysheetEmployee>(path: string, isPdf: boolean, employees: readonly E[]): PaysheetMatching<E> {
  const none = (reason: string) => ({ employee: null, match: null, reason });
  const base = path.split('/').pop() ?? path;
  if (base.startsWith('.') || path.startsWith('__MACOSX/')) return none(PAYSHEET_REASONS.hidden);
  if (!/\.pdf$/i.test(base) || !isPdf) return none(PAYSHEET_REASONS.notPdf);
  const name = squash(base.replace(/\.pdf$/i, ''));
  const byRef = employees.filter((e) => name.includes(squash(e.ref)));
  if (byRef.length === 1) return { employee: byRef[0]!, match: 'REFERENCE', reason: null };
  const byName = employees.filter((e) => name.includes(squash(e.lastName)) && name.includes(squash(e.firstName)));
  if (byName.length === 1) return { employee: byName[0]!, match: 'NAME', reason: null };
  if (byName.length > 1) return none(PAYSHEET_REASONS.several(byName.map((e) => `${e.firstName} ${e.lastName} (${e.ref})`).join(', ')));
  return none(PAYSHEET_REASONS.nobody);
}

export type PaysheetDecision = 'selected' | 'left' | 'unmatched';

/** Each file's fate in an upload: every matched file by default, or those of `select`; an unmatched one never goes. */
export function paysheetDecisions(files: ReadonlyArray<{ fileName: string; employee: unknown }>, select?: readonly string[]): Map<string, PaysheetDecision> {
  return new Map(files.map((f) => [f.fileName, !f.employee ? 'unmatched' : !select || select.includes(f.fileName) ? 'selected' : 'left']));
}
