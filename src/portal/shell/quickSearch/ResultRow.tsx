/** One result of the quick search: opens its details; a star toggles the favorite when allowed (spec 000 §5). */
import { Star, StarOff } from 'tabler-icons-react';
import { canBeFavorite, type QuickSearchEntry } from '../../../domain/quickSearch';
import type { ReactNode } from 'react';
import type { Favorites } from './useFavorites';

export function ResultRow({ entry, detail, favorites, onOpen }: { entry: QuickSearchEntry; detail?: ReactNode; favorites: Favorites; onOpen(): void }) {
  const favorite = favorites.isFavorite(entry);
  return (
    <li className="ap-qs__row">
      <button type="button" className="ap-qs__open" onClick={onOpen}>
        <span className="ap-qs__label">{entry.label}</span>
        {detail ? <span className="ap-muted ap-qs__detail">{detail}</span> : null}
      </button>
      {canBeFavorite(entry) ? (
        <button
          type="button"
          className="ap-qs__star"
          aria-pressed={favorite}
          aria-label={favorite ? `Retirer ${entry.label} des favoris` : `Ajouter ${entry.label} aux favoris`}
          title={favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
          onClick={() => void favorites.toggle(entry)}
        >
          {favorite ? <Star size={18} aria-hidden="true" fill="currentColor" /> : <StarOff size={18} aria-hidden="true" />}
        </button>
      ) : null}
    </li>
  );
}
