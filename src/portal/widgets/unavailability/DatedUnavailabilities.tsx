/**
 * A professional's dated unavailabilities (absences), ready to use (spec 000 §2.6, §7):
 * the latest first, page by page; with `addable`, « Ajouter une absence » and its dialog; with
 * `deletable`, the delete column and its confirmation; the standard success and failure messages.
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { deleteUnavailability, searchUnavailabilities } from '../../../api/contract/unavailabilities';
import { MESSAGES } from '../../../domain/messages';
import type { Civility } from '../../../domain/unavailability/leaveCivility';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount } from '../../../domain/pagination';
import { usePortal } from '../../context';
import { useCall } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Pagination } from '../Pagination';
import { AbsenceDialog } from './AbsenceDialog';
import { DatedUnavailabilityTable } from './DatedUnavailabilityTable';
import { unavailabilityCss } from './unavailability.css';
import { useListAction } from './useListAction';

export interface DatedUnavailabilitiesProps {
  /** The professional's id. */
  userId: number;
  addable?: boolean;
  deletable?: boolean;
  /** The professional's civility: the dialog offers the birth leaves of hers only. */
  civility?: Civility | null;
}

export function DatedUnavailabilities({ userId, addable = false, deletable = false, civility = null }: DatedUnavailabilitiesProps) {
  useStyles('unavailability', unavailabilityCss);
  const { client } = usePortal();
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const { data, loading, reload } = useCall(searchUnavailabilities, { body: { userIds: [userId], pageNumber, pageSize } });
  // After a deletion emptied the last page, show the page before.
  const total = data?.totalElements ?? 0;
  const page = data ? clampPage(pageNumber, pageCount(total, pageSize)) : pageNumber;
  if (page !== pageNumber) setPageNumber(page);
  const action = useListAction(reload);
  // While another page loads, the table waits rather than show the previous one.
  const stale = !data || data.number !== pageNumber || data.size !== pageSize;

  return (
    <section className="ap-unavailability" aria-label="Indisponibilités">
      {addable ? (
        <div className="ap-unavailability__bar">
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Ajouter une absence
          </Button>
        </div>
      ) : null}
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
      {adding ? (
        <AbsenceDialog
          userId={userId}
          civility={civility}
          onDone={() => {
            setAdding(false);
            // The latest come first: the new absence is on the first page.
            setPageNumber(0);
            action.succeeded(MESSAGES.saved);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}
