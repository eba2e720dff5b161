/**
 * The downloads centre (spec 000 §2.5, §7): the agency's exports, filtered by type,
 * emitted flag, relevant year and month; each one downloaded through a one-use
 * temporary token, marked as emitted, or deleted after a confirmation. The list is the kit's (useListController, its
 * state kept by the drawer): one search per change, the older one aborted, only the newest answer shown.
 */
import { useState } from 'react';
import { Check, Download, FileDownload, Trash } from 'tabler-icons-react';
import { deleteExport, downloadExport, markExportAsEmitted, searchExports, type Export } from '../../../api/contract/exports';
import { formatDateTime } from '../../../domain/format/date';
import { formatFileSize } from '../../../domain/format/fileSize';
import { EXPORT_TYPE_LABELS } from '../../../domain/labels';
import { MESSAGES } from '../../../domain/messages';
import { chosenFilter } from '../../../domain/list/listState';
import { saveFrom } from '../../app/saveFile';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Drawer } from '../../ui/Drawer';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import type { ShellDialogProps } from '../ShellDialogs';
import { DOWNLOADS_CONFIG, EMITTED_OPTIONS, MONTH_OPTIONS, TYPE_OPTIONS, searchBody, yearOptions } from './downloadsFilters';

export default function DownloadsDrawer({ onClose }: ShellDialogProps) {
  const { client, clock } = usePortal();
  const list = useListController<Export, unknown>('shell.downloads', DOWNLOADS_CONFIG, (state) => {
    const body = searchBody(state);
    return { body, send: (signal) => client.call(searchExports, { body }, { signal }) };
  }, { inMemory: true });
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Export | null>(null);

  const action = useAction(async (work: () => Promise<string | null>) => {
    setNotice(null);
    setNotice(await work());
    // Exports are not declared as a resource (many calls make them): the list is asked again here.
    list.reload();
  });

  const download = (item: Export) =>
    action.run(async () => {
      const url = await client.downloadUrl(downloadExport, { params: { id: item.id } });
      saveFrom(url, item.documentName);
      return null;
    });
  const markEmitted = (item: Export) =>
    action.run(async () => {
      await client.call(markExportAsEmitted, { params: { id: item.id } });
      return MESSAGES.saved;
    });
  const confirmDelete = () => {
    const item = toDelete;
    if (!item) return;
    void action
      .run(async () => {
        await client.call(deleteExport, { params: { id: item.id } });
        return MESSAGES.deleted;
      })
      .finally(() => setToDelete(null));
  };

  const columns: Column<Export>[] = [
    { key: 'createdAt', header: 'Date', nowrap: true, cell: (row) => formatDateTime(row.createdAt) },
    { key: 'type', header: 'Type', cell: (row) => EXPORT_TYPE_LABELS[row.type] },
    {
      key: 'document',
      header: 'Document',
      cell: (row) => (
        <>
          <div className="ap-strong">{row.documentName}</div>
          <div className="ap-muted">{row.description}</div>
        </>
      ),
    },
    { key: 'period', header: 'Période', nowrap: true, cell: (row) => `${String(row.relevantMonth).padStart(2, '0')}/${row.relevantYear}` },
    { key: 'size', header: 'Taille', numeric: true, nowrap: true, cell: (row) => formatFileSize(row.documentSize) },
    { key: 'emitted', header: 'Statut', nowrap: true, cell: (row) => (row.emitted ? <Tag tone="success">Émis</Tag> : <Tag tone="warning">Non émis</Tag>) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Download size={16} aria-hidden="true" />} aria-label={`Télécharger ${row.documentName}`} title="Télécharger" onClick={() => void download(row)} />
          {row.emitted ? null : (
            <Button variant="ghost" icon={<Check size={16} aria-hidden="true" />} aria-label={`Marquer ${row.documentName} comme émis`} title="Marquer comme émis" onClick={() => void markEmitted(row)} />
          )}
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer ${row.documentName}`} title="Supprimer" onClick={() => setToDelete(row)} />
        </span>
      ),
    },
  ];

  return (
    <Drawer title="Centre de téléchargements" subtitle="Exports de facturation et de comptabilité" icon={<FileDownload size={22} />} width="80vw" onClose={onClose}>
      <div className="ap-filters" role="search" aria-label="Filtres des exports">
        <SelectField label="Type" value={chosenFilter(list.state, 'type')} options={TYPE_OPTIONS} onValueChange={chooseFilter(list, 'type')} />
        <SelectField label="Émission" value={chosenFilter(list.state, 'emitted')} options={EMITTED_OPTIONS} onValueChange={chooseFilter(list, 'emitted')} />
        <SelectField label="Année" value={chosenFilter(list.state, 'year')} options={yearOptions(new Date(clock.now()).getFullYear())} onValueChange={chooseFilter(list, 'year')} />
        <SelectField label="Mois" value={chosenFilter(list.state, 'month')} options={MONTH_OPTIONS} onValueChange={chooseFilter(list, 'month')} />
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Table caption="Exports" columns={columns} rows={list.rows} rowKey={(row) => row.id} loading={list.initialLoading} />
      <ListPagination list={list} />
      {toDelete ? (
        <ConfirmDialog title="Supprimer l’export" confirmLabel="Supprimer" pending={action.pending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)}>
          <p>Confirmez-vous la suppression de l’export « {toDelete.documentName} » ?</p>
        </ConfirmDialog>
      ) : null}
    </Drawer>
  );
}
