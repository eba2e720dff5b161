/**
 * The contracts tab of a customer's record: its estimates (« Devis »), then its contracts,
 * newest first, with their state and status, searched by text (number, prestation, family) and
 * state (`contracts/{customerId}/search`); a contract's number opens it in a drawer
 * (`?contract={id}`, so that a link or the back button opens and closes it). The search, the state and the page live in
 * the URL under `contracts.` (the kit's list controller, beside the estimates' `estimates.page`): a reload keeps them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { CONTRACT_STATES, searchCustomerContracts, type ContractSummary } from '../../../../api/contract/contracts';
import { CONTRACT_STATE_LABELS, CONTRACT_STATUS_LABELS } from '../../../../domain/contracts';
import { formatPeriod } from '../../../../domain/format/period';
import { formatDuration } from '../../../../domain/format/duration';
import { chosenFilter, type ListConfig } from '../../../../domain/list/listState';
import { parseLocation, parseQuery } from '../../../../domain/routes';
import { Link } from '../../../app/Link';
import { usePortal } from '../../../context';
import { optionsOf } from '../../../kit/FormPanel';
import { listCall } from '../../../kit/listCall';
import { chooseFilter, useListController } from '../../../kit/useListController';
import { SelectField } from '../../../ui/SelectField';
import { Table } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { TextField } from '../../../ui/TextField';
import { ListPagination } from '../../../kit/ListPagination';
import { ContractDrawer } from '../../contracts/ContractDrawer';
import { CustomerEstimates } from '../../estimates/CustomerEstimates';
import type { CustomerTabProps } from './tabProps';

const PAGE_SIZE = 20;
const CONTRACTS_CONFIG: ListConfig = { attributes: { state: 'enum' }, defaultSort: null, defaultPageSize: PAGE_SIZE };

/** The location with the drawer's `contract` set (or removed), the lists' parameters kept. */
function withContract(path: string, query: string, contractId: number | null): string {
  const next = new URLSearchParams(query);
  if (contractId === null) next.delete('contract');
  else next.set('contract', String(contractId));
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}
const STATE_OPTIONS = optionsOf(Object.fromEntries(CONTRACT_STATES.map((state) => [state, CONTRACT_STATE_LABELS[state].label])), 'Tous les états');

export function ContractsTab({ customer, kind }: CustomerTabProps) {
  useSignals();
  const { client, router } = usePortal();
  const contracts = useListController<ContractSummary, unknown>('customers.contracts', CONTRACTS_CONFIG, (shown) => {
    const state = chosenFilter(shown, 'state');
    const body = { text: shown.text || null, ...(state ? { states: [state as (typeof CONTRACT_STATES)[number]] } : {}), pageNumber: shown.page, pageSize: PAGE_SIZE };
    return listCall(client, searchCustomerContracts, { params: { id: customer.customerId }, body });
  }, { prefix: 'contracts.' });
  const { path, query } = parseLocation(router.location.value);
  const opened = /^\d+$/.test(parseQuery(query).contract ?? '') ? Number(parseQuery(query).contract) : null;
  return (
    <div className="ap-record-stack">
      <CustomerEstimates customerId={customer.customerId} kind={kind} />
      <section className="ap-panel" aria-label="Contrats">
        <h2 className="ap-panel__title">Contrats</h2>
        <div className="ap-filters" role="search" aria-label="Filtres des contrats">
          <TextField label="Rechercher un contrat" type="search" hint="N°, prestation ou famille" value={contracts.text} onValueChange={contracts.setText} />
          <SelectField label="État" value={chosenFilter(contracts.state, 'state')} options={STATE_OPTIONS} onValueChange={chooseFilter(contracts, 'state')} />
        </div>
        <Table
          caption="Contrats"
          loading={contracts.initialLoading}
          rows={contracts.rows}
          rowKey={(contract) => contract.id}
          empty={contracts.modified ? 'Aucun résultat' : 'Aucun contrat'}
          columns={[
            { key: 'number', header: 'N°', nowrap: true, cell: (k) => <Link to={withContract(path, query, k.id)}>{k.number}</Link> },
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
        <ListPagination list={contracts} fixedSize pagedOnly />
      </section>
      {opened ? (
        <ContractDrawer key={opened} contractId={opened} recordPath={`/${kind}/${customer.customerId}`} onClose={() => router.navigate(withContract(path, query, null))} onChanged={contracts.reload} />
      ) : null}
    </div>
  );
}
