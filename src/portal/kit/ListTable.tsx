/** The body of a kit list: `ui/Table` on the controller's rows, sort and loading states (dimmed rows while reloading), then its pagination. */
import { Table, type TableProps } from '../ui/Table';
import { ListPagination } from './ListPagination';
import type { ListController } from './useListController';

export function ListTable<Row>({ list, ...table }: Pick<TableProps<Row>, 'columns' | 'rowKey' | 'caption' | 'empty'> & { list: ListController<Row> }) {
  return (
    <>
      <Table {...table} {...list.tableProps} />
      <ListPagination list={list} />
    </>
  );
}
