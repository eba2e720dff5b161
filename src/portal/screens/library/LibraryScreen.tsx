/**
 * /library (spec 000 §2.1, §3): the agency's shared documents — photos, videos, Word, Excel,
 * PowerPoint, PDF and text files — filtered by type and text; « Ajouter un document » uploads
 * one (3 MB); each downloads through a one-use token; « Partager » makes, lists and revokes its
 * links (ShareDialog.tsx); deletion is confirmed. Only where the
 * agency's `libraryEnabled` is on (optionGates.ts).
 */
import { useState } from 'react';
import { Download, FileUpload, Share, Trash } from 'tabler-icons-react';
import { deleteLibraryDocument, downloadLibraryDocument, type LibraryDocument } from '../../../api/contract/library';
import { formatDateTime } from '../../../domain/format/date';
import { formatFileSize } from '../../../domain/format/fileSize';
import { chosenFilter } from '../../../domain/list/listState';
import { LIBRARY_MESSAGES, LIBRARY_TYPE_LABELS } from '../../../domain/library';
import { saveFrom } from '../../app/saveFile';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { optionsOf } from '../../kit/FormPanel';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { LIBRARY_CONFIG, LIBRARY_LIST, libraryListRequest } from './libraryList';
import { LibraryUploadDialog } from './LibraryUploadDialog';
import { ShareDialog } from './ShareDialog';

const libraryCss = `
.ap-library__form { display: grid; gap: var(--ap-space-4); }
.ap-library__file { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ap-space-3); }
`;

export function LibraryScreen({ title }: ScreenProps) {
  useStyles('library', libraryCss);
  const { client } = usePortal();
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState<LibraryDocument | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The request the route's loader starts for the URL's page.
  const list = useListController<LibraryDocument, unknown>(LIBRARY_LIST, LIBRARY_CONFIG, libraryListRequest(client));
  const download = useAction(async (d: LibraryDocument) => saveFrom(await client.downloadUrl(downloadLibraryDocument, { params: { id: d.id } }), d.fileName));
  const removal = useAction(async (d: LibraryDocument) => {
    setNotice(null);
    await client.call(deleteLibraryDocument, { params: { id: d.id } });
    setNotice(LIBRARY_MESSAGES.deleted);
    list.reload();
  });
  const deletion = useDeleteConfirmation<LibraryDocument>(LIBRARY_MESSAGES.deleteConfirm, (d) => removal.run(d));

  const columns: Column<LibraryDocument>[] = [
    { key: 'title', header: 'Titre', wide: true, cell: (d) => <><span className="ap-strong">{d.title}</span><br /><span className="ap-muted">{d.fileName}</span></> },
    { key: 'type', header: 'Type', nowrap: true, cell: (d) => <Tag tone="info">{LIBRARY_TYPE_LABELS[d.type]}</Tag> },
    { key: 'size', header: 'Taille', numeric: true, nowrap: true, cell: (d) => formatFileSize(d.size) },
    { key: 'author', header: 'Ajouté par', nowrap: true, cell: (d) => d.author },
    { key: 'date', header: 'Ajouté le', nowrap: true, cell: (d) => formatDateTime(d.createdAt) },
    {
      key: 'actions', header: 'Actions', nowrap: true,
      cell: (d) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Download size={16} aria-hidden="true" />} aria-label={`Télécharger ${d.title}`} title="Télécharger" onClick={() => void download.run(d)} />
          <Button variant="ghost" icon={<Share size={16} aria-hidden="true" />} aria-label={`Partager ${d.title}`} title="Partager" onClick={() => setSharing(d)} />
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer ${d.title}`} title="Supprimer" onClick={() => deletion.ask(d)} />
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<FileUpload size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
          Ajouter un document
        </Button>
      </div>
      <p className="ap-muted ap-page-intro">Les documents partagés de l’agence : livrets d’accueil, consignes, plannings types, affiches… Chaque fichier fait 3 Mo au plus.</p>
      <div className="ap-filters" role="search" aria-label="Filtres des documents">
        <TextField label="Rechercher" type="search" value={list.text} onValueChange={list.setText} />
        <SelectField label="Type" value={chosenFilter(list.state, 'type')} options={optionsOf(LIBRARY_TYPE_LABELS, 'Tous les types')} onValueChange={chooseFilter(list, 'type')} />
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {download.error ? <Alert tone="danger">{download.error}</Alert> : null}
      {removal.error ? <Alert tone="danger">{removal.error}</Alert> : null}
      <Table caption="Documents de la bibliothèque" columns={columns} rows={list.rows} rowKey={(d) => d.id} loading={list.initialLoading} empty={LIBRARY_MESSAGES.noDocument} />
      <ListPagination list={list} />
      {deletion.dialog}
      {sharing ? <ShareDialog document={sharing} onClose={() => setSharing(null)} /> : null}
      {adding ? (
        <LibraryUploadDialog
          onClose={() => setAdding(false)}
          onSaved={(document) => {
            setAdding(false);
            setNotice(`${LIBRARY_MESSAGES.uploaded} : ${document.title}`);
            // The new document is on the first page.
            list.setPage(0);
            list.reload();
          }}
        />
      ) : null}
    </>
  );
}
