/** Price grids of an agency: reading, the grid relevant for a customer at a date, changes with their log. */
import type { GridPrices } from '../../../src/domain/billing/compute';
import type { PriceGrid } from '../../../src/api/contract/pricing';
import type { Db } from '../db';
import { offeredLines } from '../offeredLines';

interface GridRow {
  id: number;
  label: string;
  customerId: number | null;
  customerLabel: string | null;
  formulaId: number | null;
  validFrom: string;
  validTo: string | null;
  perKmCents: number;
  nightIncreasePercent: number;
  sundayIncreasePercent: number;
  holidayIncreasePercent: number;
  billCount: number;
}

export const GRID_COLUMNS = `g.id, g.label, g.customer_id AS customerId, c.label AS customerLabel, g.formula_id AS formulaId, g.valid_from AS validFrom, g.valid_to AS validTo,
  g.per_km_cents AS perKmCents, g.night_increase_percent AS nightIncreasePercent, g.sunday_increase_percent AS sundayIncreasePercent,
  g.holiday_increase_percent AS holidayIncreasePercent, (SELECT COUNT(*) FROM bills b WHERE b.price_grid_id = g.id) AS billCount`;
export const GRID_FROM = 'FROM price_grids g LEFT JOIN customers c ON c.id = g.customer_id';

export function toPriceGrids(db: Db, rows: GridRow[]): PriceGrid[] {
  const items = db.prepare(
    `SELECT i.id, i.prestation_type_id AS prestationTypeId, p.label AS prestationTypeLabel, p.product_type AS productType, i.hourly_rate AS hourlyRate
     FROM price_grid_items i JOIN prestation_types p ON p.id = i.prestation_type_id WHERE i.grid_id = ? ORDER BY p.label, i.id`,
  );
  return rows.map(({ customerId, customerLabel, ...row }) => ({
    ...row,
    customer: customerId === null ? null : { id: customerId, label: customerLabel ?? '' },
    items: items.all(row.id) as PriceGrid['items'],
  }));
}

export function getPriceGrid(db: Db, agencyId: number, id: number): PriceGrid | null {
  const row = db.prepare(`SELECT ${GRID_COLUMNS} ${GRID_FROM} WHERE g.id = ? AND g.agency_id = ?`).get(id, agencyId) as GridRow | undefined;
  return row ? toPriceGrids(db, [row])[0]! : null;
}

export function gridsWhere(db: Db, clause: string, params: unknown[]): PriceGrid[] {
  return toPriceGrids(db, db.prepare(`SELECT ${GRID_COLUMNS} ${GRID_FROM} ${clause} ORDER BY g.customer_id IS NOT NULL, fold(g.label), g.id`).all(...params) as GridRow[]);
}

/**
 * The grid pricing a customer at a date: the selected one when it is the customer's or the
 * default and valid then, else the grid of the customer's latest contract when valid then,
 * else the customer's grid valid then (the latest start first), else the agency's default
 * grid valid then.
 */
export function relevantGridId(db: Db, agencyId: number, customerId: number, date: string, selectedId?: number | null): number | null {
  const valid = `g.agency_id = @agencyId AND g.valid_from <= @date AND (g.valid_to IS NULL OR g.valid_to >= @date)`;
  if (selectedId) {
    const ok = db.prepare(`SELECT g.id FROM price_grids g WHERE g.id = @selectedId AND ${valid} AND (g.customer_id IS NULL OR g.customer_id = @customerId)`).pluck().get({ agencyId, date, selectedId, customerId });
    if (ok) return ok as number;
  }
  const contractGrid = db
    .prepare(`SELECT g.id FROM contracts k JOIN price_grids g ON g.id = k.price_grid_id WHERE k.customer_id = @customerId AND ${valid} ORDER BY k.start_date DESC LIMIT 1`)
    .pluck()
    .get({ agencyId, date, customerId });
  if (contractGrid) return contractGrid as number;
  const id = db
    .prepare(`SELECT g.id FROM price_grids g WHERE ${valid} AND (g.customer_id = @customerId OR g.customer_id IS NULL) ORDER BY g.customer_id IS NULL, g.valid_from DESC, g.id DESC LIMIT 1`)
    .pluck()
    .get({ agencyId, date, customerId });
  return (id as number | undefined) ?? null;
}

/** The prices of a grid for the bill engine; unpriced items are left out (a bill needing them is locked). */
export function gridPrices(db: Db, gridId: number): GridPrices {
  const grid = db.prepare('SELECT per_km_cents AS perKmCents, night_increase_percent AS night, sunday_increase_percent AS sunday, holiday_increase_percent AS holiday FROM price_grids WHERE id = ?').get(gridId) as {
    perKmCents: number; night: number; sunday: number; holiday: number;
  };
  const rates = db.prepare('SELECT prestation_type_id AS typeId, hourly_rate AS rate FROM price_grid_items WHERE grid_id = ? AND hourly_rate IS NOT NULL').all(gridId) as { typeId: number; rate: number }[];
  return {
    hourly: Object.fromEntries(rates.map((r) => [r.typeId, r.rate])),
    perKmCents: grid.perKmCents,
    nightIncreasePercent: grid.night,
    sundayIncreasePercent: grid.sunday,
    holidayIncreasePercent: grid.holiday,
  };
}

export function logGridChange(db: Db, gridId: number, author: string, description: string, at: string): void {
  db.prepare('INSERT INTO price_grid_changelogs (grid_id, at, author, description) VALUES (?, ?, ?, ?)').run(gridId, at, author, description);
}

/**
 * Adds an unpriced item for each active prestation type of the agency the grid lacks; answers how many. The types
 * of a line the agency's options close are left out: a grid would list them as prices nobody can use.
 */
export function addMissingItems(db: Db, agencyId: number, gridId: number): number {
  return db
    .prepare(
      `INSERT INTO price_grid_items (grid_id, prestation_type_id, hourly_rate)
       SELECT ?, p.id, NULL FROM prestation_types p WHERE p.agency_id = ? AND p.archived = 0
       AND p.product_type IN (SELECT value FROM json_each(?))
       AND NOT EXISTS (SELECT 1 FROM price_grid_items i WHERE i.grid_id = ? AND i.prestation_type_id = p.id)`,
    )
    .run(gridId, agencyId, JSON.stringify(offeredLines(db, agencyId)), gridId).changes;
}
