/** The « Devis » section of a customer's contracts tab (spec 001 §2 estimates view): number, amount TTC, period, status; the new-estimate page. */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { searchEstimates } from '../../../api/contract/estimates';
import { estimateTag } from '../../../domain/estimates/status';
import { currencyOfAgency, formatCents } from '../../../domain/format/amount';
import { formatPeriod } from '../../../domain/format/period';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useCall } from '../../hooks/useQuery';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { Pagination } from '../../widgets/Pagination';

const PAGE_SIZE = 10;

export function CustomerEstimates({ customerId, kind }: { customerId: number; kind: 'customers' | 'prospects' }) {
  useSignals();
  const { agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const [page, setPage] = useState(0);
  // Through the cache: a contract deleted or made from an estimate (writes of estimates) asks the list again.
  const estimates = useCall(searchEstimates, { body: { customerId, pageNumber: page, pageSize: PAGE_SIZE } });
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
        loading={estimates.loading && !estimates.data}
        rows={estimates.data?.content ?? []}
        rowKey={(estimate) => estimate.id}
        empty="Aucun devis"
        columns={[
          { key: 'number', header: 'N°', nowrap: true, cell: (e) => <Link to={`${base}/estimates/${e.id}`}>{e.number}</Link> },
          { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (e) => formatCents(e.vatIncludedAmount, { currency }) },
          { key: 'period', header: 'Période', nowrap: true, cell: (e) => formatPeriod(e.periodStartDate, e.periodEndDate) },
          { key: 'status', header: 'Statut', nowrap: true, cell: (e) => <Tag tone={estimateTag(e.status).tone}>{estimateTag(e.status).label}</Tag> },
        ]}
      />
      {estimates.data && estimates.data.totalElements > PAGE_SIZE ? <Pagination page={page} pageSize={PAGE_SIZE} total={estimates.data.totalElements} onPage={setPage} /> : null}
    </section>
  );
}
