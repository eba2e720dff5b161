/** Paysheets upload in two steps (see store/paysheets.ts), within the session's agency; an employee's paysheets listed and downloaded under paye's rule. */
import * as paysheetsContract from '../../src/api/contract/paysheets';
import * as store from '../store/paysheets';
import { downloadSession } from './billingAccess';
import { requirePayeEmployee } from './payeAccess';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const paysheetsHandlers = handlersFor(paysheetsContract, {
  preProcessPaysheets: ({ body, session, app }) => store.preProcess(app.db, agencyOf(session), body.month, body.archive),
  paysheetsOfEmployee: ({ params, session, app }) => store.paysheetsOf(app.db, requirePayeEmployee(app.db, session, params.id).id),
  downloadPaysheet: ({ params, query, app }) => {
    const employee = requirePayeEmployee(app.db, downloadSession(app, query.tk), params.id);
    const paysheet = found(store.paysheetFile(app.db, employee.id, params.pid));
    return { name: paysheet.fileName.split('/').pop() ?? paysheet.fileName, mimeType: 'application/pdf', bytes: paysheet.content, inline: query.inline === 'true' };
  },
  uploadPaysheets: ({ body, session, app }) => store.doUpload(app.db, agencyOf(session), body.month, body.archive, body.selectedFileNames, app.clock.iso(), session.user.id),
});
