/** The contracts tab of a customer's record: its estimates (« Devis »), then its contracts, newest first, with their state. */
import { useState } from 'react';
import { searchContracts } from '../../../../api/contract/contracts';
import { CONTRACT_STATE_LABELS } from '../../../../domain/contracts';
import { formatPeriod } from '../../../../domain/format/period';
import { formatDuration } from '../../../../domain/format/duration';
import { usePortal } from '../../../context';
import { useLoad } from '../../../hooks/useLoad';
import { Table } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { Pagination } from '../../../widgets/Pagination';
import { CustomerEstimates } from '../../estimates/CustomerEstimates';
import type { CustomerTabProps } from './tabProps';

const PAGE_SIZE = 20;

export function ContractsTab({ customer, kind }: CustomerTabProps) {
  const { client } = usePortal();
  const [page, setPage] = useState(0);
  const contracts = useLoad(() => client.call(searchContracts, { body: { customerId: customer.customerId, pageNumber: page, pageSize: PAGE_SIZE } }), [client, customer.customerId, page]);
  return (
    <div className="ap-record-stack">
      <CustomerEstimates customerId={customer.customerId} kind={kind} />
      <section className="ap-panel" aria-label="Contrats">
        <h2 className="ap-panel__title">Contrats</h2>
        <Table
          caption="Contrats"
          loading={contracts.loading && !contracts.data}
          rows={contracts.data?.content ?? []}
          rowKey={(contract) => contract.id}
          empty="Aucun contrat"
          columns={[
            { key: 'number', header: 'N°', nowrap: true, cell: (k) => <span className="ap-strong">{k.number}</span> },
            { key: 'type', header: 'Prestation', cell: (k) => k.prestationType.label },
            { key: 'family', header: 'Famille', cell: (k) => k.family?.name ?? '' },
            { key: 'period', header: 'Période', nowrap: true, cell: (k) => formatPeriod(k.startDate, k.endDate) },
            { key: 'weekly', header: 'Par semaine', numeric: true, nowrap: true, cell: (k) => formatDuration(k.weeklyMinutes) },
            { key: 'state', header: 'État', nowrap: true, cell: (k) => <Tag tone={CONTRACT_STATE_LABELS[k.state].tone}>{CONTRACT_STATE_LABELS[k.state].label}</Tag> },
          ]}
        />
        {contracts.data && contracts.data.totalElements > PAGE_SIZE ? <Pagination page={page} pageSize={PAGE_SIZE} total={contracts.data.totalElements} onPage={setPage} /> : null}
      </section>
    </div>
  );
}
