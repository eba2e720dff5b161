/** Users (spec 000 §2.4, §3; spec 001 §7): the search of the quick search and of /users, and the app accounts of professionals and parents. */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { ROLES, endpoint } from '../endpoint';
import { EMPTY, FILE, type UploadedFile } from '../endpoint';
import { USER_STATUSES } from '../../domain/userStatus';
import { USER_TYPES } from '../../domain/users';
import { DownloadQuery, FamilyRef, Id, IdList, IdParams, IsoDateTime, PortalUrl, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { EMPLOYEE_STATUSES } from './dashboard';

export const EmployeeStatus = z.enum(EMPLOYEE_STATUSES);

/**
 * A user found by the search: for role PRO, a professional, whose id is the employee's
 * (the /employees/{id} and /professionals/{id} pages, the unavailabilities' userId).
 * `login` is the e-mail the professional signs in with; a candidate has status CANDIDATE
 * and shows with ' (C)'.
 */
export const UserSearchItem = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  status: EmployeeStatus,
  role: z.enum(ROLES),
});
export type UserSearchItem = z.infer<typeof UserSearchItem>;

/**
 * A user as the /users list shows it: for role FAMILY a parent's app account (its own id, its
 * family), for role PRO the professional (the employee's id). `locked`: too many failed logins
 * (unlock); `pictureAt`: when the picture was set, null without one.
 */
export const UserAccount = z.object({
  ...UserSearchItem.shape,
  role: z.enum(USER_TYPES),
  locked: z.boolean(),
  pictureAt: z.nullable(IsoDateTime),
  family: z.nullable(FamilyRef),
  activationMailSentAt: z.nullable(IsoDateTime),
  createdAt: IsoDateTime,
});
export type UserAccount = z.infer<typeof UserAccount>;

/**
 * `namePattern` is found in 'first last', 'last first' or the login (case- and accent-insensitive).
 * `role` PRO (default: the quick search's) or FAMILY (parent accounts); `status` one status, `statuses`
 * any of them (empty: all); `roles`, when given, replaces `role` (both kinds at once: /users). Sorted by last name,
 * first name. Within the session's agency.
 */
export const searchUsers = endpoint({
  name: 'users.search', reads: ['users'],
  method: 'POST',
  path: '/private/users/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ namePattern: SearchText, role: z._default(z.enum(USER_TYPES), 'PRO'), status: z.optional(z.nullable(EmployeeStatus)), statuses: z.optional(z.array(EmployeeStatus)), roles: z.optional(z.array(z.enum(USER_TYPES))), ...pageRequest }),
  response: page(UserAccount),
});

/** Which kind of user an id names: a professional (the employee's id) or a parent's account. */
export const UserType = z.enum(USER_TYPES);
const TypeQuery = z.object({ type: z._default(UserType, 'PRO') });
/** A selection of users of one kind; all or none (404 when one is not the agency's). */
export const UserSelection = z.object({ type: UserType, userIds: IdList.check(z.minLength(1)) });
export type UserSelection = z.infer<typeof UserSelection>;

const Text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
/** Names and login are checked by `USER_ACCOUNT_RULES` (src/domain/users.ts): 400 naming the field. */
export const UserAccountForm = z.object({ firstName: Text(150), lastName: Text(150), login: Text(200) });
export type UserAccountForm = z.input<typeof UserAccountForm>;

const base = { access: 'private', roles: STAFF_ROLES } as const;

/** Creates a parent's account for a family (status CREATED); a professional's comes with its employee record (400 field `type`). */
export const createUser = endpoint({
  ...base, name: 'users.create', writes: ['users', 'employees', 'families', 'history'], method: 'POST', path: '/private/users',
  body: z.object({ ...UserAccountForm.shape, type: UserType, familyId: z.optional(z.nullable(Id)) }),
  response: UserAccount,
});

/** Names and login (a professional's login is its e-mail). */
export const updateUser = endpoint({
  ...base, name: 'users.update', writes: ['users', 'employees', 'families'], method: 'PUT', path: '/private/users/{id}',
  params: IdParams, query: TypeQuery, body: UserAccountForm, response: UserAccount,
});

export const unlockUser = endpoint({
  ...base, name: 'users.unlock', writes: ['users'], method: 'PUT', path: '/private/users/{id}/unlock',
  params: IdParams, query: TypeQuery, response: UserAccount,
});

/** The users of the selection take the status; answers them. */
export const updateUsersStatus = endpoint({
  ...base, name: 'users.updateStatus', writes: ['users', 'employees', 'families'], method: 'POST', path: '/private/users/updateStatus/{status}',
  params: z.object({ status: z.enum(USER_STATUSES) }), body: UserSelection, response: z.array(UserAccount),
});

/** An uploaded picture as the server reads the multipart body; type and size are checked by `pictureError` (400 field `picture`). */
export const UploadedPicture = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array && typeof (value as UploadedFile).mimeType === 'string',
  { error: 'Image attendue (champ « picture » de type fichier)' },
);

export const updateUserPicture = endpoint({
  ...base, name: 'users.updatePicture', writes: ['users'], method: 'PUT', path: '/private/users/{id}/picture',
  params: IdParams, query: TypeQuery, bodyType: 'multipart', uploads: { picture: ACCEPTED_FILES.pictures }, body: z.object({ picture: UploadedPicture }), response: UserAccount,
});

export const deleteUserPicture = endpoint({
  ...base, name: 'users.deletePicture', writes: ['users'], method: 'DELETE', path: '/private/users/{id}/picture',
  params: IdParams, query: TypeQuery, response: UserAccount,
});

/** Not in the spec: the picture itself, by one-use temporary token (an `<img>` sends no bearer); 404 without one. */
export const downloadUserPicture = endpoint({
  name: 'users.downloadPicture', reads: ['users'], method: 'GET', path: '/private/users/{id}/picture', access: 'public',
  params: IdParams, query: z.object({ ...DownloadQuery.shape, type: z._default(UserType, 'PRO') }), response: FILE,
});

/**
 * Mails each user of the selection the one-use link to activate its account (the sandbox's outbox; the
 * link on `portalUrl` when allowed, as reset links); answers how many went; 400 ACCOUNT_ALREADY_ACTIVE for an active one.
 */
export const sendActivationMail = endpoint({
  ...base, name: 'users.sendActivationMail', writes: ['users'], method: 'POST', path: '/private/users/sendActivationMail',
  body: z.extend(UserSelection, { portalUrl: PortalUrl }), response: z.object({ count: z.number() }),
});

/** Deletes the accounts (login and access): a parent stays in its family, a professional's record stays, not archived, its history saying so. */
export const deleteUsers = endpoint({
  ...base, name: 'users.delete', writes: ['users', 'employees', 'families', 'history'], method: 'POST', path: '/private/users/delete',
  body: UserSelection, response: EMPTY,
});
