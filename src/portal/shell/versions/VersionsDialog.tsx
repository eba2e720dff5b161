/**
 * The versions history (spec 000 §2.5, §5, §6): the versions of the Portail or the
 * Application, newest first, with their items. Admins add, edit and delete versions and
 * items (after a confirmation); the others see visible versions only.
 */
import { useState } from 'react';
import { Edit, InfoCircle, Plus, Trash } from 'tabler-icons-react';
import { addVersionItem, createVersion, deleteVersion, deleteVersionItem, searchVersions, updateVersion, updateVersionItem, type Version, type VersionItem } from '../../../api/contract/versions';
import { formatDate } from '../../../domain/format/date';
import { VERSION_ITEM_TYPE_LABELS } from '../../../domain/labels';
import { MESSAGES } from '../../../domain/messages';
import { canManageVersions, defaultVersionVisibility } from '../../../domain/permissions';
import { DELETE_VERSION_CONFIRMATION, DELETE_VERSION_ITEM_CONFIRMATION, portalVersionLine, versionStatusLabel } from '../../../domain/versionForm';
import { fromLocalDateTime } from '../../../domain/format/localDateTime';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal } from '../../ui/Modal';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import type { ShellDialogProps } from '../ShellDialogs';
import { ScopeToggle, type Scope } from './ScopeToggle';
import { ItemForm, VersionForm, versionValuesOf, type ItemValues, type VersionValues } from './VersionForm';
import { versionsCss } from './versions.css';

const PAGE_SIZE = 20;

type Editing = { kind: 'version'; version: Version | null } | { kind: 'item'; version: Version; item: VersionItem | null } | null;
type Deleting = { kind: 'version'; version: Version } | { kind: 'item'; version: Version; item: VersionItem } | null;

export default function VersionsDialog({ onClose }: ShellDialogProps) {
  useStyles('versions', versionsCss);
  const { client, session } = usePortal();
  const role = session.user.value?.role;
  const admin = canManageVersions(role);
  const [scope, setScope] = useState<Scope>('PORTAL');
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const visible = defaultVersionVisibility(role);
  const { data, loading, reload } = useCall(searchVersions, { body: { scope, ...(visible ? { visible } : {}), pageNumber: 0, pageSize } });

  const action = useAction(async (work: () => Promise<unknown>, success: string) => {
    setNotice(null);
    await work();
    setNotice(success);
    setEditing(null);
    setDeleting(null);
    reload();
  });

  const saveVersion = (version: Version | null) => ({ deployedAt, ...values }: VersionValues) => {
    const body = { ...values, scope, deployedAt: fromLocalDateTime(deployedAt) };
    void action.run(
      () => (version ? client.call(updateVersion, { params: { id: version.id }, body }) : client.call(createVersion, { body })),
      MESSAGES.saved,
    );
  };
  const saveItem = (version: Version, item: VersionItem | null) => (values: ItemValues) => {
    const body = { type: values.type!, description: values.description };
    void action.run(
      () => (item ? client.call(updateVersionItem, { params: { id: version.id, itemId: item.id }, body }) : client.call(addVersionItem, { params: { id: version.id }, body })),
      MESSAGES.saved,
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    void action.run(
      () => (target.kind === 'version' ? client.call(deleteVersion, { params: { id: target.version.id } }) : client.call(deleteVersionItem, { params: { id: target.version.id, itemId: target.item.id } })),
      MESSAGES.deleted,
    );
  };

  return (
    <Modal title="Informations de version" subtitle={portalVersionLine()} icon={<InfoCircle size={22} />} width={760} onClose={onClose}>
      <div className="ap-versions__bar">
        <ScopeToggle value={scope} onChange={(next) => {
            setScope(next);
            setEditing(null);
          }} />
        {admin ? (
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing({ kind: 'version', version: null })}>
            Ajouter une version
          </Button>
        ) : null}
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {editing?.kind === 'version' && editing.version === null ? (
        <VersionForm initial={versionValuesOf(null)} pending={action.pending} onSave={saveVersion(null)} onCancel={() => setEditing(null)} />
      ) : null}
      {loading && !data ? <Loading /> : null}
      {data && data.content.length === 0 ? <p className="ap-muted">{MESSAGES.noResult}</p> : null}
      <ol className="ap-versions">
        {data?.content.map((version) => (
          <li key={version.id} className="ap-versions__item">
            {editing?.kind === 'version' && editing.version?.id === version.id ? (
              <VersionForm initial={versionValuesOf(version)} pending={action.pending} onSave={saveVersion(version)} onCancel={() => setEditing(null)} />
            ) : (
              <div className="ap-versions__head">
                <h3>Version {version.number}</h3>
                <span className="ap-muted">{version.deployedAt ? `déployée le ${formatDate(version.deployedAt)}` : 'non déployée'}</span>
                {admin ? <Tag tone={version.visible ? 'success' : 'warning'}>{versionStatusLabel(version.visible)}</Tag> : null}
                {admin ? (
                  <span className="ap-row-actions">
                    <Button variant="ghost" icon={<Plus size={16} aria-hidden="true" />} aria-label={`Ajouter un élément à la version ${version.number}`} title="Ajouter un élément" onClick={() => setEditing({ kind: 'item', version, item: null })} />
                    <Button variant="ghost" icon={<Edit size={16} aria-hidden="true" />} aria-label={`Modifier la version ${version.number}`} title="Modifier" onClick={() => setEditing({ kind: 'version', version })} />
                    <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer la version ${version.number}`} title="Supprimer" onClick={() => setDeleting({ kind: 'version', version })} />
                  </span>
                ) : null}
              </div>
            )}
            <p>{version.description}</p>
            <ul className="ap-versions__items">
              {version.items.map((item) =>
                editing?.kind === 'item' && editing.item?.id === item.id ? (
                  <li key={item.id}>
                    <ItemForm initial={{ type: item.type, description: item.description }} pending={action.pending} onSave={saveItem(version, item)} onCancel={() => setEditing(null)} />
                  </li>
                ) : (
                  <li key={item.id}>
                    <Tag tone={item.type === 'FEAT' ? 'info' : 'warning'}>{VERSION_ITEM_TYPE_LABELS[item.type]}</Tag>
                    <span>{item.description}</span>
                    {admin ? (
                      <span className="ap-row-actions">
                        <Button variant="ghost" icon={<Edit size={16} aria-hidden="true" />} aria-label={`Modifier l’élément « ${item.description} »`} title="Modifier" onClick={() => setEditing({ kind: 'item', version, item })} />
                        <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer l’élément « ${item.description} »`} title="Supprimer" onClick={() => setDeleting({ kind: 'item', version, item })} />
                      </span>
                    ) : null}
                  </li>
                ),
              )}
              {editing?.kind === 'item' && editing.item === null && editing.version.id === version.id ? (
                <li>
                  <ItemForm initial={{ type: null, description: '' }} pending={action.pending} onSave={saveItem(version, null)} onCancel={() => setEditing(null)} />
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ol>
      {data && !data.last ? (
        <Button block onClick={() => setPageSize(pageSize + PAGE_SIZE)}>
          Voir plus
        </Button>
      ) : null}
      {deleting ? (
        <ConfirmDialog title="Suppression" confirmLabel="Supprimer" pending={action.pending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
          <p>{deleting.kind === 'version' ? DELETE_VERSION_CONFIRMATION : DELETE_VERSION_ITEM_CONFIRMATION}</p>
        </ConfirmDialog>
      ) : null}
    </Modal>
  );
}
