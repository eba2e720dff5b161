import type { ReactNode } from 'react';
import { useStyles } from '../hooks/useStyles';
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
}

export interface TableProps<Row> {
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  caption?: string;
  loading?: boolean;
  empty?: string;
}

/** A dense data table with its loading and empty states. */
export function Table<Row>({ columns, rows, rowKey, caption, loading = false, empty }: TableProps<Row>) {
  useStyles('table', tableCss);
  if (loading) return <Loading />;
  if (rows.length === 0) return <EmptyState {...(empty ? { title: empty } : {})} />;
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        {caption ? <caption className="ap-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'ap-table__num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={[column.numeric && 'ap-table__num', column.nowrap && 'ap-table__nowrap'].filter(Boolean).join(' ') || undefined}>
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
