/**
 * The reference of bench/customers.mjs: a bare React page that does what a user waits for on
 * /customers and nothing else — one bundle, one fetch of the list's first page (the same v2
 * search body as the portal's default list, with the stored token), one table.
 */
import { createRoot } from 'react-dom/client';
import { useFirstPage } from './firstPage';

interface Row {
  customerId: number;
  ref: string;
  customerName: string;
  mobile: string | null;
  email: string | null;
  city: string | null;
}

const BODY = { text: null, filters: [{ attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' }], sort: { attribute: 'customerName', direction: 'ASC' }, pageNumber: 0, pageSize: 10 };

function App() {
  const rows = useFirstPage<Row>('/private/customers/v2/search', BODY);
  if (!rows) return <p>Chargement…</p>;
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
            <td>{row.customerName}</td>
            <td>{row.mobile}</td>
            <td>{row.email}</td>
            <td>{row.city}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
