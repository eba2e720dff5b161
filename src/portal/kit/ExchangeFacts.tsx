/** The next exchange (marked when overdue, 'Aucun' when none is planned) and the last one, in a record's facts (customers, employees). */
import { isOverdue } from '../../domain/customers/exchange';
import { formatDateTime } from '../../domain/format/date';
import { usePortal } from '../context';
import { Fact } from './Fact';

export function ExchangeFacts({ next, last }: { next: string | null; last: string | null }) {
  const { clock } = usePortal();
  return (
    <>
      <dt>Prochain échange</dt>
      <dd className={isOverdue(next, clock.now()) ? 'ap-overdue' : undefined}>{next ? formatDateTime(next) : 'Aucun'}</dd>
      <Fact label="Dernier échange" value={last ? formatDateTime(last) : null} />
    </>
  );
}
