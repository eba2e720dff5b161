/** The text searches share one rule: case- and accent-insensitive, anywhere in the text. */
import { escapeLike, fold } from '../text';

/** The value to bind as `@pattern`: '' (match everything) for a blank text. */
export function searchPattern(text: string | null | undefined): string {
  return escapeLike(fold(text?.trim() ?? ''));
}

/** SQL true when `@pattern` is blank or found in one of the expressions. */
export function matchesPattern(...expressions: string[]): string {
  return `(@pattern = '' OR ${expressions.map((e) => `fold(${e}) LIKE '%' || @pattern || '%' ESCAPE '\\'`).join(' OR ')})`;
}
