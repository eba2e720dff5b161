/**
 * The custom template engine mapping of an agency (spec 001 §7
 * `PUT /private/admin/custom-template-engine-mapping/agencies/{id}`, `DELETE
 * /private/admin/custom-template-engine-mapping`), set by the admin on /agencies/{agencyId}.
 * Decided where the spec only names the calls: a mapping tells, for each kind of document the
 * agency produces (the kinds of /agency/templates, `agency/templates.ts`), the identifier of its
 * own template in the custom engine; a kind left empty keeps the network's standard template. The DELETE names the agency in its query
 * (`agencyId`) and brings every kind back to the standard templates; a GET (decided) reads it.
 */
import { TEMPLATE_KINDS, type TemplateKind } from './agency/templates';
import type { FormRules } from './form/rules';

export type TemplateMapping = Readonly<Record<TemplateKind, string | null>>;

/** Most characters of a template identifier. */
export const TEMPLATE_KEY_MAX = 100;
const TEMPLATE_KEY = /^[A-Za-z0-9][A-Za-z0-9_./-]*$/;

export const TEMPLATE_MAPPING_MESSAGES = {
  key: 'Identifiant invalide : lettres, chiffres, « _ », « - », « . » et « / » seulement',
  empty: 'Associez au moins un modèle, ou revenez aux modèles standard',
} as const;

const keyRule = { max: TEMPLATE_KEY_MAX, check: (v: string) => (v === '' || TEMPLATE_KEY.test(v) ? null : TEMPLATE_MAPPING_MESSAGES.key) };

export const TEMPLATE_MAPPING_RULES: FormRules<TemplateKind> = Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, keyRule]));

/** The form's values: an empty text for a kind that keeps the standard template. */
export function mappingToValues(mapping: TemplateMapping | null): Record<TemplateKind, string> {
  return Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, mapping?.[kind] ?? ''])) as Record<TemplateKind, string>;
}

export function valuesToMapping(values: Readonly<Record<TemplateKind, string>>): TemplateMapping {
  return Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, values[kind].trim() || null])) as Record<TemplateKind, string | null>;
}

/** A mapping that maps nothing is refused: the admin deletes it instead. */
export function isEmptyMapping(mapping: TemplateMapping): boolean {
  return TEMPLATE_KINDS.every((kind) => !mapping[kind]);
}
