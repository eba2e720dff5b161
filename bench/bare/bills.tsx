/**
 * The reference of bench/startup.mjs's first-row figure for /billing/bills: a bare React page that does what a user
 * waits for and nothing else — one bundle, one fetch of the month's first page of bills (the same search body as the
 * portal's default list, with the stored token), one table. The month comes from `?month=`.
 */
import { createRoot } from 'react-dom/client';
import { useFirstPage } from './firstPage';

interface Row {
  id: number;
  billNumber: string | null;
  status: string;
  vatIncludedAmount: number;
  remaining: number;
}

const month = new URLSearchParams(location.search).get('month');
const BODY = { month, pattern: null, withRemainingOnly: false, pageNumber: 0, pageSize: 10 };
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

function App() {
  const rows = useFirstPage<Row>('/private/billing/bills/search', BODY);
  if (!rows) return <p>Chargement…</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>Numéro</th>
          <th>Statut</th>
          <th>Montant TTC</th>
          <th>Reste dû</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.billNumber}</td>
            <td>{row.status}</td>
            <td>{euros.format(row.vatIncludedAmount / 100)}</td>
            <td>{euros.format(row.remaining / 100)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
