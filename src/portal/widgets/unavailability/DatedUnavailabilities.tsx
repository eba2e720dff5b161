/**
 * A professional's dated unavailabilities (absences), ready to use (spec 000 §2.6, §7):
 * the latest first, page by page (the kit's list controller; its page and size in the record tab's URL:
 * `?absences.page=2&absences.size=20`); with `addable`, « Ajouter une absence » and its dialog; with
 * `deletable`, the delete column and its confirmation; the standard success and failure messages.
 */
import { useEffect, useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { deleteUnavailability, searchUnavailabilities, type Unavailability } from '../../../api/contract/unavailabilities';
import type { Page } from '../../../api/contract/common';
import type { ListConfig } from '../../../domain/list/listState';
import { MESSAGES } from '../../../domain/messages';
import type { Civility } from '../../../domain/unavailability/leaveCivility';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount } from '../../../domain/pagination';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { AbsenceDialog } from './AbsenceDialog';
import { DatedUnavailabilityTable } from './DatedUnavailabilityTable';
import { unavailabilityCss } from './unavailability.css';
import { useListAction } from './useListAction';

const DATED_CONFIG: ListConfig = { attributes: {}, defaultSort: null, defaultPageSize: DEFAULT_PAGE_SIZE };

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
  const [adding, setAdding] = useState(false);
  const list = useListController<Unavailability, unknown, Page<Unavailability>>('unavailabilities.dated', DATED_CONFIG, (state) =>
    listCall(client, searchUnavailabilities, { body: { userIds: [userId], pageNumber: state.page, pageSize: state.pageSize } }), { prefix: 'absences.' });
  const { page, pageSize } = list.state;
  // After a deletion emptied the last page, show the page before.
  const count = pageCount(list.total, pageSize);
  const beyond = list.answer !== null && !list.loading && page > 0 && page >= count;
  useEffect(() => {
    if (beyond) list.setPage(clampPage(page, count));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beyond]);
  const action = useListAction(list.reload);
  // While another page loads, the table waits rather than show the previous one.
  const stale = !list.answer || list.answer.number !== page || list.answer.size !== pageSize;

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
        rows={list.rows}
        loading={list.loading && stale}
        {...(deletable ? { onDelete: (row) => action.run(() => client.call(deleteUnavailability, { params: { id: row.id } }), MESSAGES.deleted) } : {})}
      />
      <ListPagination list={list} />
      {adding ? (
        <AbsenceDialog
          userId={userId}
          civility={civility}
          onDone={() => {
            setAdding(false);
            // The latest come first: the new absence is on the first page.
            list.setPage(0);
            action.succeeded(MESSAGES.saved);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}
