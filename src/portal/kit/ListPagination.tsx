/**
 * The foot of a kit list: the pagination widget of spec 000 on the controller's page and size, shown once there are
 * results; `fixedSize` lists (the notes' 20 cards a page) offer no page-size selector; `emptyShown` lists (a timeline,
 * a list with no empty state of its own) show « Aucun résultat » there once answered; `pagedOnly` lists show it only
 * when they hold more than one page (a record's short lists).
 */
import { Pagination } from '../ui/Pagination';
import type { ListController } from './useListController';

export interface ListPaginationProps {
  list: Pick<ListController<unknown, unknown>, 'state' | 'total' | 'answer' | 'setPage' | 'setPageSize'>;
  fixedSize?: boolean;
  emptyShown?: boolean;
  pagedOnly?: boolean;
}

export function ListPagination({ list, fixedSize = false, emptyShown = false, pagedOnly = false }: ListPaginationProps) {
  const shown = pagedOnly ? list.total > list.state.pageSize : list.total > 0 || (emptyShown && list.answer !== null);
  if (!shown) return null;
  return (
    <div className="ap-list-foot">
      <Pagination page={list.state.page} pageSize={list.state.pageSize} total={list.total} onPage={list.setPage} onPageSize={fixedSize ? undefined : list.setPageSize} />
    </div>
  );
}
