/**
 * The « Devis » section of a customer's contracts tab (spec 001 §2 estimates view): number, amount TTC, period, status; the
 * new-estimate page. Its page lives in the URL as `estimates.page` (the kit's list controller, beside the contracts' list).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Plus } from 'tabler-icons-react';
import { searchEstimates, type EstimateSummary } from '../../../api/contract/estimates';
import { estimateTag } from '../../../domain/estimates/status';
import { currencyOfAgency, formatCents } from '../../../domain/format/amount';
import { formatPeriod } from '../../../domain/format/period';
import type { ListConfig } from '../../../domain/list/listState';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { listCall } from '../../kit/listCall';
import { useListController } from '../../kit/useListController';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { ListPagination } from '../../kit/ListPagination';

const PAGE_SIZE = 10;
const ESTIMATES_CONFIG: ListConfig = { attributes: {}, defaultSort: null, defaultPageSize: PAGE_SIZE };

export function CustomerEstimates({ customerId, kind }: { customerId: number; kind: 'customers' | 'prospects' }) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const estimates = useListController<EstimateSummary, unknown>('customers.estimates', ESTIMATES_CONFIG, (state) =>
    listCall(client, searchEstimates, { body: { customerId, pageNumber: state.page, pageSize: PAGE_SIZE } }), { prefix: 'estimates.' });
  const base = `/${kind}/${customerId}`;
  return (
    <section className="ap-panel" aria-label="Devis">
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title">Devis</h2>
        <Link className="ap-button ap-button--secondary" to={`${base}/new-estimate`}>
          <Plus size={16} aria-hidden="true" /> Nouveau devis
        </Link>
      </div>
      <Table
        caption="Devis"
        loading={estimates.initialLoading}
        rows={estimates.rows}
        rowKey={(estimate) => estimate.id}
        empty="Aucun devis"
        columns={[
          { key: 'number', header: 'N°', nowrap: true, cell: (e) => <Link to={`${base}/estimates/${e.id}`}>{e.number}</Link> },
          { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (e) => formatCents(e.vatIncludedAmount, { currency }) },
          { key: 'period', header: 'Période', nowrap: true, cell: (e) => formatPeriod(e.periodStartDate, e.periodEndDate) },
          { key: 'status', header: 'Statut', nowrap: true, cell: (e) => <Tag tone={estimateTag(e.status).tone}>{estimateTag(e.status).label}</Tag> },
        ]}
      />
      <ListPagination list={estimates} fixedSize pagedOnly />
    </section>
  );
}
