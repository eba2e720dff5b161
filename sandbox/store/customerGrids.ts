/**
 * A customer's own price grid (spec 001 §7 initPriceGrid, nextPriceGrid): a copy of a grid of the
 * agency, valid from a day; the customer's grids in force that day end the day before.
 */
import { formatDate } from '../../src/domain/format/date';
import { addDays, isoDate } from '../dates';
import { httpError } from '../http/errors';
import { addMissingItems, getPriceGrid, logGridChange } from './billing/priceGrids';
import { writeHistory, type RecordOfAgency } from './customerRecords';
import type { Db } from './db';

export const CUSTOMER_GRID_EXISTS = 'Le client a déjà une grille qui commence à cette date ou après : modifiez-la depuis les tarifs de l’agence';

export function copyGridForCustomer(
  db: Db,
  agencyId: number,
  record: RecordOfAgency,
  gridId: number,
  validFrom: string,
  author: { id: number; name: string },
  event: 'PRICE_GRID_INITIALIZED' | 'NEXT_PRICE_GRID_UPDATED',
  at: string,
): void {
  const source = getPriceGrid(db, agencyId, gridId);
  if (!source) throw httpError(400, 'PARAMETERS_ERROR', 'Grille tarifaire introuvable dans votre agence', 'gridId');
  const later = db.prepare('SELECT 1 FROM price_grids WHERE customer_id = ? AND valid_from >= ?').get(record.id, validFrom);
  if (later) throw httpError(400, 'CUSTOMER_GRID_EXISTS', CUSTOMER_GRID_EXISTS);
  const dayBefore = isoDate(addDays(new Date(`${validFrom}T00:00:00Z`), -1));
  db.prepare('UPDATE price_grids SET valid_to = ? WHERE customer_id = ? AND valid_from < ? AND (valid_to IS NULL OR valid_to >= ?)').run(dayBefore, record.id, validFrom, validFrom);
  const id = Number(
    db
      .prepare(
        `INSERT INTO price_grids (agency_id, label, customer_id, formula_id, valid_from, valid_to, per_km_cents, night_increase_percent, sunday_increase_percent,
           holiday_increase_percent, created_at)
         SELECT agency_id, ?, ?, formula_id, ?, NULL, per_km_cents, night_increase_percent, sunday_increase_percent, holiday_increase_percent, ? FROM price_grids WHERE id = ?`,
      )
      .run(`Grille de ${record.label}`, record.id, validFrom, at, gridId).lastInsertRowid,
  );
  db.prepare('INSERT INTO price_grid_items (grid_id, prestation_type_id, hourly_rate) SELECT ?, prestation_type_id, hourly_rate FROM price_grid_items WHERE grid_id = ?').run(id, gridId);
  addMissingItems(db, agencyId, id);
  logGridChange(db, id, author.name, `Grille créée d’après « ${source.label} », valable à partir du ${formatDate(validFrom)}`, at);
  writeHistory(db, { agencyId, customerId: record.id, type: event, comment: `« ${source.label} » à partir du ${formatDate(validFrom)}`, authorId: author.id, at });
}
