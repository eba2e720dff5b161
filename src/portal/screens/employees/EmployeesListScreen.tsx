/**
 * /employees and /candidates (spec 001 §3, §7): the v2 list with its filters (status, city,
 * notes, dates), the counts beside each filter's choices, sortable columns chosen by the user,
 * pages and export; « Nouveau salarié » or « Nouveau candidat » opens the creation page; where paye is available,
 * « Déposer les bulletins de paie » files a month's paysheets from a zip (its code loaded when opened).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { FileUpload, Plus } from 'tabler-icons-react';
import { employeesV2Distribution, employeesV2Stats, exportEmployeesV2, type EmployeeAttribute, type EmployeeListItem, type EmployeesV2Body } from '../../../api/contract/employees';
import { EMPLOYEE_LIST_STATUS_LABELS } from '../../../domain/employees/labels';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { FilterPopover } from '../../kit/FilterPopover';
import { kitCss } from '../../kit/kit.css';
import { useListController } from '../../kit/useListController';
import { V2ListPage } from '../../kit/V2ListPage';
import { listExport, listFilters } from '../../kit/v2List';
import { lazyComponent } from '../../app/lazyComponent';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { DEFAULT_COLUMNS, employeeColumns } from './employeeColumns';
import { usePayeAvailable } from './usePayeAvailable';
import { ARCHIVED_STATUS, LIST_CONFIGS, LIST_STATUSES, employeesListBody, employeesListName, employeesListRequest, listKindOf } from './employeesList';

const PaysheetsUpload = lazyComponent(() => import('../../widgets/paysheets/PaysheetsUpload'), (m) => m.PaysheetsUpload);

export const EMPLOYEES_SEARCH_LABEL = 'Rechercher un nom, une référence, un e-mail, une ville';

export function EmployeesListScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  const { client, router, clock } = usePortal();
  const { path } = parseLocation(router.location.value);
  const kind = listKindOf(path);
  const payeAvailable = usePayeAvailable();
  const [uploading, setUploading] = useState(false);
  const config = LIST_CONFIGS[kind];
  const list = useListController<EmployeeListItem, unknown>(employeesListName(kind), config, employeesListRequest(client, kind));
  const columns = employeeColumns(kind, clock.now());
  const { distribution, stats, filterProps } = listFilters<EmployeeAttribute, EmployeesV2Body>(list, (state) => employeesListBody(kind, state), {
    distribution: (body) => client.call(employeesV2Distribution, { body }),
    stats: (body) => client.call(employeesV2Stats, { body }),
  });
  const exportFile = listExport(() => employeesListBody(kind, list.state), (body, query) => client.call(exportEmployeesV2, { body, query }), kind === 'candidates' ? 'candidats' : 'salaries', () => clock.now());
  const statusChoices = [...LIST_STATUSES[kind], ARCHIVED_STATUS[kind]].map((status) => ({ value: status, label: EMPLOYEE_LIST_STATUS_LABELS[status] }));

  return (
    <V2ListPage
      title={title}
      list={list}
      columns={columns}
      columnsName={kind}
      defaultColumns={DEFAULT_COLUMNS[kind]}
      rowKey={(row) => row.id}
      exportFile={exportFile}
      searchLabel={EMPLOYEES_SEARCH_LABEL}
      actions={
        <>
          {kind === 'employees' && payeAvailable ? (
            <Button icon={<FileUpload size={16} aria-hidden="true" />} onClick={() => setUploading(true)}>
              Déposer les bulletins de paie
            </Button>
          ) : null}
          <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => router.navigate(`/${kind}/new`)}>
            {kind === 'candidates' ? 'Nouveau candidat' : 'Nouveau salarié'}
          </Button>
          {uploading ? (
            <Modal title="Bulletins de paie" onClose={() => setUploading(false)} width={960}>
              <PaysheetsUpload />
            </Modal>
          ) : null}
        </>
      }
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
  );
}
