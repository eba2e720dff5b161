/** The session's agency's pricing lists. */
import * as pricing from '../../src/api/contract/pricing';
import { prestationTypes, priceGridFormulas, productTypes } from '../store/pricing';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const pricingHandlers = handlersFor(pricing, {
  prestationTypesAndFormulas: ({ session, app }) => {
    const agencyId = agencyOf(session);
    return { prestationTypes: prestationTypes(app.db, agencyId), formulas: priceGridFormulas(app.db, agencyId) };
  },
  productTypes: ({ session, app }) => productTypes(app.db, agencyOf(session)),
});
