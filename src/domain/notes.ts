/** Notes (spec 002 §3, §4, §9): colours, reminders, pinning; shared by the sandbox and the portal. */
import { MESSAGES } from './messages';
import { maxLengthMessage } from './validation';

export const NOTE_DEFAULT_COLOR = '#ffffa5';
/** Decided: the palette offered (the spec names only the default). */
export const NOTE_COLORS = ['#ffffa5', '#ffd6a5', '#ffadad', '#caffbf', '#9bf6ff', '#bdb2ff'] as const;
export const NOTE_COLOR_LABELS: Record<(typeof NOTE_COLORS)[number], string> = {
  '#ffffa5': 'Jaune', '#ffd6a5': 'Orange', '#ffadad': 'Rose', '#caffbf': 'Vert', '#9bf6ff': 'Bleu', '#bdb2ff': 'Violet',
};
export const REMINDER_STATUSES = ['SCHEDULED', 'RESTARTED', 'OUTDATED'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_STATUS_LABELS: Record<ReminderStatus, string> = { SCHEDULED: 'Rappel programmé', RESTARTED: 'Rappel reprogrammé', OUTDATED: 'Rappel échu' };
/** Pinned: the note shows among the sticky notes of its family's or professional's pages. */
export const BOOKMARK_ON_SCOPE = 'ON_SCOPE' as const;
/** Notes lists: 20 per page (002 §9). */
export const NOTES_PAGE_SIZE = 20;
/** Decided: the content's limit (HTML). */
export const NOTE_CONTENT_MAX = 5000;

export const NOTE_MESSAGES = {
  /** Decided: acknowledging is for a reminder whose date has passed, cancelling for one still to come. */
  reminderNotDue: "Ce rappel n'est pas encore échu : annulez-le plutôt",
  noReminder: "Cette note n'a pas de rappel",
  reminderInPast: 'La date du rappel doit être dans le futur',
  targetRequired: 'Choisissez une famille ou un intervenant',
} as const;

/**
 * A reminder's status at `now`: a reminder whose date has passed is OUTDATED; otherwise SCHEDULED
 * the first time a reminder is set on the note, RESTARTED when it is set again.
 */
export function reminderStatusAt(reminderDate: string | null, timesSet: number, now: number): ReminderStatus | null {
  if (!reminderDate) return null;
  if (Date.parse(reminderDate) <= now) return 'OUTDATED';
  return timesSet > 1 ? 'RESTARTED' : 'SCHEDULED';
}

/** The text of a note's HTML, for a title or a screen reader's label (tags dropped, spaces folded). */
export function noteExcerpt(html: string, max = 60): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export interface NoteForm {
  content: string;
  color: string;
  /** 'YYYY-MM-DDTHH:MM' of the browser's clock, or ''. */
  reminderAt: string;
  familyId: number | null;
  proId: number | null;
  pinned: boolean;
}

export type NoteFormErrors = Partial<Record<'content' | 'reminderAt' | 'target', string>>;

/** The note form's errors: content required and within its limit, a reminder to come, a family or a professional. */
export function noteFormErrors(form: NoteForm, now: number, previousReminder: string | null = null): NoteFormErrors {
  const errors: NoteFormErrors = {};
  if (!form.content.trim()) errors.content = MESSAGES.required;
  else if (form.content.length > NOTE_CONTENT_MAX) errors.content = maxLengthMessage(NOTE_CONTENT_MAX);
  const reminder = form.reminderAt ? new Date(form.reminderAt).getTime() : null;
  const unchanged = previousReminder !== null && reminder === Date.parse(previousReminder);
  if (reminder !== null && (Number.isNaN(reminder) || (reminder <= now && !unchanged))) errors.reminderAt = NOTE_MESSAGES.reminderInPast;
  if (!form.familyId && !form.proId) errors.target = NOTE_MESSAGES.targetRequired;
  return errors;
}
