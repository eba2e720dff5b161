/** The family record of the session's agency and its composition (spec 001 §7 Families). */
import * as familyRecord from '../../src/api/contract/familyRecord';
import { wallClockNow } from '../dates';
import type { Db } from '../store/db';
import { nearestPros, recentPros } from '../store/familyAffinities';
import * as store from '../store/familyRecords';
import type { Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor, type App } from './types';
import type { Clock } from '../clock';

interface Scoped {
  params: { id: number };
  session: Session;
  app: Pick<App, 'db' | 'clock'>;
}

/** The family in the session's agency (404 otherwise), the change applied in one transaction (false: the part is not the family's, 404), and the family as `getFamily` answers it. */
function updated({ params, session, app }: Scoped, change: (familyId: number) => boolean | void) {
  const agencyId = agencyOf(session);
  const familyId = found(store.familyIdOf(app.db, agencyId, params.id));
  found(app.db.transaction(() => change(familyId) !== false)());
  return found(store.familyDetails(app.db, agencyId, familyId, app.clock.now()));
}

const familyId = ({ params, session, app }: Scoped) => found(store.familyIdOf(app.db, agencyOf(session), params.id));
const today = (clock: Clock) => wallClockNow(clock.now()).slice(0, 10);

export const familyRecordHandlers = handlersFor(familyRecord, {
  getFamily: ({ params, session, app }) => found(store.familyDetails(app.db, agencyOf(session), params.id, app.clock.now())),
  createFamily: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const id = app.db.transaction(() => store.createFamily(app.db, agencyId, body, app.clock.iso()))();
    return found(store.familyDetails(app.db, agencyId, id, app.clock.now()));
  },
  updateFamily: (input) => updated(input, (id) => store.updateFamily(input.app.db, agencyOf(input.session), id, input.body)),
  deleteFamily: (input) => {
    const id = familyId(input);
    input.app.db.transaction(() => store.deleteFamily(input.app.db, id))();
  },
  recentProsWithAffinities: (input) => recentPros(input.app.db, familyId(input), input.app.clock.now()),
  nearestProsWithAffinities: (input) => nearestPros(input.app.db, agencyOf(input.session), familyId(input), input.app.clock.now()),
  familyName: (input) => ({ id: familyId(input), name: found(store.familyDetails(input.app.db, agencyOf(input.session), input.params.id, input.app.clock.now())).name }),
  updateFamilyCafNumber: (input) => updated(input, (id) => store.updateFamily(input.app.db, agencyOf(input.session), id, input.body)),
  updateFamilyMonthPlannedDurationAvg: (input) => updated(input, (id) => store.updateFamily(input.app.db, agencyOf(input.session), id, input.body)),
  familyDefaultPrestationType: (input) => found(store.familyDetails(input.app.db, agencyOf(input.session), input.params.id, input.app.clock.now())).defaultPrestationType,
  setFamilyDefaultPrestationType: (input) => updated(input, (id) => store.updateFamily(input.app.db, agencyOf(input.session), id, { defaultPrestationTypeId: input.params.type })),
  updateFamilyHomeOptions: (input) => updated(input, (id) => store.updateFamily(input.app.db, agencyOf(input.session), id, input.body)),
  updateFamilyAddress: (input) => updated(input, (id) => store.updateAddress(input.app.db, id, input.body)),

  createChild: (input) => updated(input, (id) => store.createChild(input.app.db, id, input.body, today(input.app.clock))),
  updateChild: (input) => updated(input, (id) => store.updateChild(input.app.db, id, input.params.cid, input.body, today(input.app.clock))),
  deleteChild: (input) => updated(input, (id) => store.deleteChild(input.app.db, id, input.params.cid)),
  childInformations: (input) => found(store.childInformations(input.app.db, familyId(input), input.params.cid)),
  updateChildInformations: (input) => updated(input, (id) => store.updateChildInformations(input.app.db, id, input.params.cid, input.body)),

  createParent: (input) => updated(input, (id) => store.createParent(input.app.db, id, input.body, input.app.clock.iso())),
  updateParent: (input) => updated(input, (id) => store.updateParent(input.app.db, id, input.params.pid, input.body)),

  familyContacts: (input) => store.contactsOf(input.app.db, familyId(input)),
  createFamilyContact: (input) => updated(input, (id) => store.createContact(input.app.db, id, input.body)),
  updateFamilyContact: (input) => updated(input, (id) => store.updateContact(input.app.db, id, input.params.pid, input.body)),
  deleteFamilyContact: (input) => updated(input, (id) => store.deleteContact(input.app.db, id, input.params.pid)),

  familyAddresses: (input) => store.addressesOf(input.app.db, familyId(input)),
  createFamilyAddress: (input) => updated(input, (id) => store.createOtherAddress(input.app.db, id, input.body)),
  updateOtherAddress: (input) => updated(input, (id) => store.updateOtherAddress(input.app.db, id, input.params.pid, input.body)),
  deleteFamilyAddress: (input) => updated(input, (id) => store.deleteOtherAddress(input.app.db, id, input.params.pid)),
});
