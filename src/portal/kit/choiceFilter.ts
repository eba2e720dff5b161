/**
 * A list's filter on one chosen record (a professional, a family), kept in the URL as its id then its label
 * (`?pro=12&pro=Inès%20Haddad`): a reload or a shared link shows the name in its selector without asking for it.
 */
import type { ListState } from '../../domain/list/listState';
import type { Choice } from '../ui/RemoteSelect';
import type { ListController } from './useListController';

/** The record chosen in the filter, null for none (or an id that is not a number). */
export function choiceOf(state: ListState, attribute: string): Choice | null {
  const filter = state.filters[attribute];
  const [id = '', label = ''] = filter && 'values' in filter ? filter.values : [];
  return /^\d+$/.test(id) ? { id: Number(id), label: label || id } : null;
}

/** Sets the record chosen in the filter (null: none). */
export const chooseRecord = (list: Pick<ListController<unknown>, 'setFilter'>, attribute: string) => (choice: Choice | null) =>
  list.setFilter(attribute, choice ? { values: [String(choice.id), choice.label] } : null);
