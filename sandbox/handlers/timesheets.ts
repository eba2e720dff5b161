/** Timesheets of the session's agency: search, one with its slots, validation (not before its last slot has ended), reopening by a director. */
import * as timesheets from '../../src/api/contract/timesheets';
import { TIMESHEET_TEXTS } from '../../src/domain/activity/timesheets';
import { wallClockNow } from '../dates';
import { timesheetValidationError } from '../../src/domain/activity/timesheetRules';
import { httpError, parametersError, refuse } from '../http/errors';
import { familyInAgency } from '../store/families';
import { professionalInAgency } from '../store/professionals';
import { getTimesheet, reopenTimesheet, searchTimesheets, validateTimesheet } from '../store/timesheets';
import { insertAgencyEvent } from '../store/agencyEvents';
import { writeChangelog } from '../store/changelogs';
import { EMPLOYEE_HISTORY } from '../store/employeeRecords';
import { formatMonth } from '../../src/domain/format/date';
import type { Db } from '../store/db';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

/** The pair's timesheet of the month, or 404 (a pair outside the agency, or without events that month). */
function ownTimesheet(db: Db, agencyId: number, params: { month: string; proId: number; familyId: number }, now: string) {
  found(professionalInAgency(db, agencyId, params.proId) && familyInAgency(db, agencyId, params.familyId));
  return found(getTimesheet(db, params.month, params, now));
}

export const timesheetsHandlers = handlersFor(timesheets, {
  searchTimesheets: ({ body, session, app }) => searchTimesheets(app.db, agencyOf(session), body, wallClockNow(app.clock.now()), body),

  getTimesheet: ({ params, session, app }) => ownTimesheet(app.db, agencyOf(session), params, wallClockNow(app.clock.now())),

  validateTimesheet: ({ params, session, app }) => {
    const now = wallClockNow(app.clock.now());
    const detail = ownTimesheet(app.db, agencyOf(session), params, now);
    if (params.month > now.slice(0, 7)) throw parametersError(TIMESHEET_TEXTS.futureMonth, 'month');
    if (detail.timesheet.validationDate) throw parametersError(TIMESHEET_TEXTS.alreadyValidated, 'month');
    refuse(timesheetValidationError(detail.slots, now));
    validateTimesheet(app.db, params.month, detail, now);
    return found(getTimesheet(app.db, params.month, params, now));
  },

  reopenTimesheet: ({ params, session, app }) => {
    const now = wallClockNow(app.clock.now());
    const agencyId = agencyOf(session);
    const { timesheet } = ownTimesheet(app.db, agencyId, params, now);
    if (!timesheet.validationDate) throw httpError(400, 'TIMESHEET_NOT_VALIDATED', TIMESHEET_TEXTS.notValidatedYet);
    reopenTimesheet(app.db, params.month, params, now);
    const at = app.clock.iso();
    const proName = `${timesheet.pro.firstName} ${timesheet.pro.lastName}`;
    insertAgencyEvent(app.db, agencyId, {
      type: 'TIMESHEET_VALIDATION_CANCELED', state: 'UNREAD', createdAt: at,
      resourceData: { month: params.month, proId: params.proId, proName, familyId: params.familyId, familyName: timesheet.family.name },
    });
    writeChangelog(app.db, EMPLOYEE_HISTORY, {
      agencyId, ownerId: params.proId, type: 'OTHER', authorId: session.user.id, at, editable: false,
      comment: TIMESHEET_TEXTS.reopenedHistory(formatMonth(`${params.month}-01`), timesheet.family.name, timesheet.validationDate),
    });
    return found(getTimesheet(app.db, params.month, params, now));
  },
});
