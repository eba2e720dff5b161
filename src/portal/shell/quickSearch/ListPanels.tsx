/** The recents and favorites panels of the quick search (spec 000 §2.4, §4). */
import { useSignals } from '@preact/signals-react/runtime';
import { Trash } from 'tabler-icons-react';
import { MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { Loading } from '../../ui/Spinner';
import type { PanelProps } from './panels';
import { ResultRow } from './ResultRow';
import type { Favorites } from './useFavorites';

export function RecentsPanel({ openEntry, favorites }: PanelProps & { favorites: Favorites }) {
  useSignals();
  const recents = usePortal().recents.value;
  if (recents.length === 0) return <p className="ap-muted ap-qs__hint">Aucune fiche ouverte récemment.</p>;
  return (
    <ul className="ap-qs__list">
      {recents.map((entry) => (
        <ResultRow key={`${entry.kind}${entry.id}`} entry={entry} detail={entry.kind === 'pro' ? 'Intervenant' : 'Client'} favorites={favorites} onOpen={() => openEntry(entry)} />
      ))}
    </ul>
  );
}

export function FavoritesPanel({ openEntry, leave, favorites }: PanelProps & { favorites: Favorites }) {
  if (favorites.list === null) return <Loading />;
  if (favorites.list.length === 0) return <p className="ap-muted ap-qs__hint">{MESSAGES.noResult}</p>;
  return (
    <ul className="ap-qs__list">
      {favorites.list.map((favorite) => (
        <li key={favorite.id} className="ap-qs__row">
          {favorite.resourceType === 'PRO' ? (
            <button type="button" className="ap-qs__open" onClick={() => openEntry({ kind: 'pro', id: favorite.resourceId, label: favorite.resourceLabel })}>
              <span className="ap-qs__label">{favorite.resourceLabel}</span>
              <span className="ap-muted ap-qs__detail">Intervenant</span>
            </button>
          ) : (
            <Link className="ap-qs__open" to={buildPath('/families/{id}', { id: favorite.resourceId })} onClick={leave}>
              <span className="ap-qs__label">{favorite.resourceLabel}</span>
              <span className="ap-muted ap-qs__detail">Famille</span>
            </Link>
          )}
          <button type="button" className="ap-qs__star" aria-label={`Retirer ${favorite.resourceLabel} des favoris`} title="Retirer des favoris" onClick={() => void favorites.remove(favorite)}>
            <Trash size={18} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
