/**
 * A professional's permissions per family (spec 001 §6, §7): the families it may see in the app
 * beyond its planning; one added by choosing a family, one removed after confirmation. Each
 * call answers the list, shown at once.
 */
import { useState } from 'react';
import { createPermissionForFamily, deletePermissionForFamily, professionalPermissions, type ProfessionalPermission } from '../../../api/contract/professionals';
import { formatDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { FamilySelector } from '../../widgets/Selectors';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';

export function PermissionsPanel({ proId }: { proId: number }) {
  const { client } = usePortal();
  const loaded = useCall(professionalPermissions, { params: { id: proId } });
  const [answered, setAnswered] = useState<ProfessionalPermission[] | null>(null);
  const [family, setFamily] = useState<{ id: number; label: string } | null>(null);
  const permissions = answered ?? loaded.data ?? [];
  const add = useAction(async () => {
    if (!family) return;
    setAnswered(await client.call(createPermissionForFamily, { params: { id: proId, familyId: family.id } }));
    setFamily(null);
  });
  const remove = useAction(async (familyId: number) => setAnswered(await client.call(deletePermissionForFamily, { params: { id: proId, familyId } })));
  const removal = useDeleteConfirmation<ProfessionalPermission>('Retirer l’accès à cette famille ?', (permission) => remove.run(permission.family.id));
  const error = add.error ?? remove.error;
  return (
    <section className="ap-panel" aria-label="Permissions par famille">
      <h2 className="ap-panel__title">Permissions par famille</h2>
      <p className="ap-muted">L’intervenant(e) voit ces familles dans l’application, en plus de celles de son planning.</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="ap-record-head__actions">
        <FamilySelector label="Famille à ajouter" value={family} onValueChange={setFamily} />
        <Button variant="primary" disabled={!family} loading={add.pending} onClick={() => void add.run()}>
          Ajouter
        </Button>
      </div>
      <Table
        caption="Familles permises"
        loading={loaded.loading && !loaded.data}
        rows={permissions}
        rowKey={(permission) => permission.family.id}
        empty="Aucune permission"
        columns={[
          { key: 'family', header: 'Famille', cell: (permission) => permission.family.name },
          { key: 'createdAt', header: 'Depuis le', nowrap: true, cell: (permission) => formatDate(permission.createdAt) },
          {
            key: 'remove',
            header: 'Actions',
            cell: (permission) => (
              <Button variant="ghost" onClick={() => removal.ask(permission)} aria-label={`Retirer ${permission.family.name}`}>
                Retirer
              </Button>
            ),
          },
        ]}
      />
      {removal.dialog}
    </section>
  );
}
