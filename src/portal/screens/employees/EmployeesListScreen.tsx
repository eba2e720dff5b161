/**
 * /employees and /candidates (spec 001 §3, §7): the v2 list with its filters (status, city,
 * notes, dates), the counts beside each filter's choices, sortable columns chosen by the user,
 * pages and export; « Nouveau salarié » or « Nouveau candidat » opens the creation page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { employeesV2Distribution, employeesV2Stats, exportEmployeesV2, type EmployeeAttribute, type EmployeeListItem, type EmployeesV2Body } from '../../../api/contract/employees';
import { EMPLOYEE_LIST_STATUS_LABELS } from '../../../domain/employees/labels';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../hooks/useStyles';
import { ColumnChooser } from '../../kit/ColumnChooser';
import { ExportMenu } from '../../kit/ExportMenu';
import { FilterPopover } from '../../kit/FilterPopover';
import { kitCss } from '../../kit/kit.css';
import { ListTable } from '../../kit/ListTable';
import { ListToolbar } from '../../kit/ListToolbar';
import { useColumnChoice } from '../../kit/useColumnChoice';
import { useListController } from '../../kit/useListController';
import { listExport, listFilters } from '../../kit/v2List';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DEFAULT_COLUMNS, employeeColumns } from './employeeColumns';
import { ARCHIVED_STATUS, LIST_CONFIGS, LIST_STATUSES, employeesListBody, employeesListName, employeesListRequest, listKindOf } from './employeesList';

export const EMPLOYEES_SEARCH_LABEL = 'Rechercher un nom, une référence, un e-mail, une ville';

export function EmployeesListScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  const { client, router, clock } = usePortal();
  const { path } = parseLocation(router.location.value);
  const kind = listKindOf(path);
  const config = LIST_CONFIGS[kind];
  const list = useListController<EmployeeListItem, unknown>(employeesListName(kind), config, employeesListRequest(client, kind));
  const columns = employeeColumns(kind, clock.now());
  const { shown, choose } = useColumnChoice(kind, columns.map((c) => c.key), DEFAULT_COLUMNS[kind]);
  const [exportError, setExportError] = useState<string | null>(null);
  const { distribution, stats, filterProps } = listFilters<EmployeeAttribute, EmployeesV2Body>(list, (state) => employeesListBody(kind, state), {
    distribution: (body) => client.call(employeesV2Distribution, { body }),
    stats: (body) => client.call(employeesV2Stats, { body }),
  });
  const exportFile = listExport(() => employeesListBody(kind, list.state), (body, query) => client.call(exportEmployeesV2, { body, query }), kind === 'candidates' ? 'candidats' : 'salaries', () => clock.now());
  const statusChoices = [...LIST_STATUSES[kind], ARCHIVED_STATUS[kind]].map((status) => ({ value: status, label: EMPLOYEE_LIST_STATUS_LABELS[status] }));

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <div className="ap-record-head__actions">
          <ExportMenu exportFile={exportFile} onError={setExportError} />
          <ColumnChooser columns={columns} shown={shown} onChange={choose} />
          <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => router.navigate(`/${kind}/new`)}>
            {kind === 'candidates' ? 'Nouveau candidat' : 'Nouveau salarié'}
          </Button>
        </div>
      </div>
      <ListToolbar
        searchLabel={EMPLOYEES_SEARCH_LABEL}
        text={list.text}
        onText={list.setText}
        modified={list.modified}
        onReset={list.reset}
        filters={
          <>
            <FilterPopover label="Statut" choices={statusChoices} distribution={distribution('status')} {...filterProps('status')} />
            <FilterPopover label="Ville" distribution={distribution('city')} {...filterProps('city')} />
            <FilterPopover label="Notes" range="number" stats={stats('notesCount')} {...filterProps('notesCount')} />
            <FilterPopover label="Prochain échange" range="date" {...filterProps('nextExchangeAt')} />
            <FilterPopover label="Dernier échange" range="date" {...filterProps('lastExchangeAt')} />
            <FilterPopover label="Créé" range="date" {...filterProps('createdAt')} />
          </>
        }
      />
      {exportError ? <Alert tone="danger">{exportError}</Alert> : null}
      <ListTable
        list={list}
        caption={title}
        columns={columns.filter((column) => shown.includes(column.key))}
        rowKey={(row) => row.id}
      />
    </>
  );
}
