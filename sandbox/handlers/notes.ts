/** Notes, within the session's agency; reminders follow the rule of src/domain/notes.ts. */
import * as notes from '../../src/api/contract/notes';
import { NOTE_MESSAGES } from '../../src/domain/notes';
import { parametersError } from '../http/errors';
import type { Db } from '../store/db';
import * as store from '../store/notes';
import { agencyOf, found } from './scope';
import { handlersFor, type DbAndClock } from './types';
import type { Clock } from '../clock';

const noteOf = (db: Db, agencyId: number, id: number, clock: Clock) => found(store.getNote(db, agencyId, id, clock.now()));

function checkFields({ db, clock }: DbAndClock, agencyId: number, body: store.NoteFields, previousReminder: string | null = null): void {
  // A family or professional of another agency is as unknown as a missing one.
  found(store.targetsInAgency(db, agencyId, body));
  if (body.reminderDate && body.reminderDate !== previousReminder && Date.parse(body.reminderDate) <= clock.now()) {
    throw parametersError(NOTE_MESSAGES.reminderInPast, 'reminderDate');
  }
}

export const notesHandlers = handlersFor(notes, {
  searchNotes: ({ body, session, app }) => store.searchNotes(app.db, agencyOf(session), body, body, app.clock.now()),

  createNote: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    checkFields(app, agencyId, body);
    const id = store.insertNote(app.db, agencyId, session.user.id, body, app.clock.iso());
    return noteOf(app.db, agencyId, id, app.clock);
  },

  getNote: ({ params, session, app }) => noteOf(app.db, agencyOf(session), params.id, app.clock),

  updateNote: ({ params, body, session, app }) => {
    const agencyId = agencyOf(session);
    const note = noteOf(app.db, agencyId, params.id, app.clock);
    checkFields(app, agencyId, body, note.reminderDate);
    store.updateNote(app.db, note, body, app.clock.iso());
    return noteOf(app.db, agencyId, note.id, app.clock);
  },

  deleteNote: ({ params, session, app }) => {
    found(store.deleteNote(app.db, agencyOf(session), params.id));
  },

  archiveNote: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    store.setArchived(app.db, noteOf(app.db, agencyId, params.id, app.clock).id, query.archive === 'true', app.clock.iso());
    return noteOf(app.db, agencyId, params.id, app.clock);
  },

  acknowledgeReminder: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const note = noteOf(app.db, agencyId, params.id, app.clock);
    if (note.reminderStatus !== 'OUTDATED') throw parametersError(note.reminderStatus ? NOTE_MESSAGES.reminderNotDue : NOTE_MESSAGES.noReminder, 'reminderStatus');
    store.clearReminder(app.db, note.id, app.clock.iso());
    return noteOf(app.db, agencyId, note.id, app.clock);
  },

  cancelReminder: ({ params, session, app }) => {
    const agencyId = agencyOf(session);
    const note = noteOf(app.db, agencyId, params.id, app.clock);
    if (!note.reminderStatus) throw parametersError(NOTE_MESSAGES.noReminder, 'reminderStatus');
    store.clearReminder(app.db, note.id, app.clock.iso());
    return noteOf(app.db, agencyId, note.id, app.clock);
  },

  updateBookmarkStatus: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const ids = [...new Set(body.noteIds)];
    ids.forEach((id) => noteOf(app.db, agencyId, id, app.clock));
    store.setPinned(app.db, ids, body.bookmarkStatus !== null, app.clock.iso());
    return ids.map((id) => noteOf(app.db, agencyId, id, app.clock));
  },
});
