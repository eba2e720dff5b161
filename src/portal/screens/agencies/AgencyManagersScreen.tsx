/**
 * /agencies/{agencyId}/managers (admin): the agency's directors and advisers; one found by
 * name is added, one removed after confirmation (src/domain/agencyManagers.ts says when not);
 * the history of these changes below.
 */
import { useCallback, useState } from 'react';
import { Plus, Trash } from 'tabler-icons-react';
import { adminAgency } from '../../../api/contract/agencyAdmin';
import { addAgencyManager, agencyManagerChangelogs, agencyManagers, removeAgencyManager, searchAdminUsers, type AdminUser } from '../../../api/contract/agencyManagers';
import { MANAGER_ROLES, MANAGER_ROLE_LABELS, USER_SEARCH_MIN } from '../../../domain/agencyManagers';
import { MESSAGES } from '../../../domain/messages';
import type { ScreenProps } from '../../app/screens';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useWriteAnswer } from '../../kit/useWriteAnswer';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Table, type Column } from '../../ui/Table';
import { ChangeLog } from '../billing/ChangeLog';
import { RemoteSelect, type Choice } from '../../ui/RemoteSelect';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

export function AgencyManagersScreen({ params, title }: ScreenProps) {
  const { client } = usePortal();
  const id = Number(params.agencyId);
  const agency = useCall(adminAgency, { params: { id } });
  const listed = useCall(agencyManagers, { params: { id } });
  // An addition or removal answers the agency's managers.
  const [managers, setManagers] = useWriteAnswer(listed.data, id);
  const [picked, setPicked] = useState<Choice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The history follows each addition and removal.
  const history = useCall(agencyManagerChangelogs, { params: { id } });

  const search = useCallback(
    async (text: string): Promise<Choice[]> => {
      if (text.length < USER_SEARCH_MIN) return [];
      const users = await client.call(searchAdminUsers, { body: { namePattern: text, roles: [...MANAGER_ROLES] } });
      return users.map((user) => ({ id: user.id, label: `${fullName(user)} (${user.login})` }));
    },
    [client],
  );
  const add = useAction(async (user: Choice) => {
    setNotice(null);
    setManagers(await client.call(addAgencyManager, { params: { id, userId: user.id } }));
    setPicked(null);
    setNotice(MESSAGES.saved);
    history.reload();
  });
  const remove = useAction(async (user: AdminUser) => {
    setNotice(null);
    setManagers(await client.call(removeAgencyManager, { params: { id, userId: user.id } }));
    setNotice(MESSAGES.deleted);
    history.reload();
  });
  const removal = useDeleteConfirmation<AdminUser>('Confirmez-vous le retrait de ce responsable de l’agence ?', remove.run);

  const columns: Column<AdminUser>[] = [
    { key: 'name', header: 'Nom', wide: true, cell: (u) => <span className="ap-strong">{fullName(u)}</span> },
    { key: 'login', header: 'Identifiant', cell: (u) => u.login },
    { key: 'role', header: 'Rôle', nowrap: true, cell: (u) => MANAGER_ROLE_LABELS[u.role as keyof typeof MANAGER_ROLE_LABELS] ?? u.role },
    { key: 'agencies', header: 'Agences', cell: (u) => u.agencies.map((a) => a.label).join(', ') },
    {
      key: 'actions', header: 'Actions', nowrap: true,
      cell: (u) => <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Retirer ${fullName(u)}`} title="Retirer" onClick={() => removal.ask(u)} />,
    },
  ];

  return (
    <>
      <div className="ap-page-head">
        <h1>{agency.data ? `${title} – ${agency.data.label}` : title}</h1>
      </div>
      <p><Link to={`/agencies/${id}`}>Options de l’agence</Link></p>
      <section className="ap-panel" aria-label="Ajouter un responsable">
        <div className="ap-filters">
          <RemoteSelect label="Directeur ou conseiller" placeholder="Nom, prénom ou identifiant" value={picked} onValueChange={setPicked} search={search} />
          <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} disabled={!picked} loading={add.pending} onClick={() => picked && void add.run(picked)}>
            Ajouter
          </Button>
        </div>
        {add.error ? <Alert tone="danger">{add.error}</Alert> : null}
      </section>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {remove.error ? <Alert tone="danger">{remove.error}</Alert> : null}
      <Table caption="Responsables de l’agence" columns={columns} rows={managers ?? []} rowKey={(u) => u.id} loading={listed.loading && !managers} empty="Aucun responsable" />
      {history.data?.length ? (
        <section aria-labelledby="managers-history">
          <h2 id="managers-history">Historique des responsables</h2>
          <ChangeLog entries={history.data} label="Historique des responsables" />
        </section>
      ) : null}
      {removal.dialog}
    </>
  );
}
