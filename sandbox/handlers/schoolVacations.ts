/** School vacations by zone (/school-vacations, admin only: the contract's roles). */
import * as schoolVacations from '../../src/api/contract/schoolVacations';
import type { SchoolVacationDraft } from '../../src/api/contract/schoolVacations';
import { periodEndError, vacationOverlapError } from '../../src/domain/schoolVacations';
import { refuse, throwFieldErrors } from '../http/errors';
import type { Db } from '../store/db';
import * as store from '../store/schoolVacations';
import { found } from './scope';
import { handlersFor } from './types';

/** 400 naming `endDate` when the period ends before it starts or lasts too long; 400 SCHOOL_VACATION_OVERLAP when it meets another of its zone. */
function checked(db: Db, draft: SchoolVacationDraft, id?: number): SchoolVacationDraft {
  throwFieldErrors({ endDate: periodEndError(draft.startDate, draft.endDate) });
  refuse(vacationOverlapError(draft, store.listSchoolVacations(db, { zone: draft.zone }).filter((v) => v.id !== id)));
  return draft;
}

export const schoolVacationsHandlers = handlersFor(schoolVacations, {
  schoolVacations: ({ query, app }) => store.listSchoolVacations(app.db, query),
  createSchoolVacation: ({ body, app }) => found(store.schoolVacationOf(app.db, store.insertSchoolVacation(app.db, checked(app.db, body)))),
  updateSchoolVacation: ({ params, body, app }) => {
    found(store.schoolVacationOf(app.db, params.id));
    store.updateSchoolVacation(app.db, params.id, checked(app.db, body, params.id));
    return found(store.schoolVacationOf(app.db, params.id));
  },
  deleteSchoolVacation: ({ params, app }) => {
    found(store.schoolVacationOf(app.db, params.id));
    store.deleteSchoolVacation(app.db, params.id);
  },
});
