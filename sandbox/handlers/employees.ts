/** Employees and candidates of the session's agency: the v2 lists (search, distribution, stats, export). */
import * as employees from '../../src/api/contract/employees';
import { isoDate, agencyToday } from '../dates';
import { employeesFile } from '../files/employees';
import { employeesToExport, employeesV2Distribution, employeesV2Stats, searchEmployeesV2 } from '../store/employeesV2';
import { keepsOnly } from '../store/searchV2';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const employeesHandlers = handlersFor(employees, {
  searchEmployeesV2: ({ body, session, app }) => searchEmployeesV2(app.db, agencyOf(session), body, body),
  employeesV2Distribution: ({ body, session, app }) => employeesV2Distribution(app.db, agencyOf(session), body),
  employeesV2Stats: ({ body, session, app }) => employeesV2Stats(app.db, agencyOf(session), body),
  exportEmployeesV2: ({ query, body, session, app }) => {
    const items = employeesToExport(app.db, agencyOf(session), body, query.onlyCurrentPage === 'true' ? body : null);
    return employeesFile(items, query.exportType, keepsOnly(body.filters, 'status', ['CANDIDATE']), isoDate(agencyToday(app.clock.now())));
  },
});
