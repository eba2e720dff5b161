/**
 * What an estimate costs (spec 001 §5 VAT rates; docs/domain.md): the planned minutes at the
 * grid's VAT-included hourly rate, rounded once to the cent, split into VAT-excluded and VAT
 * with the prestation's rate (`billing/money.ts`, as bills do), and the tax credit a family
 * can expect: 50 % of what it pays. Decided: only a NATURAL customer (a family) gets the tax
 * credit; a company or a provider sees none (null).
 */
import type { CUSTOMER_TYPES } from '../../api/contract/customers';
import { divideRounded, hoursAmount, splitVat, type VatRate } from '../billing/money';

/** Percent of what a family pays that comes back as a tax credit (services à la personne). */
export const TAX_CREDIT_PERCENT = 50;

export interface EstimateAmounts {
  minutes: number;
  /** VAT-included cents per hour; null when the grid has no price for the prestation. */
  hourlyRate: number | null;
  vatRate: VatRate;
  vatIncluded: number;
  vatExcluded: number;
  vat: number;
  /** Null for a company or a provider. */
  taxCredit: number | null;
  /** What the family pays in the end, after the tax credit (null as `taxCredit`). */
  afterTaxCredit: number | null;
}

export function estimateAmounts(minutes: number, hourlyRate: number | null, vatRate: VatRate, customerType: (typeof CUSTOMER_TYPES)[number]): EstimateAmounts {
  const split = splitVat(hourlyRate === null ? 0 : hoursAmount(minutes, hourlyRate), vatRate);
  const taxCredit = customerType === 'NATURAL' ? divideRounded(split.vatIncluded * TAX_CREDIT_PERCENT, 100) : null;
  return {
    minutes,
    hourlyRate,
    vatRate,
    ...split,
    taxCredit,
    afterTaxCredit: taxCredit === null ? null : split.vatIncluded - taxCredit,
  };
}

/**
 * The amounts of a planning being typed, as the server will compute them once saved: the
 * grid's rate for the prestation type (null without a grid or a price), the VAT rate of the
 * type's line of business (10 % when unknown).
 */
export function draftAmounts(
  minutes: number,
  grid: { items: readonly { prestationTypeId: number; hourlyRate: number | null }[] } | null,
  prestationType: { id: number; productType: string },
  productTypes: readonly { code: string; vatRate: VatRate }[],
  customerType: (typeof CUSTOMER_TYPES)[number],
): EstimateAmounts {
  const rate = grid?.items.find((item) => item.prestationTypeId === prestationType.id)?.hourlyRate ?? null;
  const vatRate = productTypes.find((product) => product.code === prestationType.productType)?.vatRate ?? 'REDUIT_10_0';
  return estimateAmounts(minutes, rate, vatRate, customerType);
}
