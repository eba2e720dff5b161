/**
 * /customers and /prospects (spec 001 §2, §3, §7): the v2 list with its filters (status, type,
 * source, city, adviser, stage, dates), the counts beside each filter's choices, sortable
 * columns chosen by the user, pages, export; creation and import from here.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { FileImport, Plus } from 'tabler-icons-react';
import { customersV2Distribution, customersV2Stats, exportCustomersV2, type CustomerAttribute, type CustomerListItem, type CustomersV2Body } from '../../../api/contract/customers';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, PROSPECT_STAGE_LABELS } from '../../../domain/customers/labels';
import { choicesOf } from '../../../domain/list/filters';
import { CUSTOMERS_SEARCH_LABEL } from '../../../domain/customers/texts';
import { IMPORT_ROLES } from '../../../domain/agency/gates';
import { parseLocation } from '../../../domain/routes';
import { lazyComponent } from '../../app/lazyComponent';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useMayUse } from '../../kit/useMayUse';
import { useStyles } from '../../ui/useStyles';
import { FilterPopover } from '../../kit/FilterPopover';
import { kitCss } from '../../kit/kit.css';
import { useListController } from '../../kit/useListController';
import { V2ListPage } from '../../kit/V2ListPage';
import { listExport, listFilters } from '../../kit/v2List';
import { Button } from '../../ui/Button';
import { customerColumns, DEFAULT_COLUMNS } from './customerColumns';
import { LIST_CONFIGS, LIST_STATUSES, customersListBody, customersListName, customersListRequest, listKindOf } from './customersList';

/** The import dialog's code (its column table, the import rules) loads when « Importer » is chosen, not with the list. */
const CustomersImportDialog = lazyComponent(() => import('./CustomersImportDialog'), (m) => m.CustomersImportDialog, null);

export function CustomersListScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  const { client, router, clock } = usePortal();
  const { path } = parseLocation(router.location.value);
  const kind = listKindOf(path);
  const config = LIST_CONFIGS[kind];
  const list = useListController<CustomerListItem, unknown>(customersListName(kind), config, customersListRequest(client, kind));
  const columns = customerColumns(kind, clock.now());
  const [importing, setImporting] = useState(false);
  // Imports are the admin's (the import endpoints' roles).
  const mayImport = useMayUse()({ roles: IMPORT_ROLES });

  const { distribution, stats, filterProps } = listFilters<CustomerAttribute, CustomersV2Body>(list, (state) => customersListBody(kind, state), {
    distribution: (body) => client.call(customersV2Distribution, { body }),
    stats: (body) => client.call(customersV2Stats, { body }),
  });
  const exportFile = listExport(() => customersListBody(kind, list.state), (body, query) => client.call(exportCustomersV2, { body, query }), kind === 'prospects' ? 'prospects' : 'clients', () => clock.now());
  const statusChoices = LIST_STATUSES[kind].map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] }));

  return (
    <>
      <V2ListPage
        title={title}
        list={list}
        columns={columns}
        columnsName={kind}
        defaultColumns={DEFAULT_COLUMNS[kind]}
        rowKey={(row) => row.customerId}
        exportFile={exportFile}
        searchLabel={CUSTOMERS_SEARCH_LABEL}
        actions={
          <>
            {mayImport ? (
              <Button icon={<FileImport size={16} aria-hidden="true" />} onClick={() => setImporting(true)}>
                Importer
              </Button>
            ) : null}
            <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => router.navigate(`/${kind}/new`)}>
              {kind === 'prospects' ? 'Nouveau prospect' : 'Nouveau client'}
            </Button>
          </>
        }
        filters={
          <>
            <FilterPopover label="Statut" choices={statusChoices} distribution={distribution('status')} {...filterProps('status')} />
            {kind === 'prospects' ? (
              <FilterPopover label="Étape" choices={choicesOf(PROSPECT_STAGE_LABELS)} distribution={distribution('stage')} {...filterProps('stage')} />
            ) : null}
            <FilterPopover label="Type" choices={choicesOf(CUSTOMER_TYPE_LABELS)} distribution={distribution('type')} {...filterProps('type')} />
            <FilterPopover label="Source" choices={choicesOf(CUSTOMER_SOURCE_LABELS)} distribution={distribution('source')} {...filterProps('source')} />
            <FilterPopover label="Ville" distribution={distribution('city')} {...filterProps('city')} />
            <FilterPopover label="Conseiller" distribution={distribution('adviserId')} {...filterProps('adviserId')} />
            <FilterPopover label={kind === 'prospects' ? 'Devis' : 'Contrats'} range="number" stats={stats(kind === 'prospects' ? 'estimatesCount' : 'contractsCount')} {...filterProps(kind === 'prospects' ? 'estimatesCount' : 'contractsCount')} />
            <FilterPopover label="Prochain échange" range="date" {...filterProps('nextExchangeAt')} />
            <FilterPopover label="Créé" range="date" {...filterProps('createdAt')} />
          </>
        }
      />
      {importing ? <CustomersImportDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
