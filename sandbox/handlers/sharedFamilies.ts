/** Shared families and children addresses of the session's agency (spec 001 §7 Families). */
import * as childrenAddresses from '../../src/api/contract/childrenAddresses';
import * as sharedFamilies from '../../src/api/contract/sharedFamilies';
import * as addresses from '../store/childrenAddresses';
import * as shared from '../store/sharedFamilies';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const sharedFamiliesHandlers = handlersFor(sharedFamilies, {
  searchSharedFamilies: ({ body, session, app }) => shared.searchSharedFamilies(app.db, agencyOf(session), body, body),
  createSharedFamily: ({ body, session, app }) => app.db.transaction(() => shared.createSharedFamily(app.db, agencyOf(session), body.memberFamilyIds, app.clock.iso()))(),
  updateSharedFamily: ({ params, body, session, app }) => app.db.transaction(() => found(shared.updateSharedFamily(app.db, agencyOf(session), params.id, body)))(),
  deleteSharedFamily: ({ params, session, app }) => void found(shared.deleteSharedFamily(app.db, agencyOf(session), params.id)),
});

export const childrenAddressesHandlers = handlersFor(childrenAddresses, {
  searchChildrenAddresses: ({ body, session, app }) => addresses.searchChildrenAddresses(app.db, agencyOf(session), body, body),
  createChildrenAddress: ({ body, session, app }) => addresses.createChildrenAddress(app.db, agencyOf(session), body),
  updateChildrenAddress: ({ params, body, session, app }) => found(addresses.updateChildrenAddress(app.db, agencyOf(session), params.id, body)),
  deleteChildrenAddress: ({ params, session, app }) => void found(addresses.deleteChildrenAddress(app.db, agencyOf(session), params.id)),
});
