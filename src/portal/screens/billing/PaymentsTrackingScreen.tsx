/**
 * /billing/paymentsTracking (spec 002 §7.5): a month's payments with their counters, filtered
 * by mode, paid and checked states and customer; each payment's paid and checked toggles,
 * its bill, its deletion after a confirmation. The list is the kit's (useListController): month, filters,
 * search and page in the URL, one search per change; a payment's change writes bills, so list and counters ask again.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Trash } from 'tabler-icons-react';
import type { Payment } from '../../../api/contract/billing';
import { deletePayment, paymentCounters, togglePaymentCheckedState, togglePaymentPaidState } from '../../../api/contract/payments';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from '../../../domain/billing/labels';
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { currencyOfAgency } from '../../../domain/format/amount';
import { formatDate, formatMonth } from '../../../domain/format/date';
import { chosenFilter } from '../../../domain/list/listState';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useQuery } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { MonthField } from '../../ui/MonthField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { billingCss } from '../../widgets/billing.css';
import { Money } from './Money';
import { PAYMENTS_CONFIG, PAYMENTS_LIST, monthOfRoute, paymentsListRequest } from './paymentsList';

const TYPE_OPTIONS = [{ value: '', label: 'Tous les modes' }, ...PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))];
const STATE_OPTIONS = (yes: string, no: string) => [{ value: '', label: 'Tous' }, { value: 'true', label: yes }, { value: 'false', label: no }];

export function PaymentsTrackingScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('billing', billingCss);
  const { client, clock, router, agencyContext } = usePortal();
  const currency = currencyOfAgency(agencyContext.agency.value);
  const month = monthOfRoute(router.location.value, clock.now());
  const list = useListController<Payment, unknown>(PAYMENTS_LIST, PAYMENTS_CONFIG, paymentsListRequest(client, month));
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const counters = useQuery({
    key: `${paymentCounters.name}:${month}`, reads: paymentCounters.reads, send: (signal) => client.call(paymentCounters, { query: { month } }, { signal }),
  }).data;

  // List and counters ask again by themselves: these calls write bills (the contract's `writes`).
  const action = useAction(async (work: () => Promise<unknown>) => {
    await work();
    setToDelete(null);
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
        <MonthField label="Mois" value={month} onValueChange={(value) => value && list.setRouteParam('month', value)} clearable={false} />
        <SelectField label="Mode" value={chosenFilter(list.state, 'type')} options={TYPE_OPTIONS} onValueChange={chooseFilter(list, 'type')} />
        <SelectField label="Payé" value={chosenFilter(list.state, 'paid')} options={STATE_OPTIONS('Payés', 'En attente')} onValueChange={chooseFilter(list, 'paid')} />
        <SelectField label="Pointé" value={chosenFilter(list.state, 'checked')} options={STATE_OPTIONS('Pointés', 'À pointer')} onValueChange={chooseFilter(list, 'checked')} />
        <TextField label="Client ou numéro" type="search" value={list.text} onValueChange={list.setText} />
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      <Table caption="Paiements" columns={columns} rows={list.rows} rowKey={(p) => p.id} loading={list.initialLoading} />
      <ListPagination list={list} />
      {toDelete ? (
        <ConfirmDialog title="Supprimer le paiement" confirmLabel="Supprimer" pending={action.pending} onCancel={() => setToDelete(null)}
          onConfirm={() => void action.run(() => client.call(deletePayment, { params: { id: toDelete.id } }))}>
          <p>{BILLING_TEXTS.confirmDeletePayment}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
