/**
 * The agency's settings forms (spec 001 §3 Agency, §7 agency calls): contact, address,
 * presentation, app home messages and the recipients of event confirmation mails. One set
 * of rules, checked by the portal's forms and by the sandbox, so that both answer the same
 * French message on the same field.
 *
 * Decisions (the spec gives no rule): the contact mail and the phone are required, the
 * hotline phone is optional; phones are landlines in the spec's sense (a mobile passes too);
 * a zip code is 5 digits (mainland and overseas France). A Geneva agency (zone SUISSE_GEN)
 * has a Swiss address and numbers: 4-digit zip code, phones of 9 digits after 0 or +41.
 * The presentation holds at most
 * 5 000 characters of HTML, each app home message 500 (a message's limit, spec 001 §9);
 * at most 10 recipients.
 */
import type { Agency } from '../../api/contract/auth';
import type { FormRules } from '../form/rules';
import { MESSAGES } from '../messages';
import { isEmail } from '../validation';

export const PRESENTATION_MAX = 5000;
export const APP_HOME_MESSAGE_MAX = 500;
export const RECIPIENTS_MAX = 10;

export const ZIP_CODE_MESSAGE = 'Le code postal compte 5 chiffres';
export const TOO_MANY_RECIPIENTS = `${RECIPIENTS_MAX} destinataires au plus`;

type Zone = Agency['schoolVacationZone'] | null | undefined;
const isSwiss = (zone: Zone) => zone === 'SUISSE_GEN';

export const SWISS_ZIP_CODE_MESSAGE = 'Le code postal compte 4 chiffres';

/** A Swiss number: 0 or +41 (0041), then 9 digits; separators ignored. */
export function isSwissPhone(text: string): boolean {
  return /^(?:\+41|0041|0)\d{9}$/.test(text.replace(/[\s.\-/]/g, ''));
}

export type ContactField = 'contactMail' | 'phone' | 'hotlinePhone';
export function contactRules(zone: Zone): FormRules<ContactField> {
  const swissPhone = { check: (text: string) => (isSwissPhone(text) ? null : MESSAGES.invalidFormat) };
  return {
    contactMail: { required: true, email: true, max: 200 },
    phone: isSwiss(zone) ? { required: true, ...swissPhone } : { required: true, phone: 'landline' },
    hotlinePhone: isSwiss(zone) ? swissPhone : { phone: 'landline' },
  };
}

export type AddressField = 'address' | 'zipCode' | 'city';
export function addressRules(zone: Zone): FormRules<AddressField> {
  const [pattern, message] = isSwiss(zone) ? [/^\d{4}$/, SWISS_ZIP_CODE_MESSAGE] : [/^\d{5}$/, ZIP_CODE_MESSAGE];
  return {
    address: { required: true, max: 250 },
    zipCode: { required: true, check: (value) => (pattern.test(value) ? null : message) },
    city: { required: true, max: 150 },
  };
}

export const PRESENTATION_RULES: FormRules<'presentation'> = { presentation: { max: PRESENTATION_MAX } };

export type AppHomeField = 'proMessage' | 'parentsMessage';
export const APP_HOME_RULES: FormRules<AppHomeField> = { proMessage: { max: APP_HOME_MESSAGE_MAX }, parentsMessage: { max: APP_HOME_MESSAGE_MAX } };

/** The addresses typed one per line (or separated by commas or semicolons), blanks dropped. */
export function splitRecipients(text: string): string[] {
  return text.split(/[\n,;]+/).map((mail) => mail.trim()).filter(Boolean);
}

/** The first wrong address ('Email non valide : marie@'), too many, or null. */
export function recipientsError(mails: readonly string[]): string | null {
  const wrong = mails.find((mail) => !isEmail(mail));
  if (wrong) return `${MESSAGES.invalidEmail} : ${wrong}`;
  return mails.length > RECIPIENTS_MAX ? TOO_MANY_RECIPIENTS : null;
}

export const RECIPIENTS_RULES: FormRules<'recipientMails'> = { recipientMails: { check: (text) => recipientsError(splitRecipients(text)) } };

/** Above the agency's settings shown to an adviser whose agency does not grant the right to change them (gates.ts AGENCY_SETTINGS). */
export const SETTINGS_READ_ONLY_NOTE = 'Vous consultez les paramètres de l’agence : les modifier demande le droit « Paramètres de l’agence », que l’agence n’accorde pas à ses conseillers.';
/** In place of the orders, for the same adviser. */
export const ORDERS_RIGHT_NOTE = 'Commander des signatures demande le droit « Paramètres de l’agence », que l’agence n’accorde pas à ses conseillers.';
