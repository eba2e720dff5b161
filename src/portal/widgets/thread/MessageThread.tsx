/**
 * A discussion as a conversation (issue 34 §1), the same in /channels and in the family's, customer's, employee's and
 * professional's Messages tabs: the agency's exchanges with one family or professional (and, asked, the direct family ↔
 * professional ones) as bubbles by author with their whole text, under day separators, newest at the bottom; scrolling
 * up (or « Messages plus anciens ») loads the older pages. What it shows unread is marked read in one call, under a
 * « Nouveaux messages » mark; the agency's own messages say whether their recipient has read them. The reply box
 * writes to the correspondent.
 */
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { familyChildrenForMessages, type Message, type MessageChild } from '../../../api/contract/messages';
import { formatTime } from '../../../domain/format/date';
import { MESSAGE_TYPE_INFO, type MessageRecipient } from '../../../domain/messaging';
import { THREAD_TEXTS, bubbleSide, correspondentLabel, threadDays, unreadByAgency } from '../../../domain/messageThread';
import { usePortal } from '../../context';
import { useQuery } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Loading } from '../../ui/Spinner';
import { ReplyBox } from './ReplyBox';
import { threadCss } from './thread.css';
import { useMarkShownRead } from './useMarkShownRead';
import { useThreadPages } from './useThreadPages';

/** How close to the top (px) a scroll asks for the older page. */
const OLDER_AT = 80;

export interface MessageThreadProps {
  recipient: MessageRecipient;
  /** With the direct family ↔ professional messages, which the agency sees in copy. */
  withDirect?: boolean;
  /** Shown above the messages with the correspondent's name (/channels); a record's tab says it already. */
  tools?: ReactNode;
}

export function MessageThread({ recipient: asked, withDirect = false, tools }: MessageThreadProps) {
  useStyles('thread', threadCss);
  const { client, clock } = usePortal();
  const thread = useThreadPages(asked.kind === 'FAMILY' ? { familyId: asked.id } : { proId: asked.id }, withDirect);
  const familyId = asked.kind === 'FAMILY' ? asked.id : null;
  const children =
    useQuery<MessageChild[]>(
      familyId === null ? null : { key: `messages.familyChildren:${familyId}`, reads: [], send: (signal) => client.call(familyChildrenForMessages, { params: { id: familyId } }, { signal }) },
    ).data ?? [];
  useMarkShownRead(thread.messages);
  const messages = thread.messages ?? [];
  // Opened from its address, the discussion has its correspondent's name from the messages.
  const label = asked.label || correspondentLabel(messages, asked) || (asked.kind === 'FAMILY' ? 'la famille' : "l'intervenant(e)");
  const recipient = { ...asked, label };
  // The first message unread when the discussion opened keeps its mark after it is read.
  const [firstNew, setFirstNew] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (firstNew === undefined && thread.messages) setFirstNew(thread.messages.find(unreadByAgency)?.id ?? null);
  }, [thread.messages, firstNew]);

  const box = useRef<HTMLDivElement>(null);
  // Distance from the bottom to keep while an older page comes (null: go to the newest message).
  const kept = useRef<number | null>(null);
  const newestId = messages[messages.length - 1]?.id;
  // Newest at the bottom, again when the « Nouveaux messages » mark (a render later) adds its height.
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    node.scrollTop = kept.current === null ? node.scrollHeight : node.scrollHeight - kept.current;
    kept.current = null;
  }, [messages.length, newestId, firstNew]);
  const older = () => {
    if (!thread.hasOlder || thread.loading || !box.current) return;
    kept.current = box.current.scrollHeight - box.current.scrollTop;
    thread.older();
  };

  const now = clock.now();
  return (
    <section className="ap-thread" aria-label={`Discussion avec ${recipient.label}`}>
      {tools !== undefined ? (
        <div className="ap-thread__head">
          <h2>{recipient.label}</h2>
          {tools}
        </div>
      ) : null}
      <div className="ap-thread__scroll" ref={box} tabIndex={0} role="region" aria-label={`Messages échangés avec ${recipient.label}`} onScroll={() => box.current && box.current.scrollTop < OLDER_AT && older()}>
        {thread.messages === null ? (
          <Loading />
        ) : thread.hasOlder ? (
          <button type="button" className="ap-thread__older" onClick={older}>
            {thread.loading ? THREAD_TEXTS.olderLoading : 'Messages plus anciens'}
          </button>
        ) : (
          <p className="ap-thread__start">{messages.length ? THREAD_TEXTS.start : THREAD_TEXTS.empty}</p>
        )}
        {threadDays(messages, now).map((day) => (
          <section key={day.key} aria-label={day.label}>
            <h3 className="ap-thread__day-label">
              <span>{day.label}</span>
            </h3>
            <ol className="ap-thread__messages">
              {day.messages.map((message) => (
                <Fragment key={message.id}>
                  {message.id === firstNew ? (
                    <li className="ap-thread__new" role="separator">
                      {THREAD_TEXTS.newMessages}
                    </li>
                  ) : null}
                  <Bubble message={message} familyChildren={children} />
                </Fragment>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <ReplyBox recipient={recipient} familyChildren={children} onSent={() => (kept.current = null)} />
    </section>
  );
}

function Bubble({ message, familyChildren }: { message: Message; familyChildren: readonly MessageChild[] }) {
  const mine = bubbleSide(message) === 'AGENCY';
  const direct = message.fromAgency === undefined;
  const child = message.childId === null ? undefined : familyChildren.find((c) => c.id === message.childId);
  const meta = [formatTime(message.sendDate), message.type === 'TEXT' ? null : MESSAGE_TYPE_INFO[message.type].label, child ? `au sujet de ${child.firstName}` : null].filter(Boolean).join(' · ');
  return (
    <li className={`ap-bubble ap-bubble--${mine ? 'mine' : 'theirs'}${direct ? ' ap-bubble--direct' : ''}`}>
      <div className="ap-bubble__head">
        <span className="ap-bubble__author">{direct ? `${message.from.label} → ${message.to.label}` : message.from.label}</span>
        <time className="ap-bubble__meta" dateTime={message.sendDate}>
          {meta}
        </time>
      </div>
      <p className="ap-bubble__text">{message.content}</p>
      {mine ? <span className="ap-bubble__status">{message.unread ? THREAD_TEXTS.unreadByRecipient : THREAD_TEXTS.readByRecipient}</span> : null}
    </li>
  );
}
