/**
 * /billing/bills (spec 002 §2, §4, §9): the bills of a month (by default the rule of the 15th),
 * filtered by status, kind, customer and remainder; credit notes without a tag, bills with
 * credit notes 'Annulée par un avoir', the payment progress of each; pages; bulk sending,
 * payment and debit-order file for the selected bills the calls allow. The list is the kit's (useListController): its
 * filters, search and page in the URL, one search per change, asked again after a write of bills.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { CreditCard, FileExport, Mail } from 'tabler-icons-react';
import { billsDebitOrderFile, markBillsAsPaid, sendBills, type BillSummary } from '../../../api/contract/billing';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../../../domain/billing/labels';
import { BILL_STATUS_LABELS, BILL_STATUSES, allows } from '../../../domain/billing/status';
import { BILLING_TEXTS, bulkSummary } from '../../../domain/billing/texts';
import { formatMonth, toIsoDate } from '../../../domain/format/date';
import { chosenFilter } from '../../../domain/list/listState';
import { MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useStyles } from '../../ui/useStyles';
import { useFieldReadings } from '../../ui/fieldReadings';
import { FormFields } from '../../kit/FormFields';
import { chooseFilter, useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { MonthField } from '../../ui/MonthField';
import { ListPagination } from '../../kit/ListPagination';
import { billingCss } from '../../widgets/billing.css';
import { BILLS_CONFIG, BILLS_LIST, billsListRequest, monthOfBillsList } from './billsList';
import { BillTag, PaymentProgress } from './BillStatus';
import { Money } from './Money';

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
  const { client, router, clock } = usePortal();
  const month = monthOfBillsList(router.location.value, clock.now());
  const list = useListController<BillSummary, unknown>(BILLS_LIST, BILLS_CONFIG, billsListRequest(client, month));
  const [selected, setSelected] = useState<ReadonlyMap<number, BillSummary>>(new Map());
  const [notice, setNotice] = useState<string | null>(null);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [paymentType, setPaymentType, latestPaymentType] = useLatestState<PaymentType>('TRANSFER');
  const [paymentDate, setPaymentDate, latestPaymentDate] = useLatestState('');
  const [payChecked, setPayChecked] = useState(false);
  useEffect(() => setSelected(new Map()), [month]);
  const choose = (attribute: string) => chooseFilter(list, attribute);

  const toggle = (bill: BillSummary, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(bill.id, bill);
      else next.delete(bill.id);
      return next;
    });
  const rows = list.rows;
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
    // The list asks again by itself: these calls write bills (the contract's `writes`).
  });
  // The kit's readings: a payment day that does not exist stops « Enregistrer » with the field's message.
  const readings = useFieldReadings();
  const runBulk = () => {
    if (bulk === 'send') void action.run(async () => (await client.call(sendBills, { body: { billIds: sendable.map((b) => b.id) } }), MESSAGES.saved));
    if (bulk === 'pay') {
      setPayChecked(true);
      // The date and mode of the last gesture, not of the last render (a click right after typing).
      const date = latestPaymentDate();
      if (readings.unread() === null && date) void action.run(async () => (await client.call(markBillsAsPaid, { body: { billIds: payable.map((b) => b.id), paymentType: latestPaymentType(), date } }), MESSAGES.saved));
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
          <ResourceLabel kind="customer" id={row.customer.id} label={row.customer.label} onFilter={() => list.setText(row.customer.label)} />
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
        <MonthField label="Mois" value={month} onValueChange={(value) => value && list.setRouteParam('month', value)} clearable={false} />
        <SelectField label="Statut" value={chosenFilter(list.state, 'status')} options={STATUS_OPTIONS} onValueChange={choose('status')} />
        <SelectField label="Type" value={chosenFilter(list.state, 'kind')} options={KIND_OPTIONS} onValueChange={choose('kind')} />
        <TextField label="Client, famille ou numéro" type="search" value={list.text} onValueChange={list.setText} />
        <Checkbox label="Avec un reste à payer" checked={chosenFilter(list.state, 'remaining') === 'true'} onCheckedChange={(on) => choose('remaining')(on ? 'true' : '')} />
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
        <Table caption={`Factures de ${formatMonth(`${month}-01`)}`} columns={columns} rows={rows} rowKey={(row) => row.id} loading={list.initialLoading} />
      </div>
      <ListPagination list={list} />
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
              <FormFields form={{ readings }}>
                <DateField label="Date du paiement" value={paymentDate} onValueChange={setPaymentDate} error={payChecked && !paymentDate ? MESSAGES.required : null} />
              </FormFields>
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
