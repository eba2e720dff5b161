/**
 * /channels (spec 000 §2; issues 15 and 34): the discussions of the agency, one per family or professional. On the
 * left, the correspondents of the agency's recent messages (newest first, with their unread count), or any family or
 * professional picked with the selectors; on the right, the open discussion as a conversation (widgets/thread), its
 * correspondent in the address (`?family=5`, `?pro=11`: a reload keeps it). Lists and thread read through the portal's
 * query cache: a reading or a sending drops the unread counts at once.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { Page } from '../../../api/contract/common';
import { searchMyMessages, type Message } from '../../../api/contract/messages';
import { formatDateTime } from '../../../domain/format/date';
import { THREAD_TEXTS, discussionOfQuery, discussionQuery } from '../../../domain/messageThread';
import { threadsOf, type MessageRecipient } from '../../../domain/messaging';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useQuery } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { kitCss } from '../../kit/kit.css';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { RecipientPicker } from '../../widgets/records/RecipientPicker';
import { recordsCss } from '../../widgets/records/records.css';
import { MessageThread } from '../../widgets/thread/MessageThread';
import { channelsCss } from './channels.css';

/** How many recent messages of each box make the list of threads. */
const RECENT = 100;
const BOXES = ['INBOX', 'SENT'] as const;

export function ChannelsScreen(_: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  useStyles('records', recordsCss);
  useStyles('channels', channelsCss);
  const { client, router } = usePortal();
  const open = discussionOfQuery(parseLocation(router.location.value).query);
  const [picked, setPicked] = useState<MessageRecipient | null>(null);
  const [kind, setKind] = useState<MessageRecipient['kind']>(open?.kind ?? 'FAMILY');
  const [withDirect, setWithDirect] = useState(false);
  const recent = useQuery<Page<Message>[]>({
    key: `channels.recent:${RECENT}`,
    reads: searchMyMessages.reads,
    send: (signal) => Promise.all(BOXES.map((box) => client.call(searchMyMessages, { body: { box, pageNumber: 0, pageSize: RECENT } }, { signal }))),
  });
  const threads = recent.data ? threadsOf(recent.data.flatMap((page) => page.content)) : null;
  const same = (a: Pick<MessageRecipient, 'kind' | 'id'> | null, b: Pick<MessageRecipient, 'kind' | 'id'> | null) => a !== null && b !== null && a.kind === b.kind && a.id === b.id;
  const current: MessageRecipient | null = open && {
    ...open,
    label: (same(picked, open) ? picked!.label : threads?.find((thread) => same(thread.recipient, open))?.recipient.label) ?? '',
  };
  const choose = (recipient: MessageRecipient | null) => {
    setPicked(recipient);
    router.navigate(`/channels${recipient ? `?${discussionQuery(recipient)}` : ''}`);
  };

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
            onValueChange={(choice) => choose(choice ? { kind, id: choice.id, label: choice.label } : null)}
          />
          <h2 className="ap-channels__title">Échanges récents</h2>
          {!threads ? (
            recent.loading ? <Loading /> : null
          ) : threads.length === 0 ? (
            <EmptyState title="Aucun échange récent" />
          ) : (
            <ul className="ap-channels__threads">
              {threads.map(({ recipient, lastDate, unread }) => (
                <li key={`${recipient.kind}:${recipient.id}`}>
                  <button type="button" className="ap-channels__thread" aria-current={same(current, recipient) ? 'true' : undefined} onClick={() => choose(recipient)}>
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
        <div className="ap-channels__thread-view">
          {current ? (
            <MessageThread
              key={`${current.kind}:${current.id}:${withDirect}`}
              recipient={current}
              withDirect={withDirect}
              tools={<Checkbox label={THREAD_TEXTS.withDirect} checked={withDirect} onCheckedChange={setWithDirect} />}
            />
          ) : (
            <EmptyState title="Aucune discussion ouverte">Choisissez une famille ou un(e) intervenant(e).</EmptyState>
          )}
        </div>
      </div>
    </>
  );
}
