/** Exports centre (spec 000 §2.5, §7): files produced by billing and accounting, downloaded with a one-use token. */
import * as z from 'zod/mini';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { DownloadQuery, IdParams, IsoDateTime, page, pageRequest, STAFF_ROLES } from './common';
import { areaGate } from '../../domain/agency/gates';

export const EXPORT_TYPES = ['BILLING_DEBIT_ORDER', 'BILLING_DEBIT_ORDER_SLIP_FILE', 'BILLING_CAF_DECLARATION', 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL'] as const;
export const ExportType = z.enum(EXPORT_TYPES);
export type ExportType = z.infer<typeof ExportType>;

export const Export = z.object({
  id: z.number(),
  type: ExportType,
  createdAt: IsoDateTime,
  documentName: z.string(),
  description: z.string(),
  /** Bytes. */
  documentSize: z.number(),
  /** Decision: the exports centre filters on these, so the export carries them. */
  emitted: z.boolean(),
  emittedAt: z.nullable(IsoDateTime),
  relevantYear: z.number(),
  relevantMonth: z.number(),
  mimeType: z.string(),
});
export type Export = z.infer<typeof Export>;

/** Newest first; every filter is optional. Within the session's agency (403 AGENCY_CONTEXT_REQUIRED without one). */
export const searchExports = endpoint({
  gate: areaGate('exports'), name: 'exports.search', reads: ['exports'],
  method: 'POST',
  path: '/private/exports/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({
    type: z.optional(z.nullable(ExportType)),
    emitted: z.optional(z.nullable(z.boolean())),
    relevantYear: z.optional(z.nullable(z.number().check(z.int(), z.minimum(2018), z.maximum(2100)))),
    relevantMonth: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(12)))),
    ...pageRequest,
  }),
  response: page(Export),
});

/** Authenticated by the one-use temporary token in `tk`, not by the bearer token, so that a plain link works; the token's session must be staff (403 otherwise). */
export const downloadExport = endpoint({
  gate: areaGate('exports'), name: 'exports.download', reads: ['exports'],
  method: 'GET',
  path: '/private/exports/{id}/download',
  access: 'public',
  params: IdParams,
  query: DownloadQuery,
  response: FILE,
});

export const markExportAsEmitted = endpoint({
  gate: areaGate('exports'), name: 'exports.markAsEmitted', writes: ['exports'],
  method: 'PUT',
  path: '/private/exports/{id}/mark-as-emitted',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: Export,
});

export const deleteExport = endpoint({
  gate: areaGate('exports'), name: 'exports.delete', writes: ['exports'],
  method: 'DELETE',
  path: '/private/exports/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: EMPTY,
});
