/** Paysheets upload in two steps (see store/paysheets.ts), within the session's agency. */
import * as paysheetsContract from '../../src/api/contract/paysheets';
import * as store from '../store/paysheets';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const paysheetsHandlers = handlersFor(paysheetsContract, {
  preProcessPaysheets: ({ body, session, app }) => store.preProcess(app.db, agencyOf(session), body.month, body.archive),
  uploadPaysheets: ({ body, session, app }) => store.doUpload(app.db, agencyOf(session), body.month, body.archive, body.selectedFileNames, new Date().toISOString()),
});
