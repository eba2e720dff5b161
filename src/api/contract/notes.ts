/**
 * Notes (spec 002 §3, §4, §7.12), within the session's agency.
 * Decisions on what the spec leaves "not shown":
 * - A note is about one family or one professional (familyId or proId, at least one); its content is HTML,
 *   under 5000 characters, sanitised by whoever displays it.
 * - `reminderStatus` is computed at reading: OUTDATED once `reminderDate` has passed, else SCHEDULED
 *   (first reminder of the note) or RESTARTED (set again); null without a reminder. Acknowledging is for
 *   an OUTDATED reminder, cancelling for one to come; both clear it (400 otherwise).
 * - `bookmarkStatuses` holds ON_SCOPE when the note is pinned on its family's or professional's pages.
 * - Archived notes are left out of searches unless `archived: true` is asked; `PUT …/archive?archive=false` restores.
 * - The search's `contentPattern` is case- and accent-insensitive; newest update first.
 */
import * as z from 'zod/mini';
import { userHtml } from './userTexts';
import { BOOKMARK_ON_SCOPE, NOTE_CONTENT_MAX, NOTE_DEFAULT_COLOR, NOTE_MESSAGES, REMINDER_STATUSES } from '../../domain/notes';
import { EMPTY, endpoint } from '../endpoint';
import { FamilyRef, IdList, IdParams, IsoDateTime, PersonRef, STAFF_ROLES, page, pageRequest } from './common';

export const ReminderStatus = z.enum(REMINDER_STATUSES);
export const BookmarkStatus = z.literal(BOOKMARK_ON_SCOPE);

export const Note = z.object({
  id: z.number(),
  content: z.string(),
  color: z.string(),
  reminderStatus: z.nullable(ReminderStatus),
  reminderDate: z.nullable(IsoDateTime),
  bookmarkStatuses: z.array(BookmarkStatus),
  familyId: z.nullable(z.number()),
  proId: z.nullable(z.number()),
  family: z.nullable(FamilyRef),
  pro: z.nullable(PersonRef),
  archived: z.boolean(),
  createdBy: z.object({ id: z.number(), fullName: z.string() }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Note = z.infer<typeof Note>;

const Color = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'Couleur attendue au format #rrggbb' }));
const OptionalId = z.optional(z.nullable(z.number().check(z.int(), z.positive())));

export const NoteBody = z
  .object({
    content: userHtml(z.string().check(z.trim(), z.minLength(1, { error: 'Champ obligatoire' }), z.maxLength(NOTE_CONTENT_MAX))),
    color: z._default(Color, NOTE_DEFAULT_COLOR),
    reminderDate: z.optional(z.nullable(IsoDateTime)),
    familyId: OptionalId,
    proId: OptionalId,
    bookmarkStatuses: z._default(z.array(BookmarkStatus).check(z.maxLength(1)), []),
  })
  .check(z.refine((note) => Boolean(note.familyId || note.proId), { error: NOTE_MESSAGES.targetRequired, path: ['familyId'] }));
export type NoteBody = z.input<typeof NoteBody>;

const notes = { access: 'private', roles: STAFF_ROLES } as const;

export const searchNotes = endpoint({
  name: 'notes.search', reads: ['notes'], method: 'POST', path: '/private/notes/search', ...notes,
  body: z.object({
    familyId: OptionalId,
    proId: OptionalId,
    bookmarkStatuses: z.optional(z.array(BookmarkStatus)),
    reminderStatuses: z.optional(z.array(ReminderStatus)),
    contentPattern: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    archived: z._default(z.boolean(), false),
    ...pageRequest,
  }),
  response: page(Note),
});

export const createNote = endpoint({ name: 'notes.create', writes: ['notes'], method: 'POST', path: '/private/notes', ...notes, body: NoteBody, response: Note });
export const getNote = endpoint({ name: 'notes.get', reads: ['notes'], method: 'GET', path: '/private/notes/{id}', ...notes, params: IdParams, response: Note });
export const updateNote = endpoint({ name: 'notes.update', writes: ['notes'], method: 'PUT', path: '/private/notes/{id}', ...notes, params: IdParams, body: NoteBody, response: Note });
export const deleteNote = endpoint({ name: 'notes.delete', writes: ['notes'], method: 'DELETE', path: '/private/notes/{id}', ...notes, params: IdParams, response: EMPTY });

export const archiveNote = endpoint({
  name: 'notes.archive', writes: ['notes'], method: 'PUT', path: '/private/notes/{id}/archive', ...notes,
  params: IdParams, query: z.object({ archive: z._default(z.enum(['true', 'false']), 'true') }), response: Note,
});

export const acknowledgeReminder = endpoint({
  name: 'notes.acknowledgeReminder', writes: ['notes'], method: 'PUT', path: '/private/notes/{id}/reminder/ack', ...notes, params: IdParams, response: Note,
});

export const cancelReminder = endpoint({
  name: 'notes.cancelReminder', writes: ['notes'], method: 'PUT', path: '/private/notes/{id}/reminder/cancel', ...notes, params: IdParams, response: Note,
});

/** All or none: an id outside the agency answers 404. `bookmarkStatus` null unpins. */
export const updateBookmarkStatus = endpoint({
  name: 'notes.updateBookmarkStatus', writes: ['notes'], method: 'PUT', path: '/private/notes/bulk/updateBookmarkStatus', ...notes,
  body: z.object({ noteIds: IdList.check(z.minLength(1)), bookmarkStatus: z.nullable(BookmarkStatus) }),
  response: z.array(Note),
});
