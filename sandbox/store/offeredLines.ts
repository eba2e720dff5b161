/**
 * The lines of business the agency's options open (src/domain/agency/productGates.ts): its
 * lists leave out the prestation and product types of a closed line, and choosing one of them
 * answers 403 FEATURE_DISABLED naming the option.
 */
import { PRODUCT_TYPES } from '../../src/api/contract/pricing';
import { isProductTypeOffered, productTypeRefusal } from '../../src/domain/agency/productGates';
import { HttpError } from '../http/errors';
import { agencyGatesOfAgency } from './agencyOptions';
import type { Db } from './db';

type Line = (typeof PRODUCT_TYPES)[number];

/** The entries of a list whose line the agency's options open. */
export function offeredOnly<T>(db: Db, agencyId: number, rows: readonly T[], lineOf: (row: T) => Line): T[] {
  const gates = agencyGatesOfAgency(db, agencyId);
  return gates ? rows.filter((row) => isProductTypeOffered(lineOf(row), gates)) : [...rows];
}

/** The lines the agency's options open. */
export const offeredLines = (db: Db, agencyId: number): Line[] => offeredOnly(db, agencyId, PRODUCT_TYPES, (line) => line);

/** 403 FEATURE_DISABLED when the line is closed in the agency. */
export function checkLineOffered(db: Db, agencyId: number, line: Line): void {
  const gates = agencyGatesOfAgency(db, agencyId);
  const refusal = gates && productTypeRefusal(line, gates);
  if (refusal) throw new HttpError(403, [refusal]);
}

/** The same for a prestation type of the agency (one that is not the agency's is left to the caller's check). */
export function checkPrestationTypeOffered(db: Db, agencyId: number, prestationTypeId: number): void {
  const line = db.prepare('SELECT product_type FROM prestation_types WHERE id = ? AND agency_id = ?').pluck().get(prestationTypeId, agencyId) as Line | undefined;
  if (line) checkLineOffered(db, agencyId, line);
}
