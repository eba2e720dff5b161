/**
 * The v2 search of spec 001 §7 over SQL, for any resource that declares its attributes:
 * each attribute an SQL expression over the resource's table, its kind deciding the
 * operators it takes (src/api/contract/searchV2.ts). Filters combine with AND; the text
 * searches the resource's name-like columns as the quick search does. Shared by every
 * resource with a v2 search (customers today).
 */
import type { AttributeKind, Distribution, FilterValue, NumericStats, SortDirection } from '../../src/api/contract/searchV2';
import { isDateInRange } from '../../src/domain/dateRange';
import { addDays, agencyDayStart, isoDate } from '../dates';
import { parametersError } from '../http/errors';
import { escapeLike, fold } from '../text';
import type { Db } from './db';
import type { PageRequest } from './paging';
import { matchesPattern, searchPattern } from './search';

export interface V2Resource<A extends string> {
  kinds: Readonly<Record<A, AttributeKind>>;
  /** Each attribute's SQL expression over `from`. */
  expressions: Readonly<Record<A, string>>;
  /** `FROM …` and the condition keeping the caller's records (it may use `@scope`). */
  from: string;
  scope: string;
  id: string;
  /** The SQL texts `text` is searched in (each folded once per row: concatenate with line breaks to save calls). */
  textColumns: readonly string[];
  defaultSort: { attribute: A; direction: SortDirection };
}

export interface V2Filter<A extends string> {
  attribute: A;
  operator: 'EQUALS' | 'IN' | 'BETWEEN' | 'CONTAINS';
  value?: FilterValue | undefined;
  values?: FilterValue[] | undefined;
  from?: string | number | null | undefined;
  to?: string | number | null | undefined;
}

export interface V2Query<A extends string> {
  text?: string | null | undefined;
  filters: V2Filter<A>[];
}

const OPERATORS: Record<AttributeKind, readonly V2Filter<string>['operator'][]> = {
  text: ['EQUALS', 'IN', 'CONTAINS'],
  enum: ['EQUALS', 'IN'],
  number: ['EQUALS', 'BETWEEN'],
  date: ['EQUALS', 'BETWEEN'],
};

const KIND_LABELS: Record<AttributeKind, string> = { text: 'un texte', enum: 'une liste de valeurs', number: 'un nombre', date: 'une date' };

const invalid = (field: string, message: string) => parametersError(`Champ « ${field} » : ${message}`, field);

/** WHERE clause of the scope, the text and the filters, with its named parameters; 400 naming the field of a filter that does not fit. */
export function v2Where<A extends string>(resource: V2Resource<A>, query: V2Query<A>, scope: unknown): { sql: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = { scope, pattern: searchPattern(query.text) };
  const conditions = [resource.scope, matchesPattern(...resource.textColumns)];
  const bind = (value: unknown) => {
    const name = `p${Object.keys(params).length}`;
    params[name] = value;
    return `@${name}`;
  };
  query.filters.forEach((filter, index) => {
    const field = `filters.${index}`;
    const kind = resource.kinds[filter.attribute];
    const expression = resource.expressions[filter.attribute];
    if (!OPERATORS[kind].includes(filter.operator)) {
      throw invalid(`${field}.operator`, `l'opérateur ${filter.operator} ne s'applique pas à « ${filter.attribute} » (${KIND_LABELS[kind]}) : ${OPERATORS[kind].join(', ')}`);
    }
    conditions.push(condition(filter, kind, expression, field, bind));
  });
  return { sql: `${resource.from} WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}`, params };
}

function condition(filter: V2Filter<string>, kind: AttributeKind, expression: string, field: string, bind: (value: unknown) => string): string {
  const empty = kind === 'text' ? `(${expression} IS NULL OR ${expression} = '')` : `${expression} IS NULL`;
  const comparable = kind === 'text' ? `fold(${expression})` : expression;
  /** A value of the attribute's kind, as bound: text folded, numbers checked, days as given. */
  const operand = (value: FilterValue | undefined, at: string): string | number => {
    if (kind === 'number') {
      if (typeof value !== 'number') throw invalid(at, 'un nombre est attendu');
      return value;
    }
    if (kind === 'date') {
      if (typeof value !== 'string' || !isDateInRange(value)) throw invalid(at, 'une date au format AAAA-MM-JJ est attendue');
      return value;
    }
    if (value === undefined || value === null || typeof value === 'boolean') throw invalid(at, 'une valeur est attendue');
    return kind === 'text' ? fold(String(value)) : value;
  };
  const dayRange = (from: string | null, to: string | null) =>
    [from && `${expression} >= ${bind(agencyDayStart(from))}`, to && `${expression} < ${bind(agencyDayStart(isoDate(addDays(new Date(`${to}T00:00:00Z`), 1))))}`]
      .filter(Boolean)
      .join(' AND ') || `${expression} IS NOT NULL`;

  switch (filter.operator) {
    case 'EQUALS': {
      if (filter.value === undefined) throw invalid(`${field}.value`, 'une valeur est attendue (null : vide)');
      if (filter.value === null) return empty;
      const value = operand(filter.value, `${field}.value`);
      return kind === 'date' ? dayRange(value as string, value as string) : `${comparable} = ${bind(value)}`;
    }
    case 'IN': {
      if (!filter.values?.length) throw invalid(`${field}.values`, 'au moins une valeur est attendue');
      const values = filter.values.filter((v) => v !== null).map((v, i) => operand(v, `${field}.values.${i}`));
      const kept = [values.length ? `${comparable} IN (${values.map(bind).join(', ')})` : '', filter.values.includes(null) ? empty : ''].filter(Boolean);
      return kept.join(' OR ');
    }
    case 'BETWEEN': {
      const bound = (value: string | number | null | undefined, at: string) => (value === null || value === undefined ? null : operand(value, at));
      const [from, to] = [bound(filter.from, `${field}.from`), bound(filter.to, `${field}.to`)];
      if (kind === 'date') return dayRange(from as string | null, to as string | null);
      return [from !== null && `${expression} >= ${bind(from)}`, to !== null && `${expression} <= ${bind(to)}`].filter(Boolean).join(' AND ') || `${expression} IS NOT NULL`;
    }
    case 'CONTAINS': {
      if (typeof filter.value !== 'string' || !filter.value.trim()) throw invalid(`${field}.value`, 'un texte est attendu');
      return `${comparable} LIKE '%' || ${bind(escapeLike(fold(filter.value.trim())))} || '%' ESCAPE '\\'`;
    }
  }
}

/** ORDER BY: empty values last whatever the direction, texts accents and case aside, then the id. */
export function v2OrderBy<A extends string>(resource: V2Resource<A>, sort: { attribute: A; direction: SortDirection } | null | undefined): string {
  const { attribute, direction } = sort ?? resource.defaultSort;
  const expression = resource.expressions[attribute];
  const key = resource.kinds[attribute] === 'text' ? `fold(${expression})` : expression;
  return `ORDER BY (${expression} IS NULL) ASC, ${key} ${direction}, ${resource.id} ASC`;
}

/** The ids of the matches in order: one page, or every match up to `limit` when `page` is null; and their total. */
export function v2Ids<A extends string>(
  db: Db,
  resource: V2Resource<A>,
  query: V2Query<A> & { sort?: { attribute: A; direction: SortDirection } | null | undefined },
  scope: unknown,
  page: PageRequest | null,
  limit = 100_000,
): { ids: number[]; total: number } {
  const { sql, params } = v2Where(resource, query, scope);
  const [size, offset] = page ? [page.pageSize, page.pageNumber * page.pageSize] : [limit, 0];
  // The total comes with the page (the filters run once); past the last page, from a count.
  const rows = db
    .prepare(`SELECT ${resource.id} AS id, COUNT(*) OVER () AS total ${sql} ${v2OrderBy(resource, query.sort)} LIMIT ${size} OFFSET ${offset}`)
    .all(params) as { id: number; total: number }[];
  const total = rows[0]?.total ?? (offset ? (db.prepare(`SELECT COUNT(*) ${sql}`).pluck().get(params) as number) : 0);
  return { ids: rows.map((row) => row.id), total };
}

/** At most this many values in a distribution (the most frequent). */
export const DISTRIBUTION_MAX_VALUES = 500;

export function v2Distribution<A extends string>(db: Db, resource: V2Resource<A>, query: V2Query<A> & { attribute: A }, scope: unknown): Distribution {
  const { sql, params } = v2Where(resource, query, scope);
  const kind = resource.kinds[query.attribute];
  const expression = resource.expressions[query.attribute];
  const value = kind === 'text' ? `NULLIF(${expression}, '')` : kind === 'date' ? `agency_day(${expression})` : expression;
  const total = db.prepare(`SELECT COUNT(*) ${sql}`).pluck().get(params) as number;
  const values = db
    .prepare(`SELECT v AS value, COUNT(*) AS count FROM (SELECT ${value} AS v ${sql}) GROUP BY v ORDER BY count DESC, v IS NULL, v LIMIT ${DISTRIBUTION_MAX_VALUES}`)
    .all(params) as { value: FilterValue; count: number }[];
  return { attribute: query.attribute, total, values };
}

export function v2Stats<A extends string>(db: Db, resource: V2Resource<A>, query: V2Query<A> & { attribute: A }, scope: unknown): NumericStats {
  if (resource.kinds[query.attribute] !== 'number') throw invalid('attribute', `« ${query.attribute} » n'est pas un attribut numérique`);
  const { sql, params } = v2Where(resource, query, scope);
  const row = db
    .prepare(`SELECT COUNT(x) AS count, MIN(x) AS min, MAX(x) AS max, AVG(x) AS mean, SUM(x) AS sum FROM (SELECT ${resource.expressions[query.attribute]} AS x ${sql})`)
    .get(params) as Omit<NumericStats, 'attribute'>;
  return { attribute: query.attribute, ...row, sum: row.count ? row.sum : null };
}

/** Whether the filters keep only records whose `attribute` is among `values` (an EQUALS or IN filter within them): names an export `prospects-…`, `candidats-…`. */
export function keepsOnly<A extends string>(filters: readonly V2Filter<A>[], attribute: A, values: readonly unknown[]): boolean {
  return filters.some(
    (f) =>
      f.attribute === attribute &&
      ((f.operator === 'EQUALS' && values.includes(f.value)) || (f.operator === 'IN' && !!f.values?.length && f.values.every((v) => values.includes(v)))),
  );
}
