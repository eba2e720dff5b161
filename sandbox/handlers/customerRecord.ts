/** The record of a customer or a prospect (spec 001 §7): creation, updates, status moves, contacts, history, prospecting history. */
import * as customerRecord from '../../src/api/contract/customerRecord';
import { getCustomer } from '../store/customers';
import * as store from '../store/customerRecords';
import { copyGridForCustomer } from '../store/customerGrids';
import { isoDate, agencyToday } from '../dates';
import { httpError } from '../http/errors';
import { authorOf } from './billingAccess';
import type { Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor, type App } from './types';

interface Scoped {
  params: { id: number };
  session: Session;
  app: Pick<App, 'db' | 'clock'>;
}

/** The record in the session's agency (404 otherwise), the change applied in one transaction, and the record as `getCustomer` answers it. */
function updated({ params, session, app }: Scoped, change: (record: store.RecordOfAgency, agencyId: number) => void) {
  const agencyId = agencyOf(session);
  const record = found(store.recordOf(app.db, agencyId, params.id));
  app.db.transaction(() => change(record, agencyId))();
  return found(getCustomer(app.db, agencyId, params.id, app.clock.now()));
}

/** The record's id when it is in the session's agency (404 otherwise). */
const recordId = ({ params, session, app }: Scoped) => found(store.recordOf(app.db, agencyOf(session), params.id)).id;

export const customerRecordHandlers = handlersFor(customerRecord, {
  createCustomer: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const id = app.db.transaction(() => store.createRecord(app.db, agencyId, session.user.id, body, false, app.clock.iso()))();
    return found(getCustomer(app.db, agencyId, id, app.clock.now()));
  },
  createProspect: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const id = app.db.transaction(() => store.createRecord(app.db, agencyId, session.user.id, body, true, app.clock.iso()))();
    return found(getCustomer(app.db, agencyId, id, app.clock.now()));
  },
  customerAdvisers: ({ session, app }) => store.staffOfAgency(app.db, agencyOf(session)),
  getProspect: ({ params, session, app }) => found(getCustomer(app.db, agencyOf(session), params.id, app.clock.now())),

  updateCustomerAddress: (input) => updated(input, (record) => store.updateAddress(input.app.db, record.id, input.body)),
  renameCustomer: (input) => updated(input, (record, agencyId) => store.rename(input.app.db, agencyId, record, input.body.customerName, input.session.user.id, input.app.clock.iso())),
  updateCustomerInfos: (input) => updated(input, (record, agencyId) => store.updateInfos(input.app.db, agencyId, record, input.body)),
  updateCustomerNotes: (input) => updated(input, (record) => store.updateNotes(input.app.db, record.id, input.body.notes)),
  updateCustomerNextExchange: (input) => updated(input, (record) => store.updateNextExchange(input.app.db, record.id, input.body.nextExchangeDate)),
  turnProspectToCustomer: (input) => updated(input, (record, agencyId) => store.move(input.app.db, agencyId, record, 'TO_CUSTOMER', input.session.user.id, input.app.clock.iso())),
  archiveCustomer: (input) => updated(input, (record, agencyId) => store.move(input.app.db, agencyId, record, 'ARCHIVE', input.session.user.id, input.app.clock.iso(), input.body)),
  unarchiveCustomer: (input) => updated(input, (record, agencyId) => store.move(input.app.db, agencyId, record, 'UNARCHIVE', input.session.user.id, input.app.clock.iso())),
  markProspectAsLost: (input) => updated(input, (record, agencyId) => store.move(input.app.db, agencyId, record, 'MARK_AS_LOST', input.session.user.id, input.app.clock.iso(), input.body)),
  initCustomerPriceGrid: (input) =>
    updated(input, (record, agencyId) =>
      copyGridForCustomer(input.app.db, agencyId, record, input.params.gridId, isoDate(agencyToday(input.app.clock.now())), { id: input.session.user.id, name: authorOf(input.session) }, 'PRICE_GRID_INITIALIZED', input.app.clock.iso()),
    ),
  nextCustomerPriceGrid: (input) =>
    updated(input, (record, agencyId) => {
      if (input.body.validFrom <= isoDate(agencyToday(input.app.clock.now()))) throw httpError(400, 'PARAMETERS_ERROR', 'La prochaine grille commence après aujourd’hui', 'validFrom');
      copyGridForCustomer(input.app.db, agencyId, record, input.body.gridId, input.body.validFrom, { id: input.session.user.id, name: authorOf(input.session) }, 'NEXT_PRICE_GRID_UPDATED', input.app.clock.iso());
    }),
  updateProspectStage: (input) => updated(input, (record, agencyId) => store.changeStage(input.app.db, agencyId, record, input.body.stage, input.session.user.id, input.app.clock.iso())),

  customerContacts: (input) => store.contactsOf(input.app.db, recordId(input)),
  createCustomerContact: (input) => store.saveContact(input.app.db, recordId(input), null, input.body, input.app.clock.iso()),
  updateCustomerContact: (input) => {
    const customerId = recordId(input);
    found(store.contactOf(input.app.db, customerId, input.params.cid));
    return store.saveContact(input.app.db, customerId, input.params.cid, input.body, input.app.clock.iso());
  },
  deleteCustomerContact: (input) => {
    found(store.deleteContact(input.app.db, recordId(input), input.params.cid));
  },

  customerChangelogs: (input) => store.changelogsOf(input.app.db, recordId(input)),
  createCustomerChangelog: (input) => store.addChangelog(input.app.db, agencyOf(input.session), recordId(input), input.session.user.id, input.body, input.app.clock.iso()),
  updateCustomerChangelog: (input) => found(store.editChangelog(input.app.db, recordId(input), input.params.changelogId, input.body, input.app.clock.iso())),
  deleteCustomerChangelog: (input) => {
    found(store.removeChangelog(input.app.db, recordId(input), input.params.changelogId));
  },

  searchProspectingHistory: ({ body, session, app }) => store.prospectingHistory(app.db, agencyOf(session), body),
});
