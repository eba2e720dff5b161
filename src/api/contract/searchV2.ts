/**
 * The v2 search of spec 001 §7, shared by customers and employees: one attribute-based
 * request, the distribution of one attribute's values, a numeric attribute's stats and the
 * export. The spec gives only the paths; the shapes are decided here, once, for both.
 *
 * A resource declares its attributes (`v2Search(attributes)`), so that an unknown attribute
 * is a 400 naming the field. Filters combine with AND:
 * - EQUALS `value` (null: the attribute is empty);
 * - IN `values` (any of them; null among them matches an empty attribute);
 * - BETWEEN `from`, `to` inclusive, either null for an open bound (numbers, or dates 'YYYY-MM-DD'
 *   compared on the day of an instant in the agency's time);
 * - CONTAINS `value` as text, case- and accent-insensitive.
 * `text` searches the resource's name-like attributes as the quick search does.
 */
import * as z from 'zod/mini';
import { SearchText, pageRequest } from './common';

export const FILTER_OPERATORS = ['EQUALS', 'IN', 'BETWEEN', 'CONTAINS'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const FilterValue = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]);
export type FilterValue = z.infer<typeof FilterValue>;

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The file types of an export: CSV as a French spreadsheet opens it (';', UTF-8 with BOM, decimal commas), and XLSX. */
export const EXPORT_FILE_TYPES = ['CSV', 'XLSX'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

/** Query of an export: `onlyCurrentPage=true` exports the requested page, otherwise every match (at most 100,000 rows). */
export const ExportQuery = z.object({
  exportType: z.enum(EXPORT_FILE_TYPES),
  onlyCurrentPage: z.optional(z.enum(['true', 'false'])),
});

/** The request shapes of one resource's v2 search, its attributes named in `attributes`. */
export function v2Search<const A extends readonly [string, ...string[]]>(attributes: A) {
  const Attribute = z.enum(attributes);
  const Filter = z.object({
    attribute: Attribute,
    operator: z.enum(FILTER_OPERATORS),
    value: z.optional(FilterValue),
    values: z.optional(z.array(FilterValue).check(z.maxLength(500))),
    from: z.optional(z.nullable(z.union([z.string().check(z.maxLength(40)), z.number()]))),
    to: z.optional(z.nullable(z.union([z.string().check(z.maxLength(40)), z.number()]))),
  });
  const query = { text: SearchText, filters: z._default(z.array(Filter).check(z.maxLength(50)), []) };
  const Sort = z.object({ attribute: Attribute, direction: z.enum(SORT_DIRECTIONS) });
  return {
    Attribute,
    Filter,
    Sort,
    /** The search and the export: filters, sort (default: the resource's), page. */
    SearchBody: z.object({ ...query, sort: z.optional(z.nullable(Sort)), ...pageRequest }),
    /** The distribution and the stats: the same filters, and the attribute to count. */
    AttributeBody: z.object({ ...query, attribute: Attribute }),
  };
}

/**
 * How many matches carry each value of the attribute (null: empty), most frequent first.
 * `label` names a value that is an id (adviserId: the adviser's name).
 */
export const Distribution = z.object({
  attribute: z.string(),
  total: z.number(),
  values: z.array(z.object({ value: FilterValue, label: z.optional(z.string()), count: z.number() })),
});
export type Distribution = z.infer<typeof Distribution>;

/** A numeric attribute over the matches: count of non-empty values, min, max, mean, sum (null when none). */
export const NumericStats = z.object({
  attribute: z.string(),
  count: z.number(),
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
  mean: z.nullable(z.number()),
  sum: z.nullable(z.number()),
});
export type NumericStats = z.infer<typeof NumericStats>;

/** What an attribute holds, which decides the filters it takes: text (EQUALS, IN, CONTAINS), enum (EQUALS, IN), number and date (EQUALS, BETWEEN). */
export type AttributeKind = 'text' | 'enum' | 'number' | 'date';

/** The attribute names of a kinds table, as the tuple `z.enum` wants. */
export function attributeNames<const K extends Record<string, AttributeKind>>(kinds: K): [keyof K & string, ...(keyof K & string)[]] {
  return Object.keys(kinds) as [keyof K & string, ...(keyof K & string)[]];
}
