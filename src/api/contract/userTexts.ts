/**
 * Which strings of the request bodies are text users write for others to read (issue 28 §2):
 * `userHtml` for rich text, kept to src/domain/html/policy.ts's allow-list; `userPlainText`
 * for text shown as text (posts, comments, the app's home messages, mails), kept without any
 * markup. Only marks: the sandbox cleans every marked field of every body in one place
 * (sandbox/html/userTexts.ts) before its checks run, so a new field only needs the mark.
 */
import * as z from 'zod/mini';

export type UserTextKind = 'html' | 'text';

export const userTexts = z.registry<{ userText: UserTextKind }>();

export function userHtml<T extends z.ZodMiniType>(schema: T): T {
  userTexts.add(schema, { userText: 'html' });
  return schema;
}

export function userPlainText<T extends z.ZodMiniType>(schema: T): T {
  userTexts.add(schema, { userText: 'text' });
  return schema;
}
