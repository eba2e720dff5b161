/**
 * The foot of a kit list: the pagination widget of spec 000 on the controller's page and size, shown once there are
 * results; `fixedSize` lists (the notes' 20 cards a page) offer no page-size selector.
 */
import { Pagination } from '../widgets/Pagination';
import type { ListController } from './useListController';

export function ListPagination({ list, fixedSize = false }: { list: Pick<ListController<unknown>, 'state' | 'total' | 'setPage' | 'setPageSize'>; fixedSize?: boolean }) {
  if (!list.total) return null;
  return (
    <div className="ap-list-foot">
      <Pagination page={list.state.page} pageSize={list.state.pageSize} total={list.total} onPage={list.setPage} onPageSize={fixedSize ? undefined : list.setPageSize} />
    </div>
  );
}
