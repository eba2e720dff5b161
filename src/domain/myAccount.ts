/**
 * The my-account form (spec 000 §5, §7): its checks and the payload of
 * PUT /private/bo/myAccount. Names and login are sent trimmed; passwords as typed.
 */
import type { SessionUser } from '../api/contract/auth';
import { MESSAGES } from './messages';
import { isValidPassword } from './password';
import { collectErrors, isEmail, maxLengthMessage, textError, type FormErrors } from './validation';

export const ACCOUNT_LIMITS = { firstName: 150, lastName: 150, login: 200, currentPassword: 50 } as const;

export interface MyAccountValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly login: string;
  /** The 'change password' box. */
  readonly changingPassword: boolean;
  readonly currentPassword: string;
  readonly newPassword: string;
}

export type MyAccountField = keyof MyAccountValues;

/** The form as it opens, filled from the session user. */
export function myAccountValues(user: Pick<SessionUser, 'firstName' | 'lastName' | 'login'>): MyAccountValues {
  return { firstName: user.firstName, lastName: user.lastName, login: user.login, changingPassword: false, currentPassword: '', newPassword: '' };
}

function loginError(login: string): string | null {
  return textError(login, { required: true, max: ACCOUNT_LIMITS.login }) ?? (isEmail(login) ? null : MESSAGES.invalidEmail);
}

// Passwords are checked as typed: a space is a character like any other.
function currentPasswordError({ changingPassword, currentPassword }: MyAccountValues): string | null {
  if (!changingPassword) return null;
  if (!currentPassword) return MESSAGES.required;
  return currentPassword.length > ACCOUNT_LIMITS.currentPassword ? maxLengthMessage(ACCOUNT_LIMITS.currentPassword) : null;
}

function newPasswordError({ changingPassword, newPassword }: MyAccountValues): string | null {
  if (!changingPassword) return null;
  if (!newPassword) return MESSAGES.required;
  return isValidPassword(newPassword) ? null : MESSAGES.invalidFormat;
}

export function myAccountErrors(values: MyAccountValues): FormErrors<MyAccountField> {
  return collectErrors<MyAccountField>({
    firstName: textError(values.firstName, { required: true, max: ACCOUNT_LIMITS.firstName }),
    lastName: textError(values.lastName, { required: true, max: ACCOUNT_LIMITS.lastName }),
    login: loginError(values.login),
    changingPassword: null,
    currentPassword: currentPasswordError(values),
    newPassword: newPasswordError(values),
  });
}

export interface MyAccountPayload {
  readonly login: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly changingPassword: boolean;
  readonly currentPassword: string | null;
  readonly newPassword: string | null;
}

/** The body of the update; the passwords travel only when they are being changed. */
export function toMyAccountPayload(values: MyAccountValues): MyAccountPayload {
  return {
    login: values.login.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    changingPassword: values.changingPassword,
    currentPassword: values.changingPassword ? values.currentPassword : null,
    newPassword: values.changingPassword ? values.newPassword : null,
  };
}
