/**
 * The page of a v2 list (spec 001 §2: customers, prospects, employees, candidates): the title with the export, the
 * column chooser and the screen's own actions, the search with the screen's filters, the export's error, the table of
 * the chosen columns. A screen gives what is its own (its controller, columns, filters, actions) and nothing else.
 */
import { useState, type ReactNode } from 'react';
import type { Column } from '../ui/Table';
import { Alert } from '../ui/Alert';
import { ColumnChooser } from './ColumnChooser';
import { ExportMenu, type ExportMenuProps } from './ExportMenu';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { useColumnChoice } from './useColumnChoice';
import type { ListController } from './useListController';

export interface V2ListPageProps<Row> {
  title: string;
  list: ListController<Row>;
  /** Every column the list offers; `defaultColumns` are shown until the user chooses (kept under `columnsName`). */
  columns: ReadonlyArray<Column<Row>>;
  columnsName: string;
  defaultColumns: readonly string[];
  rowKey(row: Row): string | number;
  exportFile: ExportMenuProps['exportFile'];
  searchLabel: string;
  filters: ReactNode;
  /** The screen's buttons after the export and the column chooser (import, creation). */
  actions: ReactNode;
}

export function V2ListPage<Row>({ title, list, columns, columnsName, defaultColumns, rowKey, exportFile, searchLabel, filters, actions }: V2ListPageProps<Row>) {
  const { shown, choose } = useColumnChoice(columnsName, columns.map((column) => column.key), defaultColumns);
  const [exportError, setExportError] = useState<string | null>(null);
  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <div className="ap-record-head__actions">
          <ExportMenu exportFile={exportFile} onError={setExportError} />
          <ColumnChooser columns={columns} shown={shown} onChange={choose} />
          {actions}
        </div>
      </div>
      <ListToolbar searchLabel={searchLabel} text={list.text} onText={list.setText} modified={list.modified} onReset={list.reset} filters={filters} />
      {exportError ? <Alert tone="danger">{exportError}</Alert> : null}
      <ListTable list={list} caption={title} columns={columns.filter((column) => shown.includes(column.key))} rowKey={rowKey} />
    </>
  );
}
