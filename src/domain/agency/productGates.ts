/**
 * The lines of business an option opens (spec 001 §7): household work (« Entretien de la
 * maison ») needs `householdEnabled`, home care (« Aide à domicile ») `homecareEnabled`;
 * childcare is always sold. A prestation type of a closed line is not offered (the lists leave
 * it out) and cannot be chosen (403 FEATURE_DISABLED naming the option), while the contracts,
 * estimates and events that already carry it keep it.
 */
import type { PRODUCT_TYPES } from '../../api/contract/pricing';
import { FEATURE_DISABLED, OPTION_FLAG_LABELS, type GateRefusal } from './gateRefusals';
import type { AgencyGatesView, OptionFlag } from './gates';

type ProductTypeCodeValue = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_FEATURES: Readonly<Record<ProductTypeCodeValue, { flag: OptionFlag; label: string } | null>> = {
  CHILDCARE: null,
  HOUSEHOLD: { flag: 'householdEnabled', label: 'Entretien de la maison' },
  HOMECARE: { flag: 'homecareEnabled', label: 'Aide à domicile' },
};

/** Why a prestation type of this line cannot be chosen in the agency, or null when it can. */
export function productTypeRefusal(productType: ProductTypeCodeValue, agency: AgencyGatesView): GateRefusal | null {
  const line = PRODUCT_TYPE_FEATURES[productType];
  if (!line || agency.features.includes(line.flag)) return null;
  return {
    code: FEATURE_DISABLED,
    label: `Les prestations « ${line.label} » ne sont pas proposées : l'option « ${OPTION_FLAG_LABELS[line.flag].label} » n'est pas activée pour cette agence.`,
  };
}

export const isProductTypeOffered = (productType: ProductTypeCodeValue, agency: AgencyGatesView): boolean => productTypeRefusal(productType, agency) === null;

/** What a list says of a closed line's entry it still shows (a grid's price kept from before): null when the line is open. */
export function closedLineNote(productType: ProductTypeCodeValue, agency: AgencyGatesView | null | undefined): string | null {
  const line = PRODUCT_TYPE_FEATURES[productType];
  if (!line || !agency || agency.features.includes(line.flag)) return null;
  return `Option « ${OPTION_FLAG_LABELS[line.flag].label} » désactivée`;
}
