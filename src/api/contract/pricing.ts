/**
 * The agency's lists loaded once an agency context is chosen (spec 000 §3): prestation
 * types and price-grid formulas (one call, spec 002 §7.2's path), and product types.
 * Shapes "not shown" in spec 002: decided here, minimal.
 */
import * as z from 'zod/mini';
import { EMPTY, endpoint } from '../endpoint';
import { Changelog, IsoDate, Id, IdParams, IsoDateTime, STAFF_ROLES, SearchText, page, pageRequest } from './common';

/** VAT rates of spec 002 §3 (percent: 0, 10, 19.6, 20, 5.5; default REDUIT_10_0). */
export const VAT_RATES = ['ZERO', 'REDUIT_10_0', 'NORMAL', 'LEGAL_ENTITY_20_0', 'REDUIT_HANDICAP_5_5'] as const;

/**
 * Decision: a product type is a line of business the agency sells, with its VAT rate:
 * CHILDCARE (garde d'enfants) always, HOUSEHOLD (entretien de la maison) where the agency
 * has householdEnabled, HOMECARE (aide à domicile) where it offers it.
 */
export const PRODUCT_TYPES = ['CHILDCARE', 'HOUSEHOLD', 'HOMECARE'] as const;
export const ProductTypeCode = z.enum(PRODUCT_TYPES);

export const ProductType = z.object({ code: ProductTypeCode, label: z.string(), vatRate: z.enum(VAT_RATES) });
export type ProductType = z.infer<typeof ProductType>;

/**
 * Spec 001/002's prestation types; codes decided for those the spec only describes
 * ("under three, over three, five children and more, special"). CUSTOM ones carry the
 * agency's own label.
 */
export const PRESTATION_TYPES = [
  'CHILDCARE', 'CHILDCARE_BILINGUAL', 'CHILDCARE_TUTORING', 'CHILDCARE_UNDER_THREE', 'CHILDCARE_OVER_THREE', 'CHILDCARE_FIVE_CHILDREN_AND_MORE', 'SPECIAL', 'CUSTOM',
] as const;

/** A prestation type of the agency; archived ones stay on old contracts but are not offered any more. */
export const PrestationType = z.object({
  id: z.number(),
  type: z.enum(PRESTATION_TYPES),
  label: z.string(),
  productType: ProductTypeCode,
  archived: z.boolean(),
});
export type PrestationType = z.infer<typeof PrestationType>;

/**
 * Decision: a price-grid formula is how a grid computes a price (a grid picks one, its
 * items hold the amounts): HOURLY (one hourly rate), HOURLY_BY_CHILDREN (an hourly rate per
 * number of children), MONTHLY_PACKAGE (a monthly package for the planned hours).
 */
export const PRICE_GRID_FORMULAS = ['HOURLY', 'HOURLY_BY_CHILDREN', 'MONTHLY_PACKAGE'] as const;

export const PriceGridFormula = z.object({
  id: z.number(),
  code: z.enum(PRICE_GRID_FORMULAS),
  label: z.string(),
  description: z.string(),
  archived: z.boolean(),
});
export type PriceGridFormula = z.infer<typeof PriceGridFormula>;

/** The session's agency's prestation types and formulas, archived ones included (flagged), sorted by label. */
export const prestationTypesAndFormulas = endpoint({
  name: 'pricing.prestationTypesAndFormulas', reads: ['prices'],
  method: 'GET',
  path: '/private/pricing/prestation-types-and-formulas',
  access: 'private',
  roles: STAFF_ROLES,
  response: z.object({ prestationTypes: z.array(PrestationType), formulas: z.array(PriceGridFormula) }),
});

/** The session's agency's product types (path "not shown": decided here). */
export const productTypes = endpoint({
  name: 'pricing.productTypes', reads: ['prices'],
  method: 'GET',
  path: '/private/pricing/product-types',
  access: 'private',
  roles: STAFF_ROLES,
  response: z.array(ProductType),
});

// ——— Price grids and prestation types (spec 002 §7.2) ———
// Decisions: a grid prices a customer's bills (customer null: the agency's default grid, for
// customers without their own): VAT-included cents per hour for each prestation type (null:
// not priced yet, and a bill needing it is LOCKED_MISSING_PRICE_GRID), cents per kilometre,
// and the night, Sunday and holiday increases in percent. A customer's grid is valid from
// `validFrom` to `validTo` (null: open); the relevant grid at a date is the selected one when
// valid, else the customer's contract's, else the customer's valid one, else the agency's
// default. Every change is logged.

const Percent = z.number().check(z.minimum(0), z.maximum(300));

export const PriceGridItem = z.object({
  id: z.number(),
  prestationTypeId: z.number(),
  prestationTypeLabel: z.string(),
  /** The prestation type's line: a closed line's prices are kept but cannot be changed (src/domain/agency/productGates.ts). */
  productType: ProductTypeCode,
  /** VAT-included cents per hour; null: not priced yet. */
  hourlyRate: z.nullable(z.number().check(z.int(), z.minimum(0))),
});
export type PriceGridItem = z.infer<typeof PriceGridItem>;

export const PriceGrid = z.object({
  id: z.number(),
  label: z.string(),
  customer: z.nullable(z.object({ id: z.number(), label: z.string() })),
  formulaId: z.nullable(z.number()),
  validFrom: IsoDate,
  validTo: z.nullable(IsoDate),
  perKmCents: z.number().check(z.int(), z.minimum(0)),
  nightIncreasePercent: Percent,
  sundayIncreasePercent: Percent,
  holidayIncreasePercent: Percent,
  items: z.array(PriceGridItem),
  /** Bills priced with it. */
  billCount: z.number(),
});
export type PriceGrid = z.infer<typeof PriceGrid>;

const GridBody = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(150)),
  customerId: z.nullable(Id),
  formulaId: z.nullable(Id),
  validFrom: IsoDate,
  validTo: z.nullable(IsoDate),
  perKmCents: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
  nightIncreasePercent: Percent,
  sundayIncreasePercent: Percent,
  holidayIncreasePercent: Percent,
});

const base = { access: 'private', roles: STAFF_ROLES } as const;

/** A custom prestation type (type CUSTOM with its own label) or one of the spec's types the agency lacks. */
export const createPrestationType = endpoint({
  ...base, name: 'pricing.createPrestationType', writes: ['prices'], method: 'POST', path: '/private/pricing/prestation-types',
  body: z.object({ type: z.enum(PRESTATION_TYPES), label: z.string().check(z.minLength(1), z.maxLength(150)), productType: ProductTypeCode }), response: PrestationType,
});

export const updatePrestationTypeArchiveStatus = endpoint({
  ...base, name: 'pricing.updatePrestationTypeArchiveStatus', writes: ['prices'], method: 'PUT', path: '/private/pricing/prestation-types/{id}/update-archive-status',
  params: IdParams, query: z.object({ archive: z.enum(['true', 'false']) }), response: PrestationType,
});

/** By label or customer; the agency's default grid first, then by label. */
export const searchPriceGrids = endpoint({
  ...base, name: 'pricing.searchGrids', reads: ['prices'], method: 'POST', path: '/private/pricing/grids/search',
  body: z.object({ pattern: SearchText, customerId: z.optional(z.nullable(Id)), ...pageRequest }), response: page(PriceGrid),
});

/** The grids of the family's customer. */
export const priceGridsOfFamily = endpoint({ ...base, name: 'pricing.gridsOfFamily', reads: ['prices'], method: 'GET', path: '/private/pricing/grids/families/{id}', params: IdParams, response: z.array(PriceGrid) });
export const countCustomerPriceGrids = endpoint({ ...base, name: 'pricing.countCustomerGrids', reads: ['prices', 'customers'], method: 'GET', path: '/private/pricing/grids/customers/{id}/count', params: IdParams, response: z.object({ count: z.number() }) });
export const customerPriceGrids = endpoint({ ...base, name: 'pricing.customerGrids', reads: ['prices', 'customers'], method: 'GET', path: '/private/pricing/grids/customers/{id}', params: IdParams, response: z.array(PriceGrid) });
export const getPriceGrid = endpoint({ ...base, name: 'pricing.getGrid', reads: ['prices'], method: 'GET', path: '/private/pricing/grids/{id}', params: IdParams, response: PriceGrid });
export const updatePriceGrid = endpoint({ ...base, name: 'pricing.updateGrid', writes: ['prices'], method: 'PUT', path: '/private/pricing/grids/{id}', params: IdParams, body: GridBody, response: PriceGrid });
/** Not while bills use it (400 PRICE_GRID_IN_USE). */
export const deletePriceGrid = endpoint({ ...base, name: 'pricing.deleteGrid', writes: ['prices', 'contracts'], method: 'DELETE', path: '/private/pricing/grids/{id}', params: IdParams, response: EMPTY });
/** Created with one unpriced item per active prestation type. */
export const createPriceGrid = endpoint({ ...base, name: 'pricing.createGrid', writes: ['prices'], method: 'POST', path: '/private/pricing/grids', body: GridBody, response: PriceGrid });

/** The grid pricing the customer's bills at that date; null when none. */
export const relevantPriceGrid = endpoint({
  ...base, name: 'pricing.relevantGrid', reads: ['prices'], method: 'GET', path: '/private/pricing/grids/customers/{id}/relevant-for/{date}',
  params: z.object({ id: Id, date: IsoDate }), query: z.object({ selectedPriceGridId: z.optional(Id) }), response: z.nullable(PriceGrid),
});

export const updatePriceGridItem = endpoint({
  ...base, name: 'pricing.updateGridItem', writes: ['prices'], method: 'PUT', path: '/private/pricing/grids/{id}/items/{itemId}',
  params: z.object({ id: Id, itemId: Id }), body: z.object({ hourlyRate: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))) }), response: PriceGrid,
});

/** Adds an unpriced item for each active prestation type the grid lacks. */
export const addMissingPriceGridItems = endpoint({ ...base, name: 'pricing.addMissingItems', writes: ['prices'], method: 'POST', path: '/private/pricing/grids/{id}/items/add-missing', params: IdParams, response: PriceGrid });

export const PriceGridChangelog = Changelog;
/** Newest first. */
export const priceGridChangelogs = endpoint({ ...base, name: 'pricing.gridChangelogs', reads: ['prices'], method: 'GET', path: '/private/pricing/grids/{id}/changelogs', params: IdParams, response: z.array(PriceGridChangelog) });
