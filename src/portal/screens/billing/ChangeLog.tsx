/** A change log (a bill's, a price grid's, a contract's, a mandate's…), newest first. */
import { formatDateTime } from '../../../domain/format/date';

export function ChangeLog({ entries, label }: { entries: readonly { id: number; at: string; author: string; description: string }[]; label: string }) {
  return (
    <ul className="ap-bill-history" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="ap-muted">
            {formatDateTime(entry.at)} · {entry.author}
          </span>{' '}
          — {entry.description}
        </li>
      ))}
    </ul>
  );
}
