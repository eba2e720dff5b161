/** The last bills of a record (spec 001 §2's bills view: number, month, status, amount VAT included), for the customer's home and the family summary. */
import { useSignals } from '@preact/signals-react/runtime';
import type { CustomerDetails } from '../../../api/contract/customers';
import { BILL_STATUS_LABELS, type BillStatus } from '../../../domain/billing/status';
import { currencyOfAgency, formatCents } from '../../../domain/format/amount';
import { formatMonth } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { Table } from '../../ui/Table';

export function LastBills({ bills }: { bills: CustomerDetails['lastBills'] }) {
  useSignals();
  const { agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  return (
    <section className="ap-panel" aria-label="Dernières factures">
      <h2 className="ap-panel__title">Dernières factures</h2>
      <Table
        caption="Dernières factures"
        rows={bills}
        rowKey={(bill) => bill.id}
        empty="Aucune facture"
        columns={[
          { key: 'number', header: 'N°', nowrap: true, cell: (bill) => <Link to={`/billing/bills/${bill.id}`}>{bill.number ?? 'Brouillon'}</Link> },
          { key: 'month', header: 'Mois', cell: (bill) => formatMonth(`${bill.month}-01`) },
          { key: 'status', header: 'Statut', cell: (bill) => (bill.type === 'CREDIT_NOTE' ? 'Avoir' : (BILL_STATUS_LABELS[bill.status as BillStatus] ?? bill.status)) },
          { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (bill) => formatCents(bill.vatIncludedAmount, { currency }) },
        ]}
      />
    </section>
  );
}
