/** /prospecting/history (spec 001 §4): the agency's prospecting events, newest first: creations, stage moves, exchanges, conversions and losses. */
import { searchProspectingHistory } from '../../../api/contract/customerRecord';
import type { EndpointOutput } from '../../../api/endpoint';
import { CUSTOMER_HISTORY_EVENT_LABELS } from '../../../domain/customers/labels';
import { formatDateTime } from '../../../domain/format/date';
import type { ListConfig } from '../../../domain/list/listState';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { kitCss } from '../../kit/kit.css';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { useListController } from '../../kit/useListController';
import { Table } from '../../ui/Table';
import { ProspectingHead } from './ProspectingTabs';

// Its page and size in the URL (`?page=2&size=50`), 20 a page by default.
type Entry = EndpointOutput<typeof searchProspectingHistory>['content'][number];

const HISTORY_CONFIG: ListConfig = { attributes: {}, defaultSort: null, defaultPageSize: 20 };

export function ProspectingHistoryScreen(_: ScreenProps) {
  useStyles('kit', kitCss);
  const { client } = usePortal();
  const history = useListController<Entry, unknown>('prospecting.history', HISTORY_CONFIG, (state) =>
    listCall(client, searchProspectingHistory, { body: { pageNumber: state.page, pageSize: state.pageSize } }));
  return (
    <>
      <ProspectingHead current="history" />
      <Table
        caption="Historique de la prospection"
        loading={history.initialLoading}
        busy={history.loading}
        rows={history.rows}
        rowKey={(entry) => entry.id}
        columns={[
          { key: 'date', header: 'Date', nowrap: true, cell: (e) => formatDateTime(e.createdAt) },
          { key: 'prospect', header: 'Prospect', cell: (e) => <Link to={`/prospects/${e.customer.id}/history`} className="ap-strong">{e.customer.name}</Link> },
          { key: 'event', header: 'Événement', cell: (e) => CUSTOMER_HISTORY_EVENT_LABELS[e.type] },
          { key: 'comment', header: 'Commentaire', cell: (e) => e.comment ?? '' },
          { key: 'author', header: 'Par', nowrap: true, cell: (e) => (e.author ? `${e.author.firstName} ${e.author.lastName}` : 'Automatique') },
        ]}
      />
      <ListPagination list={history} />
    </>
  );
}
