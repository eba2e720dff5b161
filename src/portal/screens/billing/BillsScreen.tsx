/**
 * /billing/bills (spec 002 §2, §4, §9): the bills of a month (by default the rule of the 15th),
 * filtered by status, kind, customer and remainder; credit notes without a tag, bills with
 * credit notes 'Annulée par un avoir', the payment progress of each; pages; bulk sending,
 * payment and debit-order file for the selected bills the calls allow.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { CreditCard, FileExport, Mail } from 'tabler-icons-react';
import { billsDebitOrderFile, markBillsAsPaid, sendBills, type BillSummary } from '../../../api/contract/billing';
import type { Page } from '../../../api/contract/common';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { BILL_STATUS_LABELS, BILL_STATUSES, allows } from '../../../domain/billing/status';
import { BILLING_TEXTS, bulkSummary } from '../../../domain/billing/texts';
import { formatMonth, toIsoDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { DEFAULT_PAGE_SIZE } from '../../../domain/pagination';
import { buildLocation, buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useLatestState } from '../../hooks/useLatestState';
import { useDebounced } from '../../hooks/useDebounced';
import { useShownOnce } from '../../hooks/useShownOnce';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../widgets/DateField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { MonthField } from '../../widgets/MonthField';
import { Pagination } from '../../widgets/Pagination';
import { billingCss } from '../../widgets/billing.css';
import { billsBody, billsRequest, monthOfBillsList } from './billsList';
import { BillTag, Money, PaymentProgress } from './parts';

/** Status filter: one entry per label (VALIDATED and NUMBERED share theirs). */
const STATUS_OPTIONS = [
  { value: '', label: 'Tous les statuts' },
  ...BILL_STATUSES.filter((s) => s !== 'NUMBERED').map((s) => ({ value: s, label: BILL_STATUS_LABELS[s] })),
];
const KIND_OPTIONS = [
  { value: '', label: 'Factures et avoirs' },
  { value: 'BILL', label: 'Factures' },
  { value: 'CREDIT_NOTE', label: 'Avoirs' },
];
const PAYMENT_OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

type Bulk = 'send' | 'pay';

export function BillsScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('billing', billingCss);
  const { client, router, clock, routeLoads } = usePortal();
  const month = monthOfBillsList(router.location.value, clock.now());
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const [pattern, setPattern] = useState('');
  const [remainingOnly, setRemainingOnly] = useState(false);
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlyMap<number, BillSummary>>(new Map());
  const [notice, setNotice] = useState<string | null>(null);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [paymentType, setPaymentType, latestPaymentType] = useLatestState<PaymentType>('TRANSFER');
  const [paymentDate, setPaymentDate, latestPaymentDate] = useLatestState('');
  const [payChecked, setPayChecked] = useState(false);
  const searched = useDebounced(pattern, 300);
  const body = billsBody({ month, status, kind, pattern: searched, remainingOnly, pageNumber, pageSize });
  // The answer the route's loader asked for at navigation (billsList.ts): shown at once when it has arrived, else taken by the first load.
  const [page, setPage] = useState<Page<BillSummary> | null>(() => billsRequest.arrived(routeLoads, body));
  const [loading, setLoading] = useState(page === null);
  const firstAlreadyShown = useShownOnce(page);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await billsRequest.page(client, routeLoads, body));
    } catch {
      // Search failures are silent (spec 002 §8): the list stays as it was.
    } finally {
      setLoading(false);
    }
    // `body` is made of these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, routeLoads, month, status, kind, searched, remainingOnly, pageNumber, pageSize]);
  useEffect(() => {
    if (!firstAlreadyShown()) void load();
  }, [load]);
  useEffect(() => setPageNumber(0), [month, status, kind, searched, remainingOnly]);
  useEffect(() => setSelected(new Map()), [month]);

  const toggle = (bill: BillSummary, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(bill.id, bill);
      else next.delete(bill.id);
      return next;
    });
  const rows = page?.content ?? [];
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const selection = [...selected.values()];
  const sendable = selection.filter((b) => b.type === 'CREDIT_NOTE' || allows('send', b.status));
  const payable = selection.filter((b) => b.type === 'BILL' && allows('pay', b.status) && b.remaining > 0);
  const debitable = selection.filter((b) => b.type === 'BILL' && !!b.billNumber && b.remaining > 0);

  const action = useAction(async (work: () => Promise<string>) => {
    setNotice(null);
    setNotice(await work());
    setSelected(new Map());
    setBulk(null);
    await load();
  });
  const runBulk = () => {
    if (bulk === 'send') void action.run(async () => (await client.call(sendBills, { body: { billIds: sendable.map((b) => b.id) } }), MESSAGES.saved));
    if (bulk === 'pay') {
      setPayChecked(true);
      // The date and mode of the last gesture, not of the last render (a click right after typing).
      const date = latestPaymentDate();
      if (date) void action.run(async () => (await client.call(markBillsAsPaid, { body: { billIds: payable.map((b) => b.id), paymentType: latestPaymentType(), date } }), MESSAGES.saved));
    }
  };
  const openPay = () => {
    setPaymentDate(toIsoDate(clock.now()));
    setPayChecked(false);
    setBulk('pay');
  };
  const debitOrder = () => void action.run(async () => (await client.call(billsDebitOrderFile, { body: { billIds: debitable.map((b) => b.id) } }), BILLING_TEXTS.debitOrderFiled));

  const columns: Column<BillSummary>[] = [
    {
      key: 'select',
      header: '',
      cell: (row) => <Checkbox label={`Sélectionner ${row.billNumber ?? row.customer.label}`} checked={selected.has(row.id)} onCheckedChange={(on) => toggle(row, on)} hideLabel />,
    },
    // The number opens the bill; the customer's name is its resource label (preview, record, filter).
    {
      key: 'number',
      header: 'N°',
      nowrap: true,
      cell: (row) => (
        <Link to={buildPath('/billing/bills/{billId}', { billId: row.id })} className="ap-strong">
          {row.billNumber ?? 'Brouillon'}
        </Link>
      ),
    },
    {
      key: 'customer',
      header: 'Client',
      cell: (row) => (
        <>
          {row.type === 'CREDIT_NOTE' ? 'Avoir — ' : ''}
          <ResourceLabel kind="customer" id={row.customer.id} label={row.customer.label} onFilter={() => setPattern(row.customer.label)} />
          <div className="ap-muted">{row.family ? row.family.name : `${row.customer.contactFirstName} ${row.customer.contactLastName}`}</div>
        </>
      ),
    },
    { key: 'status', header: 'Statut', nowrap: true, cell: (row) => <BillTag bill={row} /> },
    { key: 'amount', header: 'Montant TTC', numeric: true, nowrap: true, cell: (row) => <Money cents={row.vatIncludedAmount} currency={row.currency} /> },
    // The payment progress sits under the remainder: one column less, so the list fits a 1440 px window.
    {
      key: 'remaining',
      header: 'Reste à payer',
      numeric: true,
      nowrap: true,
      cell: (row) =>
        row.type === 'BILL' && row.billNumber ? (
          <>
            <Money cents={row.remaining} currency={row.currency} />
            <PaymentProgress bill={row} />
          </>
        ) : (
          ''
        ),
    },
  ];

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">Factures et avoirs de {formatMonth(`${month}-01`)}</p>
      </div>
      <div className="ap-filters" role="search" aria-label="Filtres des factures">
        <MonthField label="Mois" value={month} onValueChange={(value) => value && router.navigate(buildLocation('/billing/bills', {}, { month: value }))} clearable={false} />
        <SelectField label="Statut" value={status} options={STATUS_OPTIONS} onValueChange={setStatus} />
        <SelectField label="Type" value={kind} options={KIND_OPTIONS} onValueChange={setKind} />
        <TextField label="Client, famille ou numéro" type="search" value={pattern} onValueChange={setPattern} />
        <Checkbox label="Avec un reste à payer" checked={remainingOnly} onCheckedChange={setRemainingOnly} />
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="ap-billing-bulk" role="toolbar" aria-label="Actions sur la sélection">
        <Checkbox
          label={allOnPage ? 'Désélectionner la page' : 'Sélectionner la page'}
          checked={allOnPage}
          onCheckedChange={(on) => rows.forEach((row) => toggle(row, on))}
        />
        <span className="ap-billing-bulk__count" aria-live="polite">
          {selection.length ? `${selection.length} sélectionnée(s)` : 'Aucune sélection'}
        </span>
        <Button icon={<Mail size={16} aria-hidden="true" />} disabled={!sendable.length} onClick={() => setBulk('send')}>
          Envoyer
        </Button>
        <Button icon={<CreditCard size={16} aria-hidden="true" />} disabled={!payable.length} onClick={openPay}>
          Marquer comme payées
        </Button>
        <Button icon={<FileExport size={16} aria-hidden="true" />} disabled={!debitable.length} loading={action.pending && !bulk} onClick={debitOrder}>
          Fichier de prélèvement
        </Button>
      </div>
      <div className="ap-bills-list">
        <Table caption={`Factures de ${formatMonth(`${month}-01`)}`} columns={columns} rows={rows} rowKey={(row) => row.id} loading={loading && !page} />
      </div>
      {page?.totalElements ? (
        <Pagination
          page={pageNumber}
          pageSize={pageSize}
          total={page.totalElements}
          onPage={setPageNumber}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNumber(0);
          }}
        />
      ) : null}
      {bulk ? (
        <ConfirmDialog
          title={bulk === 'send' ? 'Envoyer les factures' : 'Marquer comme payées'}
          confirmLabel={bulk === 'send' ? 'Envoyer' : 'Enregistrer'}
          pending={action.pending}
          onConfirm={runBulk}
          onCancel={() => setBulk(null)}
        >
          <p>{bulk === 'send' ? BILLING_TEXTS.confirmSend(sendable.length) : BILLING_TEXTS.confirmMarkAsPaid(payable.length)}</p>
          <p className="ap-muted">{bulkSummary(selection.length, bulk === 'send' ? sendable.length : payable.length)}</p>
          {bulk === 'pay' ? (
            <div className="ap-form">
              <SelectField label="Mode de paiement" value={paymentType} options={PAYMENT_OPTIONS} onValueChange={(value) => setPaymentType(value as PaymentType)} />
              <DateField label="Date du paiement" value={paymentDate} onValueChange={setPaymentDate} error={payChecked && !paymentDate ? MESSAGES.required : null} />
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
