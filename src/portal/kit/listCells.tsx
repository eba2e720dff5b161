/** Cells and columns the people lists share (customers and prospects, employees and candidates): phones, e-mail, a count, the next exchange (red when overdue). */
import { isOverdue } from '../../domain/customers/exchange';
import { formatDate, formatDateTime } from '../../domain/format/date';
import type { Column } from '../ui/Table';
import { PhoneText } from '../ui/PhoneField';

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

interface Reachable {
  email: string | null;
  city: string | null;
  zipCode: string | null;
}

/** The contact columns of a people list: phones (the mobile and the landline as `phones` reads them), e-mail, city, postcode. */
export function contactColumns<Row extends Reachable>(phones: (row: Row) => { mobile: string | null; phone: string | null }): Column<Row>[] {
  return [
    { key: 'phone', header: 'Téléphone', nowrap: true, cell: (row) => <PhonesCell {...phones(row)} /> },
    // The e-mail takes the width the other columns leave, cut with an ellipsis (the whole address in its title): the list fits the page without a side scroll.
    { key: 'email', header: 'E-mail', sortBy: 'email', fill: true, cell: (row) => emailCell(row.email) },
    { key: 'city', header: 'Ville', sortBy: 'city', cell: (row) => row.city ?? '' },
    { key: 'zipCode', header: 'Code postal', nowrap: true, sortBy: 'zipCode', cell: (row) => row.zipCode ?? '' },
  ];
}

interface Dated {
  createdAt: string;
  lastExchangeAt: string | null;
  nextExchangeAt: string | null;
}

/** The last columns of a people list: next exchange, last exchange, created. */
export function exchangeColumns<Row extends Dated>(now: number): Column<Row>[] {
  return [
    { key: 'nextExchange', header: 'Prochain échange', nowrap: true, sortBy: 'nextExchangeAt', cell: (row) => nextExchangeCell(row.nextExchangeAt, now) },
    { key: 'lastExchange', header: 'Dernier échange', nowrap: true, sortBy: 'lastExchangeAt', cell: (row) => (row.lastExchangeAt ? formatDate(row.lastExchangeAt) : '') },
    { key: 'created', header: 'Créé le', nowrap: true, sortBy: 'createdAt', cell: (row) => formatDate(row.createdAt) },
  ];
}
