/**
 * /userGuides (admin only, spec 002 §2): the guides of both scopes, visible or not, searched by
 * title; each created, edited (content with its live preview) or deleted after confirmation.
 * The viewer of the header shows the result.
 */
import { useState } from 'react';
import { Pencil, Plus, Trash } from 'tabler-icons-react';
import { deleteUserGuide, searchUserGuides, type UserGuideSummary } from '../../../api/contract/userGuides';
import { formatDate } from '../../../domain/format/date';
import { GUIDE_ROLE_LABELS, SCOPE_LABELS } from '../../../domain/labels';
import { chosenFilter, type ListConfig } from '../../../domain/list/listState';
import { MESSAGES } from '../../../domain/messages';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { UserGuideFormDialog } from './UserGuideForm';

const SCOPE_OPTIONS = [{ value: '', label: 'Toutes' }, ...Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }))];
const css = '.ap-guide-form__options { display: flex; flex-wrap: wrap; gap: var(--ap-space-5); align-items: flex-start; }';

// The title searched, the scope and the page in the URL: `/userGuides?q=facture&scope=APP&page=2`.
const GUIDES_CONFIG: ListConfig = { attributes: { scope: 'enum' }, defaultSort: null };

export function UserGuidesAdminScreen({ title }: ScreenProps) {
  useStyles('guides-admin', css);
  const { client } = usePortal();
  const [editing, setEditing] = useState<UserGuideSummary | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useListController<UserGuideSummary, unknown>('userGuides.search', GUIDES_CONFIG, (state) => {
    const scope = chosenFilter(state, 'scope') as 'PORTAL' | 'APP' | '';
    return listCall(client, searchUserGuides, { body: { pageNumber: state.page, pageSize: state.pageSize, ...(state.text ? { titlePattern: state.text } : {}), ...(scope ? { scope } : {}) } });
  });
  const { reload } = list;
  const remove = useAction(async (guide: UserGuideSummary) => {
    setNotice(null);
    await client.call(deleteUserGuide, { params: { id: guide.id } });
    setNotice(MESSAGES.deleted);
    reload();
  });
  const removal = useDeleteConfirmation<UserGuideSummary>('Confirmez-vous la suppression de ce guide ?', remove.run);

  const columns: Column<UserGuideSummary>[] = [
    { key: 'title', header: 'Titre', cell: (g) => (<><div className="ap-strong">{g.title}</div><div className="ap-muted">{g.description}</div></>) },
    { key: 'scope', header: 'Portée', nowrap: true, cell: (g) => SCOPE_LABELS[g.scope] },
    { key: 'roles', header: 'Réservé à', cell: (g) => (g.roleRestriction.length ? g.roleRestriction.map((r) => GUIDE_ROLE_LABELS[r]).join(', ') : 'Tout le monde') },
    { key: 'visible', header: 'Visibilité', nowrap: true, cell: (g) => (g.visible ? <Tag tone="success">Visible</Tag> : <Tag tone="neutral">Brouillon</Tag>) },
    { key: 'date', header: 'Modifié le', nowrap: true, cell: (g) => formatDate(g.modificationDate) },
    {
      key: 'actions', header: 'Actions', nowrap: true,
      cell: (g) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} aria-label={`Modifier ${g.title}`} title="Modifier" onClick={() => setEditing(g)} />
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer ${g.title}`} title="Supprimer" onClick={() => removal.ask(g)} />
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Nouveau guide
        </Button>
      </div>
      <div className="ap-filters" role="search" aria-label="Filtres des guides">
        <TextField label="Rechercher un guide" type="search" value={list.text} onValueChange={list.setText} />
        <SelectField label="Portée" value={chosenFilter(list.state, 'scope')} options={SCOPE_OPTIONS} onValueChange={chooseFilter(list, 'scope')} />
      </div>
      {remove.error ? <Alert tone="danger">{remove.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Table caption="Guides utilisateur" columns={columns} rows={list.rows} rowKey={(g) => g.id} loading={list.initialLoading} />
      <ListPagination list={list} />
      {editing ? (
        <UserGuideFormDialog
          guide={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(MESSAGES.saved);
            reload();
          }}
        />
      ) : null}
      {removal.dialog}
    </>
  );
}
