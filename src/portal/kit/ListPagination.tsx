/** The foot of a kit list: the pagination widget of spec 000 on the controller's page and size, shown once there are results. */
import { Pagination } from '../widgets/Pagination';
import type { ListController } from './useListController';

export function ListPagination({ list }: { list: Pick<ListController<unknown>, 'state' | 'total' | 'setPage' | 'setPageSize'> }) {
  if (!list.total) return null;
  return (
    <div className="ap-list-foot">
      <Pagination page={list.state.page} pageSize={list.state.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
    </div>
  );
}
