/** The requests of a bare reference page: one call of the API with the stored session's token, and a list's first page. */
import { useEffect, useState } from 'react';

/** The answer of `method path` (with `body`), sent when the component mounts or its arguments change; null until it comes. */
export function useAnswer<Answer>(method: 'GET' | 'POST', path: string, body?: unknown): Answer | null {
  const [answer, setAnswer] = useState<{ path: string; value: Answer } | null>(null);
  useEffect(() => {
    void fetch(path, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('bench-token')}`,
        'X-Client-Context': 'browserName=Chrome;browserVersion=1;appVersion=1.0.0;app=BO',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
      .then((response) => response.json())
      .then((value: Answer) => setAnswer({ path, value }));
  }, [method, path, body]);
  // An answer of another path (the previous record's) is not this one's.
  return answer?.path === path ? answer.value : null;
}

export function useFirstPage<Row>(path: string, body: unknown): Row[] | null {
  return useAnswer<{ content: Row[] }>('POST', path, body)?.content ?? null;
}
