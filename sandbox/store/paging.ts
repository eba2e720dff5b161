/** Zero-based pages in the contract's `page()` shape. */
import type { Page } from './types';

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

export function pageOf<T>(content: T[], totalElements: number, { pageNumber, pageSize }: PageRequest): Page<T> {
  const totalPages = Math.ceil(totalElements / pageSize);
  return {
    content,
    totalPages,
    totalElements,
    numberOfElements: content.length,
    size: pageSize,
    number: pageNumber,
    first: pageNumber === 0,
    last: pageNumber >= totalPages - 1,
  };
}

/** Builds a WHERE clause from optional conditions. */
export function where(conditions: (string | false)[]): string {
  const kept = conditions.filter((c): c is string => Boolean(c));
  return kept.length ? `WHERE ${kept.join(' AND ')}` : '';
}

/** Keeps the named parameters a statement uses (better-sqlite3 refuses the others). */
export function paramsOf(sql: string, all: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(all).filter(([key]) => new RegExp(`@${key}\\b`).test(sql)));
}
