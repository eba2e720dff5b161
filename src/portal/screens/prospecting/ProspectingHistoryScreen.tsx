/** /prospecting/history (spec 001 §4): the agency's prospecting events, newest first: creations, stage moves, exchanges, conversions and losses. */
import { useState } from 'react';
import { searchProspectingHistory } from '../../../api/contract/customerRecord';
import { CUSTOMER_HISTORY_EVENT_LABELS } from '../../../domain/customers/labels';
import { formatDateTime } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { kitCss } from '../../kit/kit.css';
import { Table } from '../../ui/Table';
import { Pagination } from '../../widgets/Pagination';
import { ProspectingHead } from './ProspectingTabs';

export function ProspectingHistoryScreen(_: ScreenProps) {
  useStyles('kit', kitCss);
  const { client } = usePortal();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const history = useLoad(() => client.call(searchProspectingHistory, { body: { pageNumber: page, pageSize } }), [client, page, pageSize]);
  return (
    <>
      <ProspectingHead current="history" />
      <Table
        caption="Historique de la prospection"
        loading={history.loading && !history.data}
        busy={history.loading}
        rows={history.data?.content ?? []}
        rowKey={(entry) => entry.id}
        columns={[
          { key: 'date', header: 'Date', nowrap: true, cell: (e) => formatDateTime(e.createdAt) },
          { key: 'prospect', header: 'Prospect', cell: (e) => <Link to={`/prospects/${e.customer.id}/history`} className="ap-strong">{e.customer.name}</Link> },
          { key: 'event', header: 'Événement', cell: (e) => CUSTOMER_HISTORY_EVENT_LABELS[e.type] },
          { key: 'comment', header: 'Commentaire', cell: (e) => e.comment ?? '' },
          { key: 'author', header: 'Par', nowrap: true, cell: (e) => (e.author ? `${e.author.firstName} ${e.author.lastName}` : 'Automatique') },
        ]}
      />
      {history.data?.totalElements ? (
        <div className="ap-list-foot">
          <Pagination page={page} pageSize={pageSize} total={history.data.totalElements} onPage={setPage} onPageSize={(size) => (setPageSize(size), setPage(0))} />
        </div>
      ) : null}
    </>
  );
}
