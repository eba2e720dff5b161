/** A bill's change log, newest first. */
import { billChangelogs } from '../../../api/contract/billing';
import { formatDateTime } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';

export function BillHistory({ billId, version }: { billId: number; version: unknown }) {
  const { client } = usePortal();
  const { data } = useLoad(() => client.call(billChangelogs, { params: { id: billId } }), [client, billId, version]);
  if (!data?.length) return null;
  return (
    <section className="ap-bill-section" aria-labelledby="bill-history">
      <h2 id="bill-history">Historique</h2>
      <ul className="ap-bill-history">
        {data.map((entry) => (
          <li key={entry.id}>
            <span className="ap-muted">{formatDateTime(entry.at)} · {entry.author}</span> — {entry.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
