/**
 * Validates params, query and body with the contract's schemas and turns every zod
 * issue into a PARAMETERS_ERROR entry whose French label names the field.
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../../src/domain/messages';
import { HttpError, type ErrorEntry } from './errors';

const french = z.locales.fr().localeError;

type Issue = z.core.$ZodIssue;

function issueMessage(issue: Issue): string {
  // The contract's own checks (refinements) carry their French message.
  if (issue.code === 'custom') return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return MESSAGES.required;
  if (issue.code === 'invalid_format') return issue.format === 'email' ? MESSAGES.invalidEmail : MESSAGES.invalidFormat.trim();
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? MESSAGES.required : `doit contenir au moins ${issue.minimum} caractères`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return `doit contenir au plus ${issue.maximum} caractères`;
  const message = french(issue as never);
  return typeof message === 'string' ? message : (message?.message ?? MESSAGES.parametersError);
}

function fieldOf(prefix: string, issue: Issue): string {
  const path = issue.path.map(String).join('.');
  if (prefix === 'body') return path;
  return path ? `${prefix}.${path}` : prefix;
}

export function issuesToErrors(prefix: string, issues: readonly Issue[]): ErrorEntry[] {
  return issues.map((issue) => {
    const field = fieldOf(prefix, issue);
    const label = field ? `Champ « ${field} » : ${issueMessage(issue)}` : `${MESSAGES.parametersError} : ${issueMessage(issue)}`;
    return { code: 'PARAMETERS_ERROR', label, field };
  });
}

/** Parses one part of a request; throws a 400 listing every issue. */
export function validatePart(prefix: 'params' | 'query' | 'body', schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw new HttpError(400, issuesToErrors(prefix, result.error.issues));
}
