/**
 * The agency's lists loaded once an agency context is chosen (spec 000 §3): prestation
 * types and price-grid formulas (one call, spec 002 §7.2's path), and product types.
 * Shapes "not shown" in spec 002: decided here, minimal.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { STAFF_ROLES } from './common';

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
  name: 'pricing.prestationTypesAndFormulas',
  method: 'GET',
  path: '/private/pricing/prestation-types-and-formulas',
  access: 'private',
  roles: STAFF_ROLES,
  response: z.object({ prestationTypes: z.array(PrestationType), formulas: z.array(PriceGridFormula) }),
});

/** The session's agency's product types (path "not shown": decided here). */
export const productTypes = endpoint({
  name: 'pricing.productTypes',
  method: 'GET',
  path: '/private/pricing/product-types',
  access: 'private',
  roles: STAFF_ROLES,
  response: z.array(ProductType),
});
