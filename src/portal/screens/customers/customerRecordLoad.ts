/**
 * The first reads of a customer's record, asked by navigation (or a row's link hovered) through the query cache with
 * the inputs its screen asks: the record itself, and for its Synthèse the avance immédiate and the family's pinned
 * notes (once the record names the family), so that the record opened from its list shows at once.
 */
import { getCustomer } from '../../../api/contract/customers';
import { searchNotes } from '../../../api/contract/notes';
import { parseLocation, tabOf } from '../../../domain/routes';
import type { RouteLoader } from '../../routes/route';
import { callRequest } from '../../state/queryCache';
import { pinnedNotesInput } from '../../widgets/notes/pinnedNotes';
import { avimPanelRequest } from './avimRead';

const SYNTHESE = 'home';

export const loadCustomerRecord: RouteLoader = async ({ client, match, location, queries }) => {
  const id = Number(match.params.customerId);
  const customer = queries.fetch(callRequest(client, getCustomer, { params: { id } }));
  if (tabOf(parseLocation(location).path) !== SYNTHESE) return customer;
  const { type, families } = await customer;
  const family = families[0];
  return Promise.all([
    type === 'NATURAL' ? queries.fetch(avimPanelRequest(client, id)) : null,
    family ? queries.fetch(callRequest(client, searchNotes, pinnedNotesInput({ familyId: family.id }))) : null,
  ]);
};
