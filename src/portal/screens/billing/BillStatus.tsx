/** A bill's status as every billing screen shows it: its tag and its payment progress. */
import type { BillSummary } from '../../../api/contract/billing';
import { billTag, paymentProgress } from '../../../domain/billing/status';
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
