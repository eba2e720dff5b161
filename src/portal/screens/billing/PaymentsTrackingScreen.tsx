/**
 * /billing/paymentsTracking (spec 002 §7.5): a month's payments with their counters, filtered
 * by mode, paid and checked states and customer; each payment's paid and checked toggles,
 * its bill, its deletion after a confirmation.
 */
import { useCallback, useEffect, useState } from 'react';
import { Trash } from 'tabler-icons-react';
import type { Payment } from '../../../api/contract/billing';
import type { Page } from '../../../api/contract/common';
import { deletePayment, paymentCounters, searchPayments, togglePaymentCheckedState, togglePaymentPaidState } from '../../../api/contract/payments';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { currencyOfAgency } from '../../../domain/format/amount';
import { formatDate, formatMonth, toIsoMonth } from '../../../domain/format/date';
import { DEFAULT_PAGE_SIZE } from '../../../domain/pagination';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useDebounced } from '../../hooks/useDebounced';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { MonthField } from '../../widgets/MonthField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { Pagination } from '../../widgets/Pagination';
import { billingCss } from '../../widgets/billing.css';
import { Money } from './parts';

const TYPE_OPTIONS = [{ value: '', label: 'Tous les modes' }, ...PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))];
const STATE_OPTIONS = (yes: string, no: string) => [{ value: '', label: 'Tous' }, { value: 'true', label: yes }, { value: 'false', label: no }];
const asFlag = (value: string) => (value === '' ? null : value === 'true');

export function PaymentsTrackingScreen({ title }: ScreenProps) {
  useStyles('billing', billingCss);
  const { client, clock, agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const [month, setMonth] = useState(toIsoMonth(clock.now()));
  const [type, setType] = useState('');
  const [paid, setPaid] = useState('');
  const [checked, setChecked] = useState('');
  const [pattern, setPattern] = useState('');
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState<Page<Payment> | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const searched = useDebounced(pattern, 300);
  const counters = useLoad(() => client.call(paymentCounters, { query: { month } }), [client, month, round]).data;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const body = { month, types: type ? [type as PaymentType] : undefined, paid: asFlag(paid), checked: asFlag(checked), pattern: searched || null, pageNumber, pageSize };
      setPage(await client.call(searchPayments, { body }));
    } catch {
      // Search failures are silent (spec 002 §8).
    } finally {
      setLoading(false);
    }
  }, [client, month, type, paid, checked, searched, pageNumber, pageSize]);
  useEffect(() => void load(), [load, round]);
  useEffect(() => setPageNumber(0), [month, type, paid, checked, searched]);

  const action = useAction(async (work: () => Promise<unknown>) => {
    await work();
    setToDelete(null);
    setRound((r) => r + 1);
  });
  const columns: Column<Payment>[] = [
    { key: 'date', header: 'Date', nowrap: true, cell: (p) => formatDate(p.date) },
    { key: 'bill', header: 'Facture', nowrap: true, cell: (p) => <Link to={buildPath('/billing/bills/{billId}', { billId: p.billId })}>{p.billNumber ?? 'Brouillon'}</Link> },
    { key: 'customer', header: 'Client', cell: (p) => <ResourceLabel kind="customer" id={p.customer.id} label={p.customer.label} /> },
    { key: 'type', header: 'Mode', cell: (p) => PAYMENT_TYPE_LABELS[p.type] },
    { key: 'amount', header: 'Montant', numeric: true, nowrap: true, cell: (p) => <Money cents={p.amount} currency={currency} /> },
    { key: 'paid', header: 'Payé', cell: (p) => <Checkbox hideLabel label={`Payé : ${p.customer.label}, ${formatDate(p.date)}`} checked={p.paid} onCheckedChange={() => void action.run(() => client.call(togglePaymentPaidState, { params: { id: p.id } }))} /> },
    { key: 'checked', header: 'Pointé', cell: (p) => <Checkbox hideLabel label={`Pointé : ${p.customer.label}, ${formatDate(p.date)}`} checked={p.checked} onCheckedChange={() => void action.run(() => client.call(togglePaymentCheckedState, { params: { id: p.id } }))} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer le paiement de ${p.customer.label} du ${formatDate(p.date)}`} title="Supprimer" onClick={() => setToDelete(p)} />
        </span>
      ),
    },
  ];
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">Paiements de {formatMonth(`${month}-01`)}</p>
      </div>
      {counters ? (
        <dl className="ap-bill-facts" aria-label="Compteurs">
          <div><dt>Paiements</dt><dd>{counters.count}</dd></div>
          <div><dt>Encaissés</dt><dd><Money cents={counters.paidAmount} currency={currency} /> ({counters.paidCount})</dd></div>
          <div><dt>En attente</dt><dd><Money cents={counters.unpaidAmount} currency={currency} /> ({counters.unpaidCount})</dd></div>
          <div><dt>Pointés / à pointer</dt><dd>{counters.checkedCount} / {counters.uncheckedCount}</dd></div>
          <div><dt>Reste à encaisser</dt><dd><Money cents={counters.remainingAmount} currency={currency} /></dd></div>
        </dl>
      ) : null}
      <div className="ap-filters" role="search" aria-label="Filtres des paiements">
        <MonthField label="Mois" value={month} onValueChange={(value) => value && setMonth(value)} clearable={false} />
        <SelectField label="Mode" value={type} options={TYPE_OPTIONS} onValueChange={setType} />
        <SelectField label="Payé" value={paid} options={STATE_OPTIONS('Payés', 'En attente')} onValueChange={setPaid} />
        <SelectField label="Pointé" value={checked} options={STATE_OPTIONS('Pointés', 'À pointer')} onValueChange={setChecked} />
        <TextField label="Client ou numéro" type="search" value={pattern} onValueChange={setPattern} />
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      <Table caption="Paiements" columns={columns} rows={page?.content ?? []} rowKey={(p) => p.id} loading={loading && !page} />
      {page?.totalElements ? <Pagination page={pageNumber} pageSize={pageSize} total={page.totalElements} onPage={setPageNumber} onPageSize={(size) => (setPageSize(size), setPageNumber(0))} /> : null}
      {toDelete ? (
        <ConfirmDialog title="Supprimer le paiement" confirmLabel="Supprimer" pending={action.pending} onCancel={() => setToDelete(null)}
          onConfirm={() => void action.run(() => client.call(deletePayment, { params: { id: toDelete.id } }))}>
          <p>{BILLING_TEXTS.confirmDeletePayment}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
