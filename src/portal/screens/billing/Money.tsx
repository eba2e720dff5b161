/** An amount in its currency; a negative one in the danger colour. */
import { formatCents, type Currency } from '../../../domain/format/amount';

export function Money({ cents, currency }: { cents: number; currency: Currency }) {
  return <span className={cents < 0 ? 'ap-negative' : undefined}>{formatCents(cents, { currency })}</span>;
}
