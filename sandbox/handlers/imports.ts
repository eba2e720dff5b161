/** Imports of customers, employees, paye data and plannings, within the session's agency (see store/imports.ts). */
import * as importsContract from '../../src/api/contract/imports';
import * as store from '../store/imports';
import { importPlannings } from '../store/planningImports';
import { agencyOf } from './scope';
import { handlersFor } from './types';


export const importsHandlers = handlersFor(importsContract, {
  importCustomers: ({ body, session, app }) => store.importCustomers(app.db, agencyOf(session), body.rows, app.clock.iso()),
  importEmployees: ({ body, session, app }) => store.importEmployees(app.db, agencyOf(session), body.rows, app.clock.iso()),
  importPayeData: ({ body, session, app }) => store.importPayeData(app.db, agencyOf(session), body.rows, app.clock.iso()),
  importPlannings: ({ body, session, app }) => importPlannings(app.db, agencyOf(session), body.rows, body.skipRefused ?? false),
});
