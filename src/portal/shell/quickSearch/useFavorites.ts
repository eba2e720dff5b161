/** The user's favorites for the quick search: the list, and a toggle for a result (spec 000 §2.4, §4, §5). */
import { useCallback, useEffect, useState } from 'react';
import { addFavorite, deleteFavorite, listFavorites, type Favorite } from '../../../api/contract/favorites';
import { favoriteOf, favoriteTarget, type QuickSearchEntry } from '../../../domain/quickSearch';
import { usePortal } from '../../context';

export interface Favorites {
  list: Favorite[] | null;
  isFavorite(entry: QuickSearchEntry): boolean;
  toggle(entry: QuickSearchEntry): Promise<void>;
  remove(favorite: Favorite): Promise<void>;
}

export function useFavorites(): Favorites {
  const { client } = usePortal();
  const [list, setList] = useState<Favorite[] | null>(null);
  const reload = useCallback(() => client.call(listFavorites).then(setList, () => setList((current) => current ?? [])), [client]);
  useEffect(() => void reload(), [reload]);

  const remove = async (favorite: Favorite) => {
    await client.call(deleteFavorite, { params: { id: favorite.id } });
    await reload();
  };
  return {
    list,
    isFavorite: (entry) => favoriteOf(list ?? [], entry) !== undefined,
    async toggle(entry) {
      const existing = favoriteOf(list ?? [], entry);
      const target = favoriteTarget(entry);
      if (existing) await remove(existing);
      else if (target) {
        await client.call(addFavorite, { body: target });
        await reload();
      }
    },
    remove,
  };
}
