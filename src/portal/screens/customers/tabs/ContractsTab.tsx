/**
 * The contracts tab of a customer's record: its estimates (« Devis »), then its contracts,
 * newest first, with their state and status, searched by text (number, prestation, family) and
 * state (`contracts/{customerId}/search`); a contract's number opens it in a drawer
 * (`?contract={id}`, so that a link or the back button opens and closes it).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { CONTRACT_STATES, searchCustomerContracts } from '../../../../api/contract/contracts';
import { CONTRACT_STATE_LABELS, CONTRACT_STATUS_LABELS } from '../../../../domain/contracts';
import { formatPeriod } from '../../../../domain/format/period';
import { formatDuration } from '../../../../domain/format/duration';
import { buildLocation, parseLocation, parseQuery } from '../../../../domain/routes';
import { DEBOUNCE_MS } from '../../../../domain/timings';
import { Link } from '../../../app/Link';
import { usePortal } from '../../../context';
import { useDebounced } from '../../../hooks/useDebounced';
import { useLoad } from '../../../hooks/useLoad';
import { optionsOf } from '../../../kit/FormPanel';
import { SelectField } from '../../../ui/SelectField';
import { Table } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { TextField } from '../../../ui/TextField';
import { Pagination } from '../../../widgets/Pagination';
import { ContractDrawer } from '../../contracts/ContractDrawer';
import { CustomerEstimates } from '../../estimates/CustomerEstimates';
import type { CustomerTabProps } from './tabProps';

const PAGE_SIZE = 20;
const STATE_OPTIONS = optionsOf(Object.fromEntries(CONTRACT_STATES.map((state) => [state, CONTRACT_STATE_LABELS[state].label])), 'Tous les états');

export function ContractsTab({ customer, kind }: CustomerTabProps) {
  useSignals();
  const { client, router } = usePortal();
  const [page, setPage] = useState(0);
  const [version, setVersion] = useState(0);
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const pattern = useDebounced(text.trim(), DEBOUNCE_MS);
  const contracts = useLoad(
    () =>
      client.call(searchCustomerContracts, {
        params: { id: customer.customerId },
        body: { text: pattern || null, ...(state ? { states: [state as (typeof CONTRACT_STATES)[number]] } : {}), pageNumber: page, pageSize: PAGE_SIZE },
      }),
    [client, customer.customerId, pattern, state, page, version],
  );
  const filtered = pattern !== '' || state !== '';
  const { path, query } = parseLocation(router.location.value);
  const opened = /^\d+$/.test(parseQuery(query).contract ?? '') ? Number(parseQuery(query).contract) : null;
  return (
    <div className="ap-record-stack">
      <CustomerEstimates customerId={customer.customerId} kind={kind} />
      <section className="ap-panel" aria-label="Contrats">
        <h2 className="ap-panel__title">Contrats</h2>
        <div className="ap-filters" role="search" aria-label="Filtres des contrats">
          <TextField label="Rechercher un contrat" type="search" hint="N°, prestation ou famille" value={text} onValueChange={(next) => (setText(next), setPage(0))} />
          <SelectField label="État" value={state} options={STATE_OPTIONS} onValueChange={(next) => (setState(next), setPage(0))} />
        </div>
        <Table
          caption="Contrats"
          loading={contracts.loading && !contracts.data}
          rows={contracts.data?.content ?? []}
          rowKey={(contract) => contract.id}
          empty={filtered ? 'Aucun résultat' : 'Aucun contrat'}
          columns={[
            { key: 'number', header: 'N°', nowrap: true, cell: (k) => <Link to={buildLocation(path, {}, { contract: k.id })}>{k.number}</Link> },
            { key: 'type', header: 'Prestation', cell: (k) => k.prestationType.label },
            { key: 'family', header: 'Famille', cell: (k) => k.family?.name ?? '' },
            { key: 'period', header: 'Période', nowrap: true, cell: (k) => formatPeriod(k.startDate, k.endDate) },
            { key: 'weekly', header: 'Par semaine', numeric: true, nowrap: true, cell: (k) => formatDuration(k.weeklyMinutes) },
            {
              key: 'state', header: 'État',
              cell: (k) => (
                <>
                  <Tag tone={CONTRACT_STATE_LABELS[k.state].tone}>{CONTRACT_STATE_LABELS[k.state].label}</Tag>{' '}
                  <Tag tone={CONTRACT_STATUS_LABELS[k.status].tone}>{CONTRACT_STATUS_LABELS[k.status].label}</Tag>
                  {k.archived ? <> <Tag tone="neutral">Archivé</Tag></> : null}
                </>
              ),
            },
          ]}
        />
        {contracts.data && contracts.data.totalElements > PAGE_SIZE ? <Pagination page={page} pageSize={PAGE_SIZE} total={contracts.data.totalElements} onPage={setPage} /> : null}
      </section>
      {opened ? (
        <ContractDrawer contractId={opened} recordPath={`/${kind}/${customer.customerId}`} onClose={() => router.navigate(path)} onChanged={() => setVersion((v) => v + 1)} />
      ) : null}
    </div>
  );
}
