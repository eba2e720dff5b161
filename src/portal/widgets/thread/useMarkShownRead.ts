/**
 * Opening a discussion marks what it shows read (issue 34 §1): one call for the messages written to the agency and
 * still unread, asked once each; the answer's count sets the menu's badge at once, and its write (`messages`) has the
 * threads and the lists ask again, so their unread dots drop without a reload.
 */
import { useEffect, useRef } from 'react';
import { markMessagesRead, type Message } from '../../../api/contract/messages';
import { idsToMarkRead } from '../../../domain/messageThread';
import { usePortal } from '../../context';

export function useMarkShownRead(messages: readonly Message[] | null): void {
  const { client, counters } = usePortal();
  const asked = useRef(new Set<number>());
  useEffect(() => {
    const ids = idsToMarkRead(messages ?? [], asked.current);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    client.call(markMessagesRead, { body: { ids } }).then(
      ({ unreadCount }) => counters.setUnreadMessages(unreadCount),
      // Not marked: the next answer that shows them asks again.
      () => ids.forEach((id) => asked.current.delete(id)),
    );
  }, [messages, client, counters]);
}
