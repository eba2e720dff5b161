/**
 * /messages/{inbox|sent|copy} (spec 001 §7): each box a kit list (search text, page and size in
 * the route's query), the inbox and sent box on `allMines`, the copies on `searchCopy`; the
 * inbox can keep to the unread ones. The loader starts the box's first page at navigation.
 */
import type { ApiClient } from '../../../api/client';
import { searchCopyMessages, searchMyMessages, type CopyFilter, type MessagesFilter } from '../../../api/contract/messages';
import { MESSAGE_BOXES, MESSAGES_PAGE_SIZE, type MessageBox } from '../../../domain/messaging';
import { type ListConfig, type ListState } from '../../../domain/list/listState';
import { parseLocation, tabOf } from '../../../domain/routes';
import { loadList } from '../../kit/listLoader';
import type { ListRequest } from '../../kit/useListController';
import type { RouteLoader } from '../../routes/route';

export const messagesListName = (box: MessageBox) => `messages.${box}`;

/** The inbox's read filter: one value, « Non lus ». */
export const UNREAD_FILTER = 'read';
export const UNREAD_CHOICES = [{ value: 'UNREAD', label: 'Non lus' }];

export const MESSAGES_CONFIG: ListConfig = { attributes: { [UNREAD_FILTER]: 'enum' }, defaultSort: null, defaultPageSize: MESSAGES_PAGE_SIZE };

/** The box a path names (/messages/sent), the inbox by default. */
export function boxOf(path: string): MessageBox {
  const tab = tabOf(path, 1);
  return (MESSAGE_BOXES as readonly string[]).includes(tab) ? (tab as MessageBox) : 'inbox';
}

export function messagesBody(box: MessageBox, state: ListState): MessagesFilter | CopyFilter {
  const paging = { text: state.text || null, pageNumber: state.page, pageSize: state.pageSize };
  if (box === 'copy') return paging;
  const unread = state.filters[UNREAD_FILTER];
  return { box: box === 'inbox' ? 'INBOX' : 'SENT', ...paging, ...(unread && 'values' in unread && unread.values.includes('UNREAD') ? { unreadOnly: true } : {}) };
}

export function messagesRequest(client: ApiClient, box: MessageBox) {
  return (state: ListState): ListRequest<MessagesFilter | CopyFilter> => {
    const body = messagesBody(box, state);
    return {
      body,
      // A discussion read or a message sent elsewhere (the contract's `writes`) asks the box again.
      reads: box === 'copy' ? searchCopyMessages.reads : searchMyMessages.reads,
      send: (signal) => (box === 'copy' ? client.call(searchCopyMessages, { body }, { signal }) : client.call(searchMyMessages, { body: body as MessagesFilter }, { signal })),
    };
  };
}

export const loadMessages: RouteLoader = (context) => {
  const box = boxOf(parseLocation(context.location).path);
  return loadList(context, messagesListName(box), MESSAGES_CONFIG, messagesRequest(context.client, box));
};
