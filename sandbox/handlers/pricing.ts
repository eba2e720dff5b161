/** The session's agency's pricing lists, prestation types and price grids (spec 002 §7.2). */
import * as pricing from '../../src/api/contract/pricing';
import { httpError } from '../http/errors';
import { addMissingItems, getPriceGrid, gridsWhere, logGridChange, relevantGridId, toPriceGrids, GRID_COLUMNS, GRID_FROM } from '../store/billing/priceGrids';
import type { Db } from '../store/db';
import { pageOf } from '../store/paging';
import { checkLineOffered, offeredOnly } from '../store/offeredLines';
import { prestationTypes, priceGridFormulas, productTypes } from '../store/pricing';
import { escapeLike, fold } from '../text';
import type { Session } from '../store/tokens';
import { authorOf } from './billingAccess';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

type GridBody = { label: string; customerId: number | null; formulaId: number | null; validFrom: string; validTo: string | null; perKmCents: number; nightIncreasePercent: number; sundayIncreasePercent: number; holidayIncreasePercent: number };

function checkGridBody(db: Db, agencyId: number, body: GridBody): void {
  if (body.validTo !== null && body.validTo < body.validFrom) throw httpError(400, 'PARAMETERS_ERROR', 'La date de fin doit être supérieure à la date de début', 'validTo');
  if (body.customerId !== null) found(db.prepare('SELECT 1 FROM customers WHERE id = ? AND agency_id = ?').get(body.customerId, agencyId));
  if (body.formulaId !== null) found(db.prepare('SELECT 1 FROM price_grid_formulas WHERE id = ? AND agency_id = ?').get(body.formulaId, agencyId));
}

const gridValues = (b: GridBody) => [b.label.trim(), b.customerId, b.formulaId, b.validFrom, b.validTo, b.perKmCents, b.nightIncreasePercent, b.sundayIncreasePercent, b.holidayIncreasePercent];

function prestationType(db: Db, session: Session, id: number) {
  return found(prestationTypes(db, agencyOf(session)).find((p) => p.id === id));
}

export const pricingHandlers = handlersFor(pricing, {
  prestationTypesAndFormulas: ({ session, app }) => {
    const agencyId = agencyOf(session);
    // A closed line's types are not offered; the records that carry one keep its label.
    return { prestationTypes: offeredOnly(app.db, agencyId, prestationTypes(app.db, agencyId), (type) => type.productType), formulas: priceGridFormulas(app.db, agencyId) };
  },
  productTypes: ({ session, app }) => {
    const agencyId = agencyOf(session);
    return offeredOnly(app.db, agencyId, productTypes(app.db, agencyId), (product) => product.code);
  },

  createPrestationType: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    if (!productTypes(app.db, agencyId).some((p) => p.code === body.productType)) throw httpError(400, 'PARAMETERS_ERROR', 'Cette agence ne propose pas ce type de produit', 'productType');
    checkLineOffered(app.db, agencyId, body.productType);
    const id = Number(app.db.prepare('INSERT INTO prestation_types (agency_id, type, label, product_type, archived) VALUES (?, ?, ?, ?, 0)').run(agencyId, body.type, body.label.trim(), body.productType).lastInsertRowid);
    return prestationType(app.db, session, id);
  },

  updatePrestationTypeArchiveStatus: ({ params, query, session, app }) => {
    // A closed line's types stay as they are until its option is on again.
    checkLineOffered(app.db, agencyOf(session), prestationType(app.db, session, params.id).productType);
    app.db.prepare('UPDATE prestation_types SET archived = ? WHERE id = ?').run(query.archive === 'true' ? 1 : 0, params.id);
    return prestationType(app.db, session, params.id);
  },

  searchPriceGrids: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const pattern = body.pattern?.trim() ? `%${escapeLike(fold(body.pattern.trim()))}%` : null;
    const conditions = ['g.agency_id = @agencyId', pattern ? "(fold(g.label) LIKE @pattern ESCAPE '\\' OR fold(COALESCE(c.label, '')) LIKE @pattern ESCAPE '\\')" : '', body.customerId ? 'g.customer_id = @customerId' : ''].filter(Boolean);
    const named = { agencyId, ...(pattern ? { pattern } : {}), ...(body.customerId ? { customerId: body.customerId } : {}) };
    const clause = `WHERE ${conditions.join(' AND ')}`;
    const total = app.db.prepare(`SELECT COUNT(*) ${GRID_FROM} ${clause}`).pluck().get(named) as number;
    const rows = app.db.prepare(`SELECT ${GRID_COLUMNS} ${GRID_FROM} ${clause} ORDER BY g.customer_id IS NOT NULL, fold(g.label), g.id LIMIT @limit OFFSET @offset`).all({ ...named, limit: body.pageSize, offset: body.pageNumber * body.pageSize });
    return pageOf(toPriceGrids(app.db, rows as never), total, body);
  },

  priceGridsOfFamily: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const customerId = found(app.db.prepare('SELECT customer_id FROM families WHERE id = ? AND agency_id = ?').pluck().get(params.id, agencyId) as number | null | undefined);
    return gridsWhere(app.db, 'WHERE g.agency_id = ? AND g.customer_id = ?', [agencyId, customerId]);
  },

  countCustomerPriceGrids: ({ params, session, app }) => ({ count: app.db.prepare('SELECT COUNT(*) FROM price_grids WHERE agency_id = ? AND customer_id = ?').pluck().get(agencyOf(session), params.id) as number }),

  customerPriceGrids: ({ params, session, app }) => gridsWhere(app.db, 'WHERE g.agency_id = ? AND g.customer_id = ?', [agencyOf(session), params.id]),

  getPriceGrid: ({ params, session, app }) => found(getPriceGrid(app.db, agencyOf(session), params.id)),

  updatePriceGrid: ({ params, body, session, app }) => {
    const agencyId = agencyOf(session);
    found(getPriceGrid(app.db, agencyId, params.id));
    checkGridBody(app.db, agencyId, body);
    app.db.prepare(
      `UPDATE price_grids SET label = ?, customer_id = ?, formula_id = ?, valid_from = ?, valid_to = ?, per_km_cents = ?, night_increase_percent = ?, sunday_increase_percent = ?,
       holiday_increase_percent = ? WHERE id = ?`,
    ).run(...gridValues(body), params.id);
    logGridChange(app.db, params.id, authorOf(session), 'Grille modifiée', app.clock.iso());
    return found(getPriceGrid(app.db, agencyId, params.id));
  },

  deletePriceGrid: ({ params, session, app }) => {
    const grid = found(getPriceGrid(app.db, agencyOf(session), params.id));
    if (grid.billCount > 0) throw httpError(400, 'PRICE_GRID_IN_USE', 'Cette grille tarifaire est utilisée par des factures : elle ne peut pas être supprimée');
    app.db.prepare('UPDATE contracts SET price_grid_id = NULL WHERE price_grid_id = ?').run(grid.id);
    app.db.prepare('DELETE FROM price_grids WHERE id = ?').run(grid.id);
  },

  createPriceGrid: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    checkGridBody(app.db, agencyId, body);
    const id = Number(
      app.db
        .prepare(
          `INSERT INTO price_grids (agency_id, label, customer_id, formula_id, valid_from, valid_to, per_km_cents, night_increase_percent, sunday_increase_percent, holiday_increase_percent, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(agencyId, ...gridValues(body), app.clock.iso()).lastInsertRowid,
    );
    addMissingItems(app.db, agencyId, id);
    logGridChange(app.db, id, authorOf(session), 'Grille créée', app.clock.iso());
    return found(getPriceGrid(app.db, agencyId, id));
  },

  relevantPriceGrid: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    found(app.db.prepare('SELECT 1 FROM customers WHERE id = ? AND agency_id = ?').get(params.id, agencyId));
    const id = relevantGridId(app.db, agencyId, params.id, params.date, query.selectedPriceGridId);
    return id === null ? null : getPriceGrid(app.db, agencyId, id);
  },

  updatePriceGridItem: ({ params, body, session, app }) => {
    const agencyId = agencyOf(session);
    const grid = found(getPriceGrid(app.db, agencyId, params.id));
    const item = found(grid.items.find((i) => i.id === params.itemId));
    checkLineOffered(app.db, agencyId, item.productType);
    app.db.prepare('UPDATE price_grid_items SET hourly_rate = ? WHERE id = ?').run(body.hourlyRate, item.id);
    logGridChange(app.db, grid.id, authorOf(session), `Tarif « ${item.prestationTypeLabel} » : ${body.hourlyRate === null ? 'aucun' : (body.hourlyRate / 100).toFixed(2).replace('.', ',')}`, app.clock.iso());
    return found(getPriceGrid(app.db, agencyId, grid.id));
  },

  addMissingPriceGridItems: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    found(getPriceGrid(app.db, agencyId, params.id));
    const added = addMissingItems(app.db, agencyId, params.id);
    if (added) logGridChange(app.db, params.id, authorOf(session), `${added} tarif(s) ajouté(s)`, app.clock.iso());
    return found(getPriceGrid(app.db, agencyId, params.id));
  },

  priceGridChangelogs: ({ params, session, app }) => {
    found(getPriceGrid(app.db, agencyOf(session), params.id));
    return app.db.prepare('SELECT id, at, author, description FROM price_grid_changelogs WHERE grid_id = ? ORDER BY at DESC, id DESC').all(params.id) as { id: number; at: string; author: string; description: string }[];
  },
});
