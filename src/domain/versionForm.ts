/** The versions history's forms (spec 000 §2.5, §5): a version, and one of its items. */
import type { VersionItem } from '../api/contract/versions';
import { VERSION_ITEM_TYPE_LABELS } from './labels';
import { formatDateTime } from './format/date';
import { MESSAGES } from './messages';
import { APP_VERSION, BUILD_DATE } from './version';
import { collectErrors, textError, type FormErrors } from './validation';

export const VERSION_TEXT_MAX = 200;

export type VersionItemType = VersionItem['type'];
/** The item types in the order the form lists them, with their labels ('Nouveauté', 'Correction'). */
export const VERSION_ITEM_TYPE_CHOICES = (Object.keys(VERSION_ITEM_TYPE_LABELS) as VersionItemType[]).map((type) => ({ type, label: VERSION_ITEM_TYPE_LABELS[type] }));

/** Decision: the spec asks for a confirmation without giving its words; these follow the unavailability one. */
export const DELETE_VERSION_CONFIRMATION = 'Confirmez-vous la suppression de cette version ?';
export const DELETE_VERSION_ITEM_CONFIRMATION = 'Confirmez-vous la suppression de cet élément ?';

/** A version is a draft until it is made visible. */
export function versionStatusLabel(visible: boolean): string {
  return visible ? 'Visible' : 'Brouillon';
}

const text = (value: string) => textError(value, { required: true, max: VERSION_TEXT_MAX });

export function versionErrors(values: { readonly number: string; readonly description: string }): FormErrors<'number' | 'description'> {
  return collectErrors({ number: text(values.number), description: text(values.description) });
}

export function versionItemErrors(values: { readonly type: VersionItemType | null; readonly description: string }): FormErrors<'type' | 'description'> {
  return collectErrors({ type: values.type ? null : MESSAGES.required, description: text(values.description) });
}

/** The info item's line (spec 000 §9): the portal's version and, in a build, its build date. */
export function portalVersionLine(buildDate: string | null = BUILD_DATE): string {
  return buildDate ? `Version du portail : ${APP_VERSION}, construite le ${formatDateTime(buildDate)}` : `Version du portail : ${APP_VERSION}`;
}
