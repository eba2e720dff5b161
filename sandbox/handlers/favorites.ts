/** Favorites of the quick search. */
import * as favorites from '../../src/api/contract/favorites';
import { FAVORITE_REFUSED, favoriteCheck } from '../../src/domain/quickSearch';
import { notFound, parametersError } from '../http/errors';
import { addFavorite, deleteFavorite, favoriteResource, listFavorites } from '../store/favorites';
import { handlersFor } from './types';

export const favoritesHandlers = handlersFor(favorites, {
  listFavorites: ({ session, app }) => listFavorites(app.db, session.user.id),

  addFavorite: ({ body, session, app }) => {
    // Favorites only for a pro or a customer with a family (spec 000 §5).
    const check = favoriteCheck(body.resourceType, favoriteResource(app.db, body.resourceType, body.resourceId));
    if (check === 'missing') throw notFound();
    if (check === 'refused') throw parametersError(FAVORITE_REFUSED, 'resourceId');
    return addFavorite(app.db, session.user.id, body, app.clock.iso());
  },

  deleteFavorite: ({ params, session, app }) => {
    if (!deleteFavorite(app.db, session.user.id, params.id)) throw notFound();
  },
});
