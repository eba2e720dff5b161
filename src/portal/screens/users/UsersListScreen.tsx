/**
 * /users ('Utilisateurs', both kinds), /users?type=pro ('Intervenants') and /users?type=family
 * ('Parents') (spec 001 §7): the app accounts as a kit list (search, status filter), rows ticked for « Activer »,
 * « Désactiver », « Suspendre », « Envoyer le mail d'activation » and « Supprimer » (confirmed);
 * each row edited in a `FormDialog`, unlocked when locked. A parent is created here; a
 * professional with its employee record (« Nouveau salarié »). A selection of both kinds is
 * sent as one call per kind (the calls take one kind).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { deleteUsers, sendActivationMail, unlockUser, updateUsersStatus, type UserAccount } from '../../../api/contract/users';
import { formatDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { parseLocation } from '../../../domain/routes';
import { USER_STATUSES, userStatusLabel, userStatusTone } from '../../../domain/userStatus';
import { USER_LIST_KINDS, USER_LIST_TAB_LABELS, USER_LIST_TITLES, USER_MESSAGES, USER_STATUS_ACTIONS, USER_TYPE_LABELS, userListKindOf, type UserListKind, type UserType } from '../../../domain/users';
import { Link } from '../../app/Link';
import { portalPageOf } from '../../app/portalPage';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { FilterPopover } from '../../kit/FilterPopover';
import { kitCss } from '../../kit/kit.css';
import { ListTable } from '../../kit/ListTable';
import { ListToolbar } from '../../kit/ListToolbar';
import { TabBar } from '../../kit/TabBar';
import { useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Tag } from '../../ui/Tag';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { UserDialog } from './UserDialog';
import { STATUS_FILTER, USERS_CONFIG, usersListName, usersRequest } from './usersList';

const TABS = USER_LIST_KINDS.map((kind) => ({ key: kind, label: USER_LIST_TAB_LABELS[kind], to: kind === 'all' ? '/users' : `/users?type=${kind}` }));
/** A row's key: ids of the two kinds may meet. */
const keyOf = (user: UserAccount) => `${user.role}:${user.id}`;
const isActive = (user: UserAccount) => user.status === 'ACTIVE';

/** The selection as one list of ids per kind. */
function byType(users: readonly UserAccount[]): Array<{ type: UserType; userIds: number[] }> {
  const types = [...new Set(users.map((user) => user.role))];
  return types.map((type) => ({ type, userIds: users.filter((user) => user.role === type).map((user) => user.id) }));
}
const STATUS_CHOICES = USER_STATUSES.map((status) => ({ value: status, label: userStatusLabel(status) }));

export function UsersListScreen(_: ScreenProps) {
  useSignals();
  const { router } = usePortal();
  const kind = userListKindOf(parseLocation(router.location.value).query);
  // One list per kind: its state, selection and loader key are the kind's own.
  return <UsersList key={kind} kind={kind} />;
}

function UsersList({ kind }: { kind: UserListKind }) {
  useStyles('kit', kitCss);
  const { client } = usePortal();
  const list = useListController<UserAccount, unknown>(usersListName(kind), USERS_CONFIG, usersRequest(client, kind));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<UserAccount | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const selected = list.rows.filter((user) => ticked.has(keyOf(user)));
  const groups = byType(selected);
  // An active account has its password: the server refuses it an activation link, the screen does not offer it.
  const someActive = selected.some(isActive);

  const act = useAction(async (work: () => Promise<string>) => {
    setNotice(null);
    setNotice(await work());
    setTicked(new Set());
    list.reload();
  });
  const removal = useDeleteConfirmation(`${USER_MESSAGES.deleteConfirm(selected.length)} ${USER_MESSAGES.deleteKeepsPeople}`, (chosen: typeof groups) =>
    act.run(async () => {
      for (const body of chosen) await client.call(deleteUsers, { body });
      return MESSAGES.deleted;
    }),
  );
  const tick = (key: string, on: boolean) => setTicked((current) => new Set([...current].filter((other) => other !== key).concat(on ? [key] : [])));
  const allTicked = list.rows.length > 0 && selected.length === list.rows.length;

  const columns = [
    {
      key: 'select',
      header: 'Sélection',
      cell: (user: UserAccount) => <Checkbox hideLabel label={`Sélectionner ${user.firstName} ${user.lastName}`} checked={ticked.has(keyOf(user))} onCheckedChange={(on) => tick(keyOf(user), on)} />,
    },
    {
      key: 'name',
      header: 'Nom',
      wide: true,
      cell: (user: UserAccount) =>
        user.role === 'PRO' ? <Link to={`/professionals/${user.id}/resume`}>{`${user.lastName} ${user.firstName}`}</Link> : `${user.lastName} ${user.firstName}`,
    },
    ...(kind === 'all' ? [{ key: 'type', header: 'Type', cell: (user: UserAccount) => USER_TYPE_LABELS[user.role] }] : []),
    { key: 'login', header: 'Identifiant', cell: (user: UserAccount) => user.login },
    ...(kind !== 'pro' ? [{ key: 'family', header: 'Famille', cell: (user: UserAccount) => user.family?.name ?? '—' }] : []),
    {
      key: 'status',
      header: 'Statut',
      nowrap: true,
      cell: (user: UserAccount) => (
        <>
          <Tag tone={userStatusTone(user.status)}>{userStatusLabel(user.status)}</Tag> {user.locked ? <Tag tone="danger">Bloqué</Tag> : null}
        </>
      ),
    },
    { key: 'activation', header: 'Mail d’activation', nowrap: true, cell: (user: UserAccount) => (user.activationMailSentAt ? `Envoyé le ${formatDate(user.activationMailSentAt)}` : '—') },
    { key: 'createdAt', header: 'Créé le', nowrap: true, cell: (user: UserAccount) => formatDate(user.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user: UserAccount) => (
        <div className="ap-record-head__actions">
          <Button variant="ghost" onClick={() => setEditing(user)} aria-label={`Modifier ${user.firstName} ${user.lastName}`}>
            Modifier
          </Button>
          {user.locked ? (
            <Button
              variant="ghost"
              onClick={() => void act.run(async () => (await client.call(unlockUser, { params: { id: user.id }, query: { type: user.role } }), USER_MESSAGES.unlocked))}
              aria-label={`Débloquer ${user.firstName} ${user.lastName}`}
            >
              Débloquer
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{USER_LIST_TITLES[kind]}</h1>
        {kind !== 'pro' ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            Nouveau parent
          </Button>
        ) : (
          <Link to="/employees/new">Nouveau salarié</Link>
        )}
      </div>
      <TabBar tabs={TABS} current={kind} label="Utilisateurs" />
      {act.error ? <Alert tone="danger">{act.error}</Alert> : notice ? <Alert tone="success">{notice}</Alert> : null}
      <ListToolbar
        searchLabel="Rechercher un nom ou un identifiant"
        text={list.text}
        onText={list.setText}
        modified={list.modified}
        onReset={list.reset}
        filters={<FilterPopover label="Statut" choices={STATUS_CHOICES} filter={list.state.filters[STATUS_FILTER]} onChange={(f) => list.setFilter(STATUS_FILTER, f)} />}
      />
      <div className="ap-record-head__actions" role="group" aria-label="Actions sur la sélection">
        <Checkbox label={allTicked ? 'Tout désélectionner' : 'Tout sélectionner'} checked={allTicked} onCheckedChange={(on) => setTicked(new Set(on ? list.rows.map(keyOf) : []))} />
        <span className="ap-muted">{selected.length ? `${selected.length} sélectionné(s)` : 'Aucune sélection'}</span>
        {USER_STATUS_ACTIONS.map(({ status, label }) => (
          <Button
            key={status}
            disabled={!selected.length}
            loading={act.pending}
            onClick={() =>
              void act.run(async () => {
                for (const body of groups) await client.call(updateUsersStatus, { params: { status }, body });
                return `Statut « ${userStatusLabel(status)} » appliqué`;
              })
            }
          >
            {label}
          </Button>
        ))}
        <Button
          disabled={!selected.length || someActive}
          title={someActive ? USER_MESSAGES.alreadyActive(selected.filter(isActive).map((user) => user.login)) : undefined}
          loading={act.pending}
          onClick={(event) =>
            void act.run(async () => {
              const portalUrl = portalPageOf(event.currentTarget);
              let count = 0;
              for (const body of groups) count += (await client.call(sendActivationMail, { body: { ...body, portalUrl } })).count;
              return USER_MESSAGES.activationMailSent(count);
            })
          }
        >
          Envoyer le mail d'activation
        </Button>
        <Button variant="danger" disabled={!selected.length} onClick={() => removal.ask(groups)}>
          Supprimer
        </Button>
      </div>
      <ListTable list={list} caption={USER_LIST_TITLES[kind]} columns={columns} rowKey={keyOf} empty={MESSAGES.noResult} />
      {removal.dialog}
      {editing ? (
        <UserDialog
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onPictureChange={() => list.reload()}
          onSaved={() => {
            setEditing(null);
            setNotice(MESSAGES.saved);
            list.reload();
          }}
        />
      ) : null}
    </>
  );
}
