/**
 * The reference of bench/customers.mjs and bench/navigation.mjs: a bare React page that does what a user waits for on
 * /customers and a customer's record, and nothing else — one bundle, one fetch of the list's first page (the same v2
 * search body as the portal's default list, with the stored token), one table whose names link to the record
 * (`#/customers/{id}/home`, the hash as the portal's); the record fetches the customer, then its AVIM state and its
 * family's pinned notes, as the portal's first tab does, each shown « Chargement… » (aria-busy) until it comes.
 */
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AVIM_STATUS_TAGS } from '../../src/domain/customers/avim';
import { useAnswer, useFirstPage } from './firstPage';

interface Row {
  customerId: number;
  ref: string;
  customerName: string;
  mobile: string | null;
  email: string | null;
  city: string | null;
}

interface Customer {
  customerId: number;
  ref: string;
  customerName: string;
  customerMainContact: { firstName: string; lastName: string };
  mobile: string | null;
  email: string | null;
  address: { street: string; zipCode: string; city: string } | null;
  families: { id: number; name: string }[];
}

const BODY = { text: null, filters: [{ attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' }], sort: { attribute: 'customerName', direction: 'ASC' }, pageNumber: 0, pageSize: 10 };

const Busy = () => <p aria-busy="true">Chargement…</p>;

function List() {
  const rows = useFirstPage<Row>('/private/customers/v2/search', BODY);
  if (!rows) return <Busy />;
  return (
    <table>
      <thead>
        <tr>
          <th>Référence</th>
          <th>Nom</th>
          <th>Mobile</th>
          <th>E-mail</th>
          <th>Ville</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.customerId}>
            <td>{row.ref}</td>
            <td>
              <a href={`#/customers/${row.customerId}/home`}>{row.customerName}</a>
            </td>
            <td>{row.mobile}</td>
            <td>{row.email}</td>
            <td>{row.city}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Avim({ customerId }: { customerId: number }) {
  // Where the agency has no AVIM the answer is a 403 and its errors: the bare page only says it has none.
  const state = useAnswer<{ status?: keyof typeof AVIM_STATUS_TAGS }>('GET', `/private/customers/${customerId}/avim`);
  if (!state) return <Busy />;
  return <p>Avance immédiate : {state.status ? AVIM_STATUS_TAGS[state.status].label : 'non proposée par l’agence'}</p>;
}

function PinnedNotes({ familyId }: { familyId: number }) {
  const body = useMemo(() => ({ familyId, bookmarkStatuses: ['ON_SCOPE'], pageNumber: 0, pageSize: 20 }), [familyId]);
  const notes = useFirstPage<{ id: number; title: string }>('/private/notes/search', body);
  if (!notes) return <Busy />;
  return <ul>{notes.length ? notes.map((note) => <li key={note.id}>{note.title}</li>) : <li>Aucune note épinglée</li>}</ul>;
}

function Record({ customerId }: { customerId: number }) {
  const customer = useAnswer<Customer>('GET', `/private/customers/${customerId}`);
  if (!customer) return <Busy />;
  const family = customer.families[0];
  return (
    <>
      <h1>{customer.customerName}</h1>
      <p>{customer.ref}</p>
      <div className="record-home">
        <dl>
          <dt>Contact principal</dt>
          <dd>
            {customer.customerMainContact.firstName} {customer.customerMainContact.lastName}
          </dd>
          <dt>Mobile</dt>
          <dd>{customer.mobile ?? '—'}</dd>
          <dt>E-mail</dt>
          <dd>{customer.email ?? '—'}</dd>
          <dt>Adresse</dt>
          <dd>{customer.address ? `${customer.address.street}, ${customer.address.zipCode} ${customer.address.city}` : '—'}</dd>
        </dl>
        <Avim customerId={customer.customerId} />
        {family ? <PinnedNotes familyId={family.id} /> : null}
      </div>
    </>
  );
}

function App() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  const record = /^#\/customers\/(\d+)/.exec(hash);
  return record ? <Record key={record[1]} customerId={Number(record[1])} /> : <List />;
}

createRoot(document.getElementById('root')!).render(<App />);
