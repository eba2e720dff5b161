/**
 * The search panel: customers or prospects, families and professionals matching the text
 * (at least 2 characters, 300 ms after the last key, 10 results each; spec 000 §2.4, §5, §9).
 */
import { useState } from 'react';
import { Search } from 'tabler-icons-react';
import { searchCustomers } from '../../../api/contract/customers';
import { searchFamilies } from '../../../api/contract/families';
import { searchUsers } from '../../../api/contract/users';
import { formatDate } from '../../../domain/format/date';
import { familyDistinction } from '../../../domain/families/labels';
import { MESSAGES } from '../../../domain/messages';
import { QUICK_SEARCH_PAGE_SIZE, canSearch, proLabel } from '../../../domain/quickSearch';
import { buildPath } from '../../../domain/routes';
import { DEBOUNCE_MS } from '../../../domain/timings';
import { Link } from '../../app/Link';
import { useDebounced } from '../../ui/useDebounced';
import { useCall } from '../../kit/useQuery';
import { Loading } from '../../ui/Spinner';
import type { PanelProps } from './panels';
import { ResultRow } from './ResultRow';
import type { Favorites } from './useFavorites';

const PAGE = { pageNumber: 0, pageSize: QUICK_SEARCH_PAGE_SIZE };

export function SearchPanel({ openEntry, leave, favorites, text, onText }: PanelProps & { favorites: Favorites; text: string; onText(text: string): void }) {
  const pattern = useDebounced(text.trim(), DEBOUNCE_MS);
  const ready = canSearch(pattern);
  // Each of the three answers on its own: one that fails leaves the others shown.
  const found = [
    useCall(searchCustomers, ready ? { body: { labelPattern: pattern, ...PAGE } } : null),
    useCall(searchFamilies, ready ? { body: { namePattern: pattern, ...PAGE } } : null),
    useCall(searchUsers, ready ? { body: { namePattern: pattern, role: 'PRO', ...PAGE } } : null),
  ] as const;
  const [customers, families, users] = [found[0].data, found[1].data, found[2].data];
  const loading = found.some((answer) => answer.loading);
  const data = customers ?? families ?? users;
  const empty = ready && !loading && !customers?.content.length && !families?.content.length && !users?.content.length;
  const [focused, setFocused] = useState(false);

  return (
    <div className="ap-qs__search">
      <label className={`ap-qs__input${focused ? ' ap-qs__input--focus' : ''}`}>
        <Search size={18} aria-hidden="true" />
        <span className="ap-visually-hidden">Rechercher un client, une famille ou un intervenant</span>
        <input
          type="search"
          autoFocus
          data-autofocus
          value={text}
          placeholder="Client, prospect, famille, intervenant… (2 caractères minimum)"
          onChange={(event) => onText((event.target as HTMLInputElement).value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </label>
      {!ready ? <p className="ap-muted ap-qs__hint">Saisissez au moins 2 caractères.</p> : loading && !data ? <Loading /> : null}
      {ready && empty ? <p className="ap-muted ap-qs__hint">{MESSAGES.noResult}</p> : null}
      {ready && customers?.content.length ? (
        <section aria-label="Clients et prospects">
          <h3 className="ap-qs__group">Clients et prospects</h3>
          <ul className="ap-qs__list">
            {customers.content.map((c) => (
              <ResultRow
                key={`c${c.id}`}
                entry={{ kind: 'customer', id: c.id, familyId: c.familyId, label: c.label }}
                detail={c.status === 'PROSPECT' ? 'Prospect' : c.currentContractStartDate ? `Contrat depuis le ${formatDate(c.currentContractStartDate)}` : (c.familyName ?? '')}
                favorites={favorites}
                onOpen={() => openEntry({ kind: 'customer', id: c.id, familyId: c.familyId, label: c.label })}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {ready && families?.content.length ? (
        <section aria-label="Familles">
          <h3 className="ap-qs__group">Familles</h3>
          <ul className="ap-qs__list">
            {families.content.map((f) => (
              <li key={`f${f.id}`} className="ap-qs__row">
                <Link className="ap-qs__open" to={buildPath('/families/{id}', { id: f.id })} onClick={leave}>
                  <span className="ap-qs__label">{f.name}</span>
                  {familyDistinction(f) ? <span className="ap-muted ap-qs__detail">{familyDistinction(f)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {ready && users?.content.length ? (
        <section aria-label="Intervenants">
          <h3 className="ap-qs__group">Intervenants</h3>
          <ul className="ap-qs__list">
            {users.content.map((u) => {
              const entry = { kind: 'pro', id: u.id, label: proLabel(u) } as const;
              return <ResultRow key={`u${u.id}`} entry={entry} detail={u.login} favorites={favorites} onOpen={() => openEntry(entry)} />;
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
