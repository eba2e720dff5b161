/**
 * The customer explorer's views (spec 001 §2): Informations générales (with the family section of
 * a NATURAL customer), Solde Client (the first family's wallet), Factures, Devis, Messages and Notes
 * épinglées (the first family's). A family is explored through its customer.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { searchBills } from '../../../api/contract/billing';
import { getCustomer, type CustomerDetails } from '../../../api/contract/customers';
import { searchEstimates } from '../../../api/contract/estimates';
import { getFamily } from '../../../api/contract/familyRecord';
import { getWallet, searchWalletOperations } from '../../../api/contract/wallet';
import { CUSTOMER_SOURCE_LABELS, CUSTOMER_TYPE_LABELS } from '../../../domain/customers/labels';
import { estimateTag } from '../../../domain/estimates/status';
import { EXPLORER_PAGE_SIZE, resourcePath } from '../../../domain/explorer';
import { currencyOfAgency, formatCents } from '../../../domain/format/amount';
import { formatDate, formatMonth } from '../../../domain/format/date';
import { formatPeriod } from '../../../domain/format/period';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { ContactFacts } from '../../kit/ContactFacts';
import { Fact } from '../../kit/Fact';
import { BillTag, PaymentProgress } from '../../screens/billing/BillStatus';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import { billingCss } from '../billing.css';
import { ExplorerList } from './ExplorerList';
import { ExplorerMessages, ExplorerNotes } from './lazyExplorerViews';
import type { ExplorerViewProps } from './ResourceExplorer';

const firstPage = { pageNumber: 0, pageSize: EXPLORER_PAGE_SIZE } as const;

function MainView({ customer, admin, onLeave }: { customer: CustomerDetails; admin: boolean; onLeave(): void }) {
  return (
    <>
      <dl className="ap-facts">
        {admin ? <Fact label="Identifiant" value={String(customer.customerId)} /> : null}
        <Fact label="Référence" value={customer.ref} />
        <Fact label="Nom" value={customer.customerName} />
        <Fact label="Contact" value={`${customer.customerMainContact.firstName} ${customer.customerMainContact.lastName}`} />
        <ContactFacts mobile={customer.mobile} phone={customer.phone} email={customer.email} />
        <Fact label="Type" value={CUSTOMER_TYPE_LABELS[customer.type]} />
        <Fact label="Source" value={customer.source ? CUSTOMER_SOURCE_LABELS[customer.source] : null} />
        <Fact label="Création" value={formatDate(customer.createdAt)} />
      </dl>
      {customer.type === 'NATURAL' ? (
        <>
          <h4 className="ap-explorer__section">Famille</h4>
          <dl className="ap-facts">
            <Fact label="Enfants" value={String(customer.childrenCount)} />
            <Fact label="Comptes parents actifs" value={String(customer.activeParentsAccountsCount)} />
            <Fact label="N° CAF" value={customer.cafNumber} />
            {admin ? <Fact label="Identifiants des familles" value={customer.families.map((f) => f.id).join(', ')} /> : null}
          </dl>
        </>
      ) : null}
      <p>
        <Link to={resourcePath({ kind: 'customer', id: customer.customerId })} onClick={onLeave}>
          Ouvrir la fiche client
        </Link>
      </p>
    </>
  );
}

function WalletView({ familyId }: { familyId: number }) {
  useSignals();
  const wallet = useCall(getWallet, { params: { id: familyId } });
  const operations = useCall(searchWalletOperations, { params: { id: familyId }, body: firstPage });
  const currency = wallet.data?.currency ?? 'EUR';
  return (
    <>
      {wallet.data ? <p className="ap-explorer__balance">Solde actuel : {formatCents(wallet.data.balance, { currency })}</p> : wallet.loading ? <Loading /> : null}
      <ExplorerList
        caption="Opérations du porte-monnaie"
        page={operations.data}
        loading={operations.loading}
        rowKey={(o) => o.id}
        columns={[
          { key: 'date', header: 'Date', nowrap: true, cell: (o) => formatDate(o.operationDate) },
          { key: 'label', header: 'Libellé', cell: (o) => o.label },
          { key: 'amount', header: 'Montant', numeric: true, nowrap: true, cell: (o) => formatCents(o.relevantValue, { currency }) },
        ]}
      />
    </>
  );
}

function BillsView({ customerId }: { customerId: number }) {
  useStyles('billing', billingCss);
  const { data, loading } = useCall(searchBills, { body: { customerId, month: null, sort: 'NUMBER_DESC', ...firstPage } });
  return (
    <ExplorerList
      caption="Factures"
      page={data}
      loading={loading}
      rowKey={(b) => b.id}
      columns={[
        {
          key: 'number', header: 'N°', nowrap: true,
          cell: (b) => (
            <>
              {b.billNumber ?? 'Brouillon'} {b.type === 'CREDIT_NOTE' ? <Tag tone="warning">AVOIR</Tag> : null}
            </>
          ),
        },
        { key: 'month', header: 'Mois', nowrap: true, cell: (b) => formatMonth(`${b.month}-01`) },
        { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (b) => formatCents(b.vatIncludedAmount, { currency: b.currency }) },
        { key: 'status', header: 'Statut', nowrap: true, cell: (b) => <BillTag bill={b} /> },
        { key: 'paid', header: 'Règlement', nowrap: true, cell: (b) => <PaymentProgress bill={b} /> },
      ]}
    />
  );
}

function EstimatesView({ customerId }: { customerId: number }) {
  useSignals();
  const { agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const { data, loading } = useCall(searchEstimates, { body: { customerId, ...firstPage } });
  return (
    <ExplorerList
      caption="Devis"
      page={data}
      loading={loading}
      rowKey={(e) => e.id}
      columns={[
        { key: 'number', header: 'N°', nowrap: true, cell: (e) => e.number },
        { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (e) => formatCents(e.vatIncludedAmount, { currency }) },
        { key: 'period', header: 'Période', nowrap: true, cell: (e) => formatPeriod(e.periodStartDate, e.periodEndDate) },
        { key: 'status', header: 'Statut', nowrap: true, cell: (e) => <Tag tone={estimateTag(e.status).tone}>{estimateTag(e.status).label}</Tag> },
      ]}
    />
  );
}

export function CustomerExplorer({ target, view, admin, onLeave, head }: ExplorerViewProps) {
  // A family's customer: the family first, then its customer (loading until both have answered).
  const family = useCall(getFamily, target.kind === 'family' ? { params: { id: target.id } } : null);
  const customerId = target.kind === 'family' ? family.data?.customer?.id : target.id;
  const customer = useCall(getCustomer, customerId === undefined ? null : { params: { id: customerId } });
  if (family.loading || customer.loading) return <Loading />;
  const data = customerId === undefined ? null : customer.data;
  if (!data) return <>{head(null)}<EmptyState /></>;
  const familyId = data.families[0]?.id;
  const byFamily = (render: (familyId: number) => ReactNode) => (familyId === undefined ? <EmptyState /> : render(familyId));
  return (
    <>
      {head(data.customerName)}
      {view === 'main' ? <MainView customer={data} admin={admin} onLeave={onLeave} /> : null}
      {view === 'wallet' ? byFamily((id) => <WalletView familyId={id} />) : null}
      {view === 'bills' ? <BillsView customerId={data.customerId} /> : null}
      {view === 'estimates' ? <EstimatesView customerId={data.customerId} /> : null}
      {view === 'messages' ? byFamily((id) => <ExplorerMessages familyId={id} />) : null}
      {view === 'notes' ? byFamily((id) => <ExplorerNotes familyId={id} />) : null}
    </>
  );
}
