/**
 * Cleans the user texts of a request body (the strings src/api/contract/userTexts.ts marks)
 * before the contract's checks, so that a note of only `<script>` is refused as empty and what
 * is stored is what the HTML policy keeps. Walks the schema beside the raw value; anything the
 * walk does not know (unions, wrong types) is left to the checks.
 */
import type * as z from 'zod/mini';
import { userTexts } from '../../src/api/contract/userTexts';
import { sanitiseHtml, sanitiseText } from './sanitise';

type Def = { type: string; shape?: Record<string, z.ZodMiniType>; innerType?: z.ZodMiniType; element?: z.ZodMiniType; in?: z.ZodMiniType };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

export function cleanUserTexts(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const kind = userTexts.get(schema)?.userText;
  if (kind && typeof value === 'string') return kind === 'html' ? sanitiseHtml(value) : sanitiseText(value);
  const def = schema._zod.def as Def;
  if (WRAPPERS.has(def.type)) return cleanUserTexts(def.innerType, value);
  if (def.type === 'pipe') return cleanUserTexts(def.in, value);
  if (def.type === 'array' && Array.isArray(value)) return value.map((item) => cleanUserTexts(def.element, item));
  if (def.type === 'object' && def.shape && value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(record).map(([key, field]) => [key, cleanUserTexts(def.shape![key], field)]));
  }
  return value;
}
