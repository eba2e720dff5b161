/**
 * /channels (spec 000 §2; issue 15): the discussions of the agency, a thread per family or
 * professional. On the left, the correspondents of the agency's recent messages (newest first,
 * with their unread count), or any family or professional picked with the selectors; on the
 * right, the thread: the agency's exchanges with them, where one writes, and apart the direct
 * family ↔ professional messages the agency sees in copy.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { searchMyMessages } from '../../../api/contract/messages';
import { formatDateTime } from '../../../domain/format/date';
import { threadsOf, type MessageRecipient } from '../../../domain/messaging';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { kitCss } from '../../kit/kit.css';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { MessagesList } from '../../widgets/records/MessagesList';
import { RecipientPicker } from '../../widgets/records/RecipientPicker';
import { recordsCss } from '../../widgets/records/records.css';
import { channelsCss } from './channels.css';

/** How many recent messages of each box make the list of threads. */
const RECENT = 100;

export function ChannelsScreen(_: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  useStyles('records', recordsCss);
  useStyles('channels', channelsCss);
  const { client, counters } = usePortal();
  // A message read in a thread changes the menu's figure: the threads' counts follow it.
  const unreadFigure = counters.value.value?.unreadMessages;
  const [kind, setKind] = useState<MessageRecipient['kind']>('FAMILY');
  const [current, setCurrent] = useState<MessageRecipient | null>(null);
  const { data: threads, loading } = useLoad(async () => {
    const [inbox, sent] = await Promise.all(
      (['INBOX', 'SENT'] as const).map((box) => client.call(searchMyMessages, { body: { box, pageNumber: 0, pageSize: RECENT } })),
    );
    return threadsOf([...inbox!.content, ...sent!.content]);
  }, [client, unreadFigure]);
  const isCurrent = (recipient: MessageRecipient) => current?.kind === recipient.kind && current.id === recipient.id;

  return (
    <>
      <div className="ap-page-head">
        <h1>Discussions</h1>
      </div>
      <div className="ap-channels">
        <aside className="ap-channels__side" aria-label="Correspondants">
          <RecipientPicker
            legend="Ouvrir la discussion avec"
            kind={kind}
            onKind={setKind}
            value={current?.kind === kind ? current : null}
            onValueChange={(choice) => setCurrent(choice ? { kind, id: choice.id, label: choice.label } : null)}
          />
          <h2 className="ap-channels__title">Échanges récents</h2>
          {!threads ? (
            loading ? <Loading /> : null
          ) : threads.length === 0 ? (
            <EmptyState title="Aucun échange récent" />
          ) : (
            <ul className="ap-channels__threads">
              {threads.map(({ recipient, lastDate, unread }) => (
                <li key={`${recipient.kind}:${recipient.id}`}>
                  <button type="button" className="ap-channels__thread" aria-current={isCurrent(recipient) ? 'true' : undefined} onClick={() => setCurrent(recipient)}>
                    <span className="ap-channels__name">{recipient.label}</span>
                    <span className="ap-channels__date">{formatDateTime(lastDate)}</span>
                    {unread ? (
                      <span className="ap-channels__unread" aria-label={`${unread} non lu${unread > 1 ? 's' : ''}`}>
                        {unread}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <section className="ap-channels__thread-view" aria-label="Discussion">
          {current ? <Thread key={`${current.kind}:${current.id}`} recipient={current} /> : <EmptyState title="Aucune discussion ouverte">Choisissez une famille ou un(e) intervenant(e).</EmptyState>}
        </section>
      </div>
    </>
  );
}

function Thread({ recipient }: { recipient: MessageRecipient }) {
  const target = recipient.kind === 'FAMILY' ? { familyId: recipient.id } : { proId: recipient.id };
  return (
    <>
      <h2 className="ap-channels__title">{recipient.label}</h2>
      <MessagesList {...target} recipientLabel={recipient.label} caption={`Échanges de l’agence avec ${recipient.label}`} />
      <h3 className="ap-channels__title">Échanges directs famille – intervenant(e)</h3>
      <MessagesList {...target} directOnly caption={`Échanges directs de ${recipient.label}`} />
    </>
  );
}
