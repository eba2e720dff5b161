/**
 * Money of bills in integer cents (spec 002 §3, §9): VAT rates, the VAT-excluded part of a
 * VAT-included price, percentages and hourly amounts, always rounded once, half away from
 * zero, in integer arithmetic, so that no floating-point drift ever reaches a total.
 *
 * Decision: prices of grids and bills are VAT-included (what a family pays, as services à la
 * personne are quoted); the VAT-excluded part is the price divided by 1 + rate (the spec's
 * default divisor 1.1 is the default rate REDUIT_10_0), the VAT the difference, so that
 * VAT-excluded + VAT = VAT-included to the cent on every line.
 */
import type { VAT_RATES } from '../../api/contract/pricing';

export type VatRate = (typeof VAT_RATES)[number];

/** Rates in tenths of a percent (19.6 % = 196), so that every computation stays in integers. */
export const VAT_RATE_PERMILLE: Readonly<Record<VatRate, number>> = {
  ZERO: 0,
  REDUIT_10_0: 100,
  NORMAL: 196,
  LEGAL_ENTITY_20_0: 200,
  REDUIT_HANDICAP_5_5: 55,
};

/** When a price comes with no rate, the spec's default divisor 1.1: the 10 % rate. */
export const DEFAULT_VAT_RATE: VatRate = 'REDUIT_10_0';

/** Percent as shown: '10 %', '19,6 %', '5,5 %'. */
export function vatRateLabel(rate: VatRate): string {
  return `${String(VAT_RATE_PERMILLE[rate] / 10).replace('.', ',')}\u00a0%`;
}

/** numerator / denominator rounded half away from zero, in integers (denominator > 0). */
export function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** Sum of amounts in cents (an empty list is 0). */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** The VAT-excluded part of a VAT-included amount: 110,00 € at 10 % → 100,00 €; 0,01 € → 0,01 €. */
export function vatExcludedCents(vatIncluded: number, rate: VatRate | null | undefined): number {
  const permille = VAT_RATE_PERMILLE[rate ?? DEFAULT_VAT_RATE];
  return divideRounded(vatIncluded * 1000, 1000 + permille);
}

export interface VatSplit {
  vatIncluded: number;
  vatExcluded: number;
  vat: number;
}

/** A VAT-included amount split into its VAT-excluded part and its VAT, which add up to it exactly. */
export function splitVat(vatIncluded: number, rate: VatRate | null | undefined): VatSplit {
  const vatExcluded = vatExcludedCents(vatIncluded, rate);
  return { vatIncluded, vatExcluded, vat: vatIncluded - vatExcluded };
}

/** Percent of an amount (percent may have decimals: 12.5), rounded to the cent. */
export function percentOf(cents: number, percent: number): number {
  return divideRounded(cents * Math.round(percent * 100), 10_000);
}

/** The price of minutes at an hourly rate in cents, rounded once: 7h30 at 23,45 € → 175,88 €. */
export function hoursAmount(minutes: number, hourlyCents: number, percent = 100): number {
  return divideRounded(minutes * hourlyCents * Math.round(percent * 100), 60 * 10_000);
}

/** The price of a distance in tenths of a kilometre at a rate per kilometre in cents. */
export function distanceAmount(kmTenths: number, perKmCents: number): number {
  return divideRounded(kmTenths * perKmCents, 10);
}
