/** Small parts every billing screen shows: a bill's tag, its payment progress, an amount in its currency. */
import type { BillSummary } from '../../../api/contract/billing';
import { billTag, paymentProgress } from '../../../domain/billing/status';
import { formatCents, type Currency } from '../../../domain/format/amount';
import { formatDateTime } from '../../../domain/format/date';
import { Tag } from '../../ui/Tag';

/** The status tag; none for a credit note, 'Annulée par un avoir' for a bill with credit notes. */
export function BillTag({ bill }: { bill: Pick<BillSummary, 'type' | 'status' | 'nbCreditNotes'> }) {
  const tag = billTag(bill);
  return tag ? <Tag tone={tag.tone}>{tag.label}</Tag> : null;
}

/** The share paid, green at a zero remainder, blue otherwise (spec 002 §9); nothing for drafts and credit notes. */
export function PaymentProgress({ bill }: { bill: Pick<BillSummary, 'type' | 'billNumber' | 'vatIncludedAmount' | 'remaining'> }) {
  if (bill.type === 'CREDIT_NOTE' || !bill.billNumber) return null;
  const { percent, tone } = paymentProgress(bill);
  return (
    <span className="ap-progress" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={`Réglée à ${percent} %`}>
      <span className="ap-progress__track">
        <span className={`ap-progress__bar ap-progress__bar--${tone}`} style={{ width: `${percent}%` }} />
      </span>
      <span className="ap-progress__text">{percent}&nbsp;%</span>
    </span>
  );
}

export function Money({ cents, currency }: { cents: number; currency: Currency }) {
  return <span className={cents < 0 ? 'ap-negative' : undefined}>{formatCents(cents, { currency })}</span>;
}

/** A change log (bills, price grids), newest first. */
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
