/** Cells the people lists share (customers and prospects, employees and candidates): phones, e-mail, a count, the next exchange (red when overdue). */
import { isOverdue } from '../../domain/customers/exchange';
import { formatDateTime } from '../../domain/format/date';
import { PhoneText } from '../widgets/PhoneField';

/** The mobile first (else the landline), the landline under it when both are known. */
export function PhonesCell({ mobile, phone }: { mobile: string | null; phone: string | null }) {
  return (
    <>
      <PhoneText value={mobile ?? phone} />
      {mobile && phone ? (
        <span className="ap-cell-sub">
          <PhoneText value={phone} />
        </span>
      ) : null}
    </>
  );
}

export const emailCell = (email: string | null) => (email ? <a className="ap-cell-clip" href={`mailto:${email}`} title={email}>{email}</a> : '');

export const countCell = (value: number) => (value ? String(value) : <span className="ap-muted">0</span>);

export const nextExchangeCell = (at: string | null, now: number) =>
  at ? <span className={isOverdue(at, now) ? 'ap-overdue' : undefined}>{formatDateTime(at)}</span> : '';
