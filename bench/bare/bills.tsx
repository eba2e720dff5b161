/**
 * The reference of bench/startup.mjs's first-row figure for /billing/bills: a bare React page that does what a user
 * waits for and nothing else — one bundle, one fetch of the month's first page of bills (the same search body as the
 * portal's default list, with the stored token), one table. The month comes from `?month=`.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

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
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void fetch('/private/billing/bills/search', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('bench-token')}`,
        'X-Client-Context': 'browserName=Chrome;browserVersion=1;appVersion=1.0.0;app=BO',
      },
      body: JSON.stringify(BODY),
    })
      .then((response) => response.json())
      .then((page: { content: Row[] }) => setRows(page.content));
  }, []);
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
