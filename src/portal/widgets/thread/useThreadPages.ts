/**
 * The pages of a discussion a thread has loaded, through the portal's query cache: page 0 is the newest messages,
 * « older » asks one more page (the pages already there come from the cache). A sending or a reading (the contract's
 * `writes: ['messages']`) asks them all again, the conversation staying shown meanwhile.
 */
import { useState } from 'react';
import type { Page } from '../../../api/contract/common';
import { searchFamilyMessages, searchProMessages, type Message } from '../../../api/contract/messages';
import { THREAD_PAGE_SIZE, mergeThreadPages } from '../../../domain/messageThread';
import { usePortal } from '../../context';
import { useQuery } from '../../kit/useQuery';
import type { QueryRequest } from '../../state/queryCache';
import type { RecordTarget } from '../records/target';

export function useThreadPages(target: RecordTarget, withDirect: boolean) {
  const { client, queries } = usePortal();
  const [count, setCount] = useState(1);
  const endpoint = target.familyId !== undefined ? searchFamilyMessages : searchProMessages;
  const id = (target.familyId ?? target.proId)!;
  const direct = withDirect ? 'true' : 'false';
  const page = (pageNumber: number): QueryRequest<Page<Message>> => ({
    key: `${endpoint.name}:${id}:${direct}:${pageNumber}:${THREAD_PAGE_SIZE}`,
    reads: endpoint.reads,
    send: (signal) => client.call(endpoint, { params: { id }, query: { pageNumber, pageSize: THREAD_PAGE_SIZE, includeDirectMessages: direct } }, { signal }),
  });
  const { data, loading } = useQuery<Page<Message>[]>({
    key: `thread:${endpoint.name}:${id}:${direct}:${count}`,
    reads: endpoint.reads,
    send: (signal) => Promise.all(Array.from({ length: count }, (_, n) => queries.fetch(page(n), signal))),
  });
  const total = data?.[0]?.totalElements ?? 0;
  const messages = data ? mergeThreadPages(data) : null;
  return {
    /** Oldest first; null until the first answer. */
    messages,
    loading,
    hasOlder: data !== null && data.length === count && count * THREAD_PAGE_SIZE < total,
    older: () => setCount((n) => n + 1),
  };
}
