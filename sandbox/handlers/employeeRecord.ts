/** The record of an employee or a candidate (spec 001 §7): creation, the record, updates, moves, history. */
import * as employeeRecord from '../../src/api/contract/employeeRecord';
import type { EmployeeHistoryEvent } from '../../src/domain/employees/labels';
import * as changelogs from '../store/changelogs';
import type { Db } from '../store/db';
import * as store from '../store/employeeRecords';
import type { Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor, type App } from './types';

interface Scoped {
  params: { id: number };
  session: Session;
  app: Pick<App, 'db' | 'clock'>;
}

/** The record in the session's agency (404 otherwise), the change applied in one transaction, and the record as `getEmployee` answers it. */
function updated({ params, session, app }: Scoped, change: (record: store.EmployeeOfAgency, agencyId: number) => void) {
  const agencyId = agencyOf(session);
  const record = found(store.employeeOf(app.db, agencyId, params.id));
  app.db.transaction(() => change(record, agencyId))();
  return found(store.employeeDetails(app.db, agencyId, params.id));
}

/** The record's id when it is in the session's agency (404 otherwise). */
const recordId = ({ params, session, app }: Scoped) => found(store.employeeOf(app.db, agencyOf(session), params.id)).id;

export const employeeRecordHandlers = handlersFor(employeeRecord, {
  createEmployee: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const id = app.db.transaction(() => store.createEmployee(app.db, agencyId, session.user.id, body, app.clock.iso()))();
    return found(store.employeeDetails(app.db, agencyId, id));
  },
  getEmployee: ({ params, session, app }) => found(store.employeeDetails(app.db, agencyOf(session), params.id)),

  updateEmployeeInfos: (input) => updated(input, (record, agencyId) => store.updateInfos(input.app.db, agencyId, record.id, input.body, input.app.clock.now())),
  updateEmployeeTransportOptions: (input) => updated(input, (record) => store.updateTransportOptions(input.app.db, record.id, input.body)),
  updateEmployeeProInfos: (input) => updated(input, (record) => store.updateProInfos(input.app.db, record.id, input.body)),
  updateEmployeeAddress: (input) => updated(input, (record) => store.updateAddress(input.app.db, record.id, input.body)),
  updateEmployeeNotes: (input) => updated(input, (record) => store.updateNotes(input.app.db, record.id, input.body.notes)),
  updateEmployeeNextExchange: (input) => updated(input, (record) => store.updateNextExchange(input.app.db, record.id, input.body.nextExchangeDate)),
  turnCandidateToEmployee: (input) => updated(input, (record, agencyId) => store.move(input.app.db, agencyId, record, 'TO_EMPLOYEE', input.session.user.id, input.app.clock.now())),
  archiveEmployee: (input) => updated(input, (record, agencyId) => store.move(input.app.db, agencyId, record, 'ARCHIVE', input.session.user.id, input.app.clock.now())),
  unarchiveEmployee: (input) => updated(input, (record, agencyId) => store.move(input.app.db, agencyId, record, 'UNARCHIVE', input.session.user.id, input.app.clock.now())),

  employeeChangelogs: (input) => changelogs.changelogsOf<EmployeeHistoryEvent>(input.app.db, store.EMPLOYEE_HISTORY, recordId(input)),
  createEmployeeChangelog: (input) => changelogs.addChangelog(input.app.db, store.EMPLOYEE_HISTORY, agencyOf(input.session), recordId(input), input.session.user.id, input.body, input.app.clock.iso()),
  updateEmployeeChangelog: (input) => found(changelogs.editChangelog(input.app.db, store.EMPLOYEE_HISTORY, recordId(input), input.params.changelogId, input.body, input.app.clock.iso())),
  deleteEmployeeChangelog: (input) => {
    found(changelogs.removeChangelog(input.app.db, store.EMPLOYEE_HISTORY, recordId(input), input.params.changelogId));
  },
});
