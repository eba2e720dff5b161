/**
 * Accounting export (spec 002 §7.8): the sales journal (CSV for a French spreadsheet: ';',
 * decimal commas, UTF-8 with BOM), one row per validated bill or credit note. Paths decided.
 */
import * as z from 'zod/mini';
import { FILE, endpoint } from '../endpoint';
import { IsoDate, STAFF_ROLES, inOrder, isDateInRange } from './common';
import { areaGate } from '../../domain/agency/gates';

/** The journal of the bills validated from `start` to `end`, as a link (one-use token in `tk`). */
export const accountingExportOnPeriod = endpoint({
  gate: areaGate('exports'), name: 'accounting.onPeriod', reads: ['accounting', 'bills'], method: 'GET', path: '/private/billing/accounting-export/on-period', access: 'public',
  query: z.object({ start: IsoDate, end: IsoDate, tk: z.string() }).check(z.refine(inOrder('start', 'end', isDateInRange, true), { error: 'La date de fin doit être supérieure à la date de début', path: ['end'] })),
  response: FILE,
});

/** The bills validated since the last incremental export up to `endDate`, filed in the exports centre; `exportId` null when there was nothing new. */
export const accountingIncrementalExport = endpoint({
  gate: areaGate('exports'), name: 'accounting.incremental', writes: ['accounting', 'exports'], method: 'POST', path: '/private/billing/accounting-export/incremental', access: 'private', roles: STAFF_ROLES,
  query: z.object({ endDate: IsoDate }), response: z.object({ exportId: z.nullable(z.number()), count: z.number() }),
});
