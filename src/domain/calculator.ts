/**
 * /calculator: what childcare at home really costs a family per month (docs/domain.md: the 50 % tax
 * credit of services à la personne and the CAF's CMG « structure » for children under six).
 * Integer cents throughout, each amount rounded once, half away from zero (billing/money.ts).
 *
 * Decisions (the spec gives only the screen's name):
 * - a month is 52/12 weeks; the hourly price is VAT-included, as agencies quote it, and the
 *   VAT shown is the part of it at the chosen rate;
 * - the CMG needs a child under six and at least 16 hours in the month; it pays at most the
 *   monthly ceiling the CAF notified to the family (it depends on income and the child's age,
 *   so the family types it), and the family keeps at least 15 % of the cost;
 * - the tax credit is 50 % of what the family pays after the CMG, within the yearly ceiling of
 *   12 000 € raised by 1 500 € per dependent child up to 15 000 € (taken as a twelfth a month);
 *   it comes back the following year, or at once with the avance immédiate.
 */
import { divideRounded, hoursAmount, percentOf, splitVat, type VatRate } from './billing/money';
import { parseAmountToCents } from './format/amount';

export const WEEKS_PER_YEAR = 52;
export const CMG_MIN_MONTHLY_HOURS = 16;
/** The share of the cost the family keeps whatever its CMG. */
export const CMG_MIN_FAMILY_SHARE_PERCENT = 15;
export const TAX_CREDIT_PERCENT = 50;
export const TAX_CREDIT_CEILING_CENTS = 1_200_000;
export const TAX_CREDIT_CEILING_PER_CHILD_CENTS = 150_000;
export const TAX_CREDIT_CEILING_MAX_CENTS = 1_500_000;

export interface CalculatorInput {
  weeklyMinutes: number;
  /** VAT-included cents per hour. */
  hourlyPriceCents: number;
  vatRate: VatRate;
  childUnderSix: boolean;
  /** The CAF's monthly CMG ceiling for the family, in cents. */
  cmgCeilingCents: number;
  /** Dependent children, for the tax credit's ceiling. */
  children: number;
}

export interface CalculatorResult {
  monthlyMinutes: number;
  monthlyCostCents: number;
  vatExcludedCents: number;
  vatCents: number;
  cmgEligible: boolean;
  cmgCents: number;
  afterCmgCents: number;
  taxCreditCents: number;
  /** What the family really pays per month. */
  netCents: number;
  netHourlyCents: number;
}

/** The yearly expenses the tax credit applies to: 12 000 € + 1 500 € a child, at most 15 000 €. */
export function taxCreditCeilingCents(children: number): number {
  return Math.min(TAX_CREDIT_CEILING_CENTS + Math.max(0, children) * TAX_CREDIT_CEILING_PER_CHILD_CENTS, TAX_CREDIT_CEILING_MAX_CENTS);
}

export function computeChildcareCost(input: CalculatorInput): CalculatorResult {
  const monthlyMinutes = divideRounded(input.weeklyMinutes * WEEKS_PER_YEAR, 12);
  const monthlyCostCents = hoursAmount(monthlyMinutes, input.hourlyPriceCents);
  const vat = splitVat(monthlyCostCents, input.vatRate);
  const cmgEligible = input.childUnderSix && monthlyMinutes >= CMG_MIN_MONTHLY_HOURS * 60;
  const cmgCents = cmgEligible ? Math.max(0, Math.min(input.cmgCeilingCents, monthlyCostCents - percentOf(monthlyCostCents, CMG_MIN_FAMILY_SHARE_PERCENT))) : 0;
  const afterCmgCents = monthlyCostCents - cmgCents;
  const taxCreditCents = percentOf(Math.min(afterCmgCents, divideRounded(taxCreditCeilingCents(input.children), 12)), TAX_CREDIT_PERCENT);
  const netCents = afterCmgCents - taxCreditCents;
  return {
    monthlyMinutes,
    monthlyCostCents,
    vatExcludedCents: vat.vatExcluded,
    vatCents: vat.vat,
    cmgEligible,
    cmgCents,
    afterCmgCents,
    taxCreditCents,
    netCents,
    netHourlyCents: monthlyMinutes ? divideRounded(netCents * 60, monthlyMinutes) : 0,
  };
}

/** Hours typed as '12', '12,5' or '12.25' → minutes; null when not a number of hours (at most 2 decimals, none negative). */
export function parseWeeklyHours(text: string): number | null {
  const hundredths = parseAmountToCents(text.replace(/\s*h$/i, ''));
  return hundredths === null || hundredths < 0 ? null : divideRounded(hundredths * 60, 100);
}

export const CALCULATOR_TEXTS = {
  intro: 'Estimez ce que la garde d’enfants à domicile coûte réellement à une famille chaque mois, après l’aide de la CAF et le crédit d’impôt.',
  hours: 'Heures de garde par semaine',
  price: 'Tarif horaire TTC',
  vat: 'Taux de TVA',
  childUnderSix: 'Un enfant gardé a moins de six ans (CMG de la CAF)',
  cmgCeiling: 'Plafond mensuel du CMG notifié par la CAF',
  children: 'Enfants à charge',
  monthlyHours: 'Heures par mois',
  monthlyCost: 'Coût mensuel TTC',
  vatPart: 'dont TVA',
  cmg: 'CMG de la CAF',
  cmgNotEligible: `Pas de CMG : il faut un enfant de moins de six ans et au moins ${CMG_MIN_MONTHLY_HOURS} heures de garde dans le mois`,
  afterCmg: 'Reste après CMG',
  taxCredit: 'Crédit d’impôt (50 %)',
  taxCreditNote: 'Remboursé l’année suivante, ou déduit chaque mois avec l’avance immédiate',
  net: 'Coût réel pour la famille par mois',
  netHourly: 'Soit par heure',
  invalidHours: 'Nombre d’heures non valide',
  invalidAmount: 'Montant non valide',
  incomplete: 'Corrigez les valeurs saisies pour voir le calcul',
  frenchAids: 'Les aides calculées ici (CMG de la CAF, crédit d’impôt) sont celles de la France : elles ne s’appliquent pas à une famille qui réside en Suisse.',
} as const;
