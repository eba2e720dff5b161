/** Timesheets of the session's agency: search, one with its slots, validation. */
import * as timesheets from '../../src/api/contract/timesheets';
import { TIMESHEET_TEXTS } from '../../src/domain/activity/timesheets';
import { wallClockNow } from '../dates';
import { timesheetValidationError } from '../../src/domain/activity/timesheetRules';
import { parametersError, refuse } from '../http/errors';
import { familyInAgency } from '../store/families';
import { professionalInAgency } from '../store/professionals';
import { getTimesheet, searchTimesheets, validateTimesheet } from '../store/timesheets';
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
});
