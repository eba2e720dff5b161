/**
 * The pagination widget (spec 000 §2.8): 'Résultats from-to / total', the page buttons
 * (first, last, current and its neighbours), and the page-size selector (hidden when the
 * screen disables it). An empty result shows the no-results text, 'Aucun résultat' by default.
 */
import { ChevronLeft, ChevronRight } from 'tabler-icons-react';
import { PAGE_SIZES, pageButtons, pageCount, pageSizeLabel, resultsText } from '../../domain/pagination';
import { useStyles } from './useStyles';
import { paginationCss } from './pagination.css';

export interface PaginationProps {
  /** Zero-based, as the API counts pages. */
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  /** Absent: no page-size selector. */
  onPageSize?: (pageSize: number) => void;
  emptyText?: string;
}

export function Pagination({ page, pageSize, total, onPage, onPageSize, emptyText }: PaginationProps) {
  useStyles('pagination', paginationCss);
  const count = pageCount(total, pageSize);
  return (
    <nav className="ap-pagination" aria-label="Pagination">
      <span className="ap-pagination__summary" aria-live="polite">
        {resultsText(page, pageSize, total, emptyText)}
      </span>
      {count > 1 ? (
        <span className="ap-pagination__pages">
          <button type="button" className="ap-pagination__button" aria-label="Page précédente" disabled={page <= 0} onClick={() => onPage(page - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
          {pageButtons(page, count).map((button, position) =>
            button.kind === 'gap' ? (
              <span key={`gap${position}`} className="ap-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={button.index}
                type="button"
                className="ap-pagination__button"
                aria-label={`Page ${button.index + 1}`}
                aria-current={button.current ? 'page' : undefined}
                onClick={() => button.current || onPage(button.index)}
              >
                {button.index + 1}
              </button>
            ),
          )}
          <button type="button" className="ap-pagination__button" aria-label="Page suivante" disabled={page >= count - 1} onClick={() => onPage(page + 1)}>
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </span>
      ) : null}
      {onPageSize && total > 0 ? (
        <select className="ap-pagination__size" aria-label="Résultats par page" value={pageSize} onChange={(event) => onPageSize(Number((event.target as HTMLSelectElement).value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {pageSizeLabel(size)}
            </option>
          ))}
        </select>
      ) : null}
    </nav>
  );
}
