/**
 * A professional's dated unavailabilities (absences), ready to use (spec 000 §2.6, §7):
 * the latest first, page by page; with `deletable`, the delete column and its confirmation,
 * with the standard success and failure messages.
 */
import { useState } from 'react';
import { deleteUnavailability, searchUnavailabilities } from '../../../api/contract/unavailabilities';
import { MESSAGES } from '../../../domain/messages';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount } from '../../../domain/pagination';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Pagination } from '../Pagination';
import { DatedUnavailabilityTable } from './DatedUnavailabilityTable';
import { unavailabilityCss } from './unavailability.css';
import { useListAction } from './useListAction';

export interface DatedUnavailabilitiesProps {
  /** The professional's id. */
  userId: number;
  deletable?: boolean;
}

export function DatedUnavailabilities({ userId, deletable = false }: DatedUnavailabilitiesProps) {
  useStyles('unavailability', unavailabilityCss);
  const { client } = usePortal();
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { data, loading, reload } = useLoad(
    () => client.call(searchUnavailabilities, { body: { userIds: [userId], pageNumber, pageSize } }),
    [client, userId, pageNumber, pageSize],
  );
  // After a deletion emptied the last page, show the page before.
  const total = data?.totalElements ?? 0;
  const page = data ? clampPage(pageNumber, pageCount(total, pageSize)) : pageNumber;
  if (page !== pageNumber) setPageNumber(page);
  const action = useListAction(reload);
  // While another page loads, the table waits rather than show the previous one.
  const stale = !data || data.number !== pageNumber || data.size !== pageSize;

  return (
    <section className="ap-unavailability" aria-label="Indisponibilités">
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {action.notice ? <Alert tone="success">{action.notice}</Alert> : null}
      <DatedUnavailabilityTable
        rows={data?.content ?? []}
        loading={loading && stale}
        {...(deletable ? { onDelete: (row) => action.run(() => client.call(deleteUnavailability, { params: { id: row.id } }), MESSAGES.deleted) } : {})}
      />
      {total > 0 ? (
        <Pagination
          page={pageNumber}
          pageSize={pageSize}
          total={total}
          onPage={setPageNumber}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNumber(0);
          }}
        />
      ) : null}
    </section>
  );
}
