/** School vacations by zone (/school-vacations, admin only: the contract's roles). */
import * as schoolVacations from '../../src/api/contract/schoolVacations';
import type { SchoolVacationDraft } from '../../src/api/contract/schoolVacations';
import { periodEndError } from '../../src/domain/schoolVacations';
import { throwFieldErrors } from '../http/errors';
import * as store from '../store/schoolVacations';
import { found } from './scope';
import { handlersFor } from './types';

/** 400 naming `endDate` when the period ends before it starts or lasts too long. */
function checked(draft: SchoolVacationDraft): SchoolVacationDraft {
  throwFieldErrors({ endDate: periodEndError(draft.startDate, draft.endDate) });
  return draft;
}

export const schoolVacationsHandlers = handlersFor(schoolVacations, {
  schoolVacations: ({ query, app }) => store.listSchoolVacations(app.db, query),
  createSchoolVacation: ({ body, app }) => found(store.schoolVacationOf(app.db, store.insertSchoolVacation(app.db, checked(body)))),
  updateSchoolVacation: ({ params, body, app }) => {
    found(store.schoolVacationOf(app.db, params.id));
    store.updateSchoolVacation(app.db, params.id, checked(body));
    return found(store.schoolVacationOf(app.db, params.id));
  },
  deleteSchoolVacation: ({ params, app }) => {
    found(store.schoolVacationOf(app.db, params.id));
    store.deleteSchoolVacation(app.db, params.id);
  },
});
