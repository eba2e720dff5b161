/** Favorites of the quick search. */
import * as favorites from '../../src/api/contract/favorites';
import { notFound } from '../http/errors';
import { addFavorite, deleteFavorite, listFavorites, resourceExists } from '../store/favorites';
import { handlersFor } from './types';

export const favoritesHandlers = handlersFor(favorites, {
  listFavorites: ({ session, app }) => listFavorites(app.db, session.user.id),

  addFavorite: ({ body, session, app }) => {
    if (!resourceExists(app.db, body.resourceType, body.resourceId)) throw notFound();
    return addFavorite(app.db, session.user.id, body);
  },

  deleteFavorite: ({ params, session, app }) => {
    if (!deleteFavorite(app.db, session.user.id, params.id)) throw notFound();
  },
});
