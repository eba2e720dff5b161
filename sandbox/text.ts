/** Text helpers shared by the store and the seed. */

/** Lower case without diacritics, for case- and accent-insensitive matching. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Escapes LIKE wildcards; pair with `ESCAPE '\\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
