/** The one request of a bare reference page: the first page of a list's search, sent with the stored session's token. */
import { useEffect, useState } from 'react';

export function useFirstPage<Row>(path: string, body: unknown): Row[] | null {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('bench-token')}`,
        'X-Client-Context': 'browserName=Chrome;browserVersion=1;appVersion=1.0.0;app=BO',
      },
      body: JSON.stringify(body),
    })
      .then((response) => response.json())
      .then((page: { content: Row[] }) => setRows(page.content));
  }, [path, body]);
  return rows;
}
