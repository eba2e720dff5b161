import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowsSort } from 'tabler-icons-react';
import { useStyles } from './useStyles';
import { tableCss } from './table.css';
import { EmptyState } from './EmptyState';
import { Loading } from './Spinner';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
  /** Short values (dates, amounts, tags) stay on one line. */
  nowrap?: boolean;
  /** The attribute a click on the header sorts by (lists of the kit). */
  sortBy?: string;
  /** The column that holds the row's name: it keeps room for it (names do not wrap word by word). */
  wide?: boolean;
  /** The column of long free text: it takes the width the others leave and cuts its line with an ellipsis. */
  fill?: boolean;
}

export interface TableSort {
  attribute: string;
  direction: 'ASC' | 'DESC';
}

export interface TableProps<Row> {
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  caption?: string;
  loading?: boolean;
  empty?: string;
  /** Rows stay shown, dimmed, while the next ones load. */
  busy?: boolean;
  sort?: TableSort | null;
  onSort?: (attribute: string) => void;
}

function SortHeader({ column, sort, onSort }: { column: Column<never>; sort: TableSort | null | undefined; onSort: (attribute: string) => void }) {
  const active = sort?.attribute === column.sortBy;
  const Icon = !active ? ArrowsSort : sort!.direction === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <button type="button" className={`ap-table__sort${active ? ' ap-table__sort--active' : ''}`} onClick={() => onSort(column.sortBy!)}>
      {column.header}
      <Icon size={14} aria-hidden="true" />
    </button>
  );
}

const ariaSort = (column: Column<never>, sort: TableSort | null | undefined) =>
  column.sortBy && sort?.attribute === column.sortBy ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined;

/** A dense data table with its loading and empty states. */
export function Table<Row>({ columns, rows, rowKey, caption, loading = false, empty, busy = false, sort, onSort }: TableProps<Row>) {
  useStyles('table', tableCss);
  if (loading) return <Loading />;
  if (rows.length === 0) return <EmptyState {...(empty ? { title: empty } : {})} />;
  return (
    <div className={busy ? 'ap-table-wrap ap-table-wrap--busy' : 'ap-table-wrap'} aria-busy={busy || undefined}>
      <table className="ap-table">
        {caption ? <caption className="ap-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'ap-table__num' : undefined} aria-sort={ariaSort(column as Column<never>, sort)}>
                {column.sortBy && onSort ? <SortHeader column={column as Column<never>} sort={sort} onSort={onSort} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={[column.numeric && 'ap-table__num', column.nowrap && 'ap-table__nowrap', column.wide && 'ap-table__wide', column.fill && 'ap-table__fill'].filter(Boolean).join(' ') || undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
