/** The search parameters of billing's routes (routes/billing.ts); each list's own state (filters, page) is the list kit's. */
import * as z from 'zod/mini';
import { isoMonth, routeSearch } from './search';

/** /billing/paymentsTracking?month=2026-03 */
export const paymentsSearch = routeSearch({ month: isoMonth });
/** /billing/fiscalAttestations?year=2025 */
export const fiscalAttestationsSearch = routeSearch({ year: z.string().check(z.regex(/^20\d\d$/)) });
