/**
 * /pushNotifications (admin, spec 001 §7 `POST /private/push/users/{id} {title, body}`): a push
 * notification sent to one user found by name or login, the title and the text required and
 * limited (src/domain/adminNetwork.ts), then the history of those sent, newest first.
 */
import { useCallback, useState } from 'react';
import { searchAdminUsers } from '../../../api/contract/agencyManagers';
import { pushHistory, sendPush, type PushNotification } from '../../../api/contract/push';
import type { Role } from '../../../api/endpoint';
import { PUSH_BODY_MAX, PUSH_RULES, PUSH_TITLE_MAX } from '../../../domain/adminNetwork';
import { USER_SEARCH_MIN } from '../../../domain/agencyManagers';
import { formatDateTime } from '../../../domain/format/date';
import { ROLE_LABELS } from '../../../domain/labels';
import { MESSAGES } from '../../../domain/messages';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { FormPanel, useSavedFlag } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { TextField } from '../../ui/TextField';
import { Table, type Column } from '../../ui/Table';
import { CommentField } from '../../ui/CommentField';
import { RemoteSelect, type Choice } from '../../ui/RemoteSelect';

const SENT_MESSAGE = 'Notification envoyée !';

const pushCss = `
.ap-push { display: flex; flex-direction: column; gap: var(--ap-space-4); margin-top: var(--ap-space-3); }
.ap-push > .ap-panel:first-child { max-width: 720px; }
.ap-push .ap-form-grid { grid-template-columns: minmax(0, 1fr); }
.ap-push__text { white-space: pre-line; overflow-wrap: anywhere; }
.ap-push__who { display: flex; flex-direction: column; }
`;

const person = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

const COLUMNS: Column<PushNotification>[] = [
  { key: 'sentAt', header: 'Envoyée le', nowrap: true, cell: (p) => formatDateTime(p.sentAt) },
  {
    key: 'recipient', header: 'Destinataire', wide: true,
    cell: (p) => (
      <span className="ap-push__who">
        <span className="ap-strong">{person(p.recipient)}</span>
        <span className="ap-muted">{`${p.recipient.login} · ${roleLabel(p.recipient.role)}`}</span>
      </span>
    ),
  },
  {
    key: 'text', header: 'Notification', fill: true,
    cell: (p) => (
      <span className="ap-push__who">
        <span className="ap-strong">{p.title}</span>
        <span className="ap-push__text">{p.body}</span>
      </span>
    ),
  },
  { key: 'sender', header: 'Envoyée par', nowrap: true, cell: (p) => person(p.sender) },
];

const EMPTY = { userId: '', title: '', body: '' };

export function PushNotificationsScreen({ title }: ScreenProps) {
  useStyles('push-notifications', pushCss);
  const { client } = usePortal();
  const history = useCall(pushHistory, {});
  const form = useForm(EMPTY, { ...PUSH_RULES, userId: { required: true } });
  const { saved, mark } = useSavedFlag();
  const [recipient, setRecipient] = useState<Choice | null>(null);

  const search = useCallback(
    async (text: string): Promise<Choice[]> => {
      if (text.length < USER_SEARCH_MIN) return [];
      const users = await client.call(searchAdminUsers, { body: { namePattern: text } });
      return users.map((user) => ({ id: user.id, label: `${person(user)} (${user.login}, ${roleLabel(user.role)})` }));
    },
    [client],
  );
  const choose = (choice: Choice | null) => {
    setRecipient(choice);
    form.set('userId', choice ? String(choice.id) : '');
  };
  const submit = async () => {
    const ok = await form.submit(async (values) => {
      await client.call(sendPush, { params: { id: Number(values.userId) }, body: { title: values.title.trim(), body: values.body.trim() } });
    });
    if (ok) {
      form.reset(EMPTY);
      setRecipient(null);
      history.reload();
    }
    mark(ok);
  };
  const titleField = form.field('title');
  const bodyField = form.field('body');

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <p className="ap-muted">La notification arrive sur le téléphone du destinataire s’il a installé l’application et accepté les notifications. Elle n’est pas conservée dans ses messages.</p>
      <div className="ap-push">
        <FormPanel title="Envoyer une notification" form={form} onSubmit={() => void submit()} saved={saved} submitLabel="Envoyer" savedMessage={SENT_MESSAGE}>
          <div className="ap-field">
            <RemoteSelect label="Destinataire" value={recipient} onValueChange={choose} search={search} placeholder={`Nom ou identifiant (${USER_SEARCH_MIN} caractères au moins)`} />
            {form.errors.userId ? <span className="ap-field__error">{form.errors.userId}</span> : null}
          </div>
          <TextField label="Titre" {...titleField} hint={`${titleField.value.length} / ${PUSH_TITLE_MAX} caractères`} />
          <CommentField label="Texte" max={PUSH_BODY_MAX} overflow {...bodyField} />
        </FormPanel>
        <section className="ap-panel" aria-labelledby="ap-push-history">
          <h2 id="ap-push-history" className="ap-panel__title">Historique des envois</h2>
          <Table caption="Notifications envoyées" columns={COLUMNS} rows={history.data ?? []} rowKey={(p) => p.id} loading={history.loading && !history.data} empty={MESSAGES.noResult} />
        </section>
      </div>
    </>
  );
}
