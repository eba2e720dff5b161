/** The agency's lists loaded with its context: product types, prestation types, price-grid formulas. */
import type { Db } from './db';
import type { PrestationType, PriceGridFormula, ProductType } from './types';

export function productTypes(db: Db, agencyId: number): ProductType[] {
  return db.prepare('SELECT code, label, vat_rate AS vatRate FROM product_types WHERE agency_id = ? ORDER BY id').all(agencyId) as ProductType[];
}

export function prestationTypes(db: Db, agencyId: number): PrestationType[] {
  return (
    db
      .prepare('SELECT id, type, label, product_type AS productType, archived FROM prestation_types WHERE agency_id = ? ORDER BY fold(label), id')
      .all(agencyId) as (Omit<PrestationType, 'archived'> & { archived: number })[]
  ).map((row) => ({ ...row, archived: row.archived === 1 }));
}

export function priceGridFormulas(db: Db, agencyId: number): PriceGridFormula[] {
  return (
    db
      .prepare('SELECT id, code, label, description, archived FROM price_grid_formulas WHERE agency_id = ? ORDER BY fold(label), id')
      .all(agencyId) as (Omit<PriceGridFormula, 'archived'> & { archived: number })[]
  ).map((row) => ({ ...row, archived: row.archived === 1 }));
}
