/** Text rules shared by the portal, the CLI and the sandbox: accent folding and file-name slugs. */

/** Lower case without diacritics, for case- and accent-insensitive matching: 'Lefèvre' → 'lefevre', 'François' → 'francois'. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** A part of a file name: accents folded, every run of other characters than letters and digits as one dash: 'Famille François' → 'famille-francois'. */
export function fileSlug(text: string): string {
  return foldAccents(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
