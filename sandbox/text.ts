/** Text helpers shared by the store and the seed. */

/** Lower case without diacritics, for case- and accent-insensitive matching (the domain's rule). */
export { foldAccents as fold } from '../src/domain/text';

/** Escapes LIKE wildcards; pair with `ESCAPE '\\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A text to store: trimmed, null when blank. */
export function trimmedOrNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
