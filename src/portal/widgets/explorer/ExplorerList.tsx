/** The list both explorers show: a list's first page with its footer (spec 001 §2). */
import type { Page } from '../../../api/contract/common';
import { previewFooter } from '../../../domain/explorer';
import { Table, type Column } from '../../ui/Table';

/** The first page of a list ('Aucun résultat' when empty) and, past one page, 'Aperçu des N premiers sur M'. */
export function ExplorerList<Row>({ caption, columns, page, loading, rowKey }: { caption: string; columns: Column<Row>[]; page: Page<Row> | null; loading: boolean; rowKey(row: Row): number }) {
  const footer = page ? previewFooter(page.content.length, page.totalElements) : null;
  return (
    <>
      <Table caption={caption} columns={columns} rows={page?.content ?? []} rowKey={rowKey} loading={loading && !page} />
      {footer ? <p className="ap-explorer__footer">{footer}</p> : null}
    </>
  );
}
