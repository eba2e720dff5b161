/**
 * /billing/bills/{billId} (spec 002 §2, §4, §7.3, §7.5, §7.6): a bill or credit note with its
 * lines (hours, kilometres, increases), adjustments and fees, totals, payments and credit
 * notes; the actions its status allows: validate, recompute, delete a draft, full or partial
 * credit note, payments (paid and checked toggles, deletion), send, dunning, download and
 * preview through a one-use token, comments.
 */
import { useCallback, useEffect, useState } from 'react';
import { ArrowLeft, CreditCard, Download, Eye, FileMinus, Mail, Refresh, Check, Trash, AlertTriangle } from 'tabler-icons-react';
import {
  createCreditNote, deleteBill, downloadBill, duplicateOriginalBill, getBill, recomputeBill, sendDunning, updateBillComments, urssafPaymentRequest, validateBill,
  type BillDetail, type BillItem,
} from '../../../api/contract/billing';
import { deletePayment, togglePaymentCheckedState, togglePaymentPaidState } from '../../../api/contract/payments';
import type { Payment } from '../../../api/contract/billing';
import { billDocumentTitle, billFileName, formatIncrease, formatItemQuantity } from '../../../domain/billing/format';
import { PAYMENT_TYPE_LABELS } from '../../../domain/billing/labels';
import { vatRateLabel } from '../../../domain/billing/money';
import { allows, type BillAction } from '../../../domain/billing/status';
import { BILLING_TEXTS } from '../../../domain/billing/texts';
import { formatDate, formatDateTime, formatMonth } from '../../../domain/format/date';
import { billsMonth } from '../../../domain/menu';
import { MESSAGES } from '../../../domain/messages';
import { buildLocation, buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import { openPreview, saveFrom } from '../../app/saveFile';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loading } from '../../ui/Spinner';
import { Table, type Column } from '../../ui/Table';
import { billingCss } from '../../widgets/billing.css';
import { BillDraftEdits } from './BillDraftEdits';
import { BillHistory } from './BillHistory';
import { BillSettings } from './BillSettings';
import { BillTag, PaymentProgress } from './BillStatus';
import { Money } from './Money';
import { PartialCreditNoteDialog } from './PartialCreditNoteDialog';
import { PaymentDialog } from './PaymentDialog';
import { SendBillDialog } from './SendBillDialog';

type Confirm = 'validate' | 'delete' | 'creditNote' | { payment: Payment };
type Open = Confirm | 'payment' | 'partial' | 'send' | null;

const CONFIRMS = {
  validate: { title: 'Valider la facture', label: 'Valider', text: BILLING_TEXTS.confirmValidate },
  delete: { title: 'Supprimer la facture', label: 'Supprimer', text: BILLING_TEXTS.confirmDelete },
  creditNote: { title: 'Avoir total', label: 'Créer l’avoir', text: BILLING_TEXTS.confirmFullCreditNote },
} as const;

export function BillScreen({ params }: ScreenProps) {
  useStyles('billing', billingCss);
  const { client, router, clock } = usePortal();
  const id = Number(params.billId);
  const [bill, setBill] = useState<BillDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [comments, setComments, latestComments] = useLatestState('');

  const load = useCallback(async () => {
    try {
      const answer = await client.call(getBill, { params: { id } });
      setBill(answer);
      setComments(answer.comments ?? '');
    } catch {
      setMissing(true);
    }
  }, [client, id]);
  useEffect(() => void load(), [load]);

  const action = useAction(async (work: () => Promise<string | null>) => {
    setNotice(null);
    const message = await work();
    setOpen(null);
    setNotice(message);
    await load();
  });
  const call = (work: () => Promise<unknown>, message: string | null = MESSAGES.saved) => void action.run(async () => (await work(), message));

  if (missing) return <Alert tone="danger">{MESSAGES.notFound}</Alert>;
  if (!bill) return <Loading />;

  const is = (what: BillAction) => bill.type === 'BILL' && allows(what, bill.status);
  const money = (cents: number) => <Money cents={cents} currency={bill.currency} />;
  const download = (inline: boolean) =>
    void action.run(async () => {
      const url = await client.downloadUrl(downloadBill, { params: { id }, query: inline ? { inline: 'true' } : {} });
      if (inline) openPreview(url);
      else saveFrom(url, billFileName(bill));
      return null;
    });
  const confirm = () => {
    if (open === 'validate') call(() => client.call(validateBill, { params: { id } }));
    if (open === 'creditNote') call(() => client.call(createCreditNote, { params: { id }, body: {} }));
    if (open === 'delete')
      void action.run(async () => {
        await client.call(deleteBill, { params: { id } });
        router.navigate(buildLocation('/billing/bills', {}, { month: bill.month }));
        return MESSAGES.deleted;
      });
    if (open && typeof open === 'object') call(() => client.call(deletePayment, { params: { id: open.payment.id } }), MESSAGES.deleted);
  };

  const itemColumns: Column<BillItem>[] = [
    { key: 'label', header: 'Désignation', cell: (item) => item.label },
    { key: 'quantity', header: 'Quantité', numeric: true, nowrap: true, cell: (item) => formatItemQuantity(item) },
    { key: 'price', header: 'Prix unitaire TTC', numeric: true, nowrap: true, cell: (item) => <>{money(item.unitPrice)} {formatIncrease(item)}</> },
    { key: 'ht', header: 'HT', numeric: true, nowrap: true, cell: (item) => money(item.vatExcluded) },
    { key: 'vat', header: 'TVA', numeric: true, nowrap: true, cell: (item) => money(item.vat) },
    { key: 'ttc', header: 'TTC', numeric: true, nowrap: true, cell: (item) => money(item.vatIncluded) },
  ];
  const extraLines = [...bill.adjustments.map((a) => ({ ...a, kind: 'Ajustement' })), ...bill.fees.map((f) => ({ ...f, kind: 'Frais' }))];
  const paymentColumns: Column<Payment>[] = [
    { key: 'date', header: 'Date', nowrap: true, cell: (p) => formatDate(p.date) },
    { key: 'type', header: 'Mode', cell: (p) => PAYMENT_TYPE_LABELS[p.type] },
    { key: 'amount', header: 'Montant', numeric: true, nowrap: true, cell: (p) => money(p.amount) },
    { key: 'paid', header: 'Payé', cell: (p) => <Checkbox label={`Payé (${formatDate(p.date)})`} checked={p.paid} onCheckedChange={() => call(() => client.call(togglePaymentPaidState, { params: { id: p.id } }))} hideLabel /> },
    { key: 'checked', header: 'Pointé', cell: (p) => <Checkbox label={`Pointé (${formatDate(p.date)})`} checked={p.checked} onCheckedChange={() => call(() => client.call(togglePaymentCheckedState, { params: { id: p.id } }))} hideLabel /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <span className="ap-row-actions">
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer le paiement du ${formatDate(p.date)}`} title="Supprimer" onClick={() => setOpen({ payment: p })} />
        </span>
      ),
    },
  ];
  const confirmText = open && typeof open === 'object' ? { title: 'Supprimer le paiement', label: 'Supprimer', text: BILLING_TEXTS.confirmDeletePayment } : typeof open === 'string' && open in CONFIRMS ? CONFIRMS[open as keyof typeof CONFIRMS] : null;

  return (
    <>
      <Link to={buildLocation('/billing/bills', {}, { month: bill.month || billsMonth(clock.now()) })} className="ap-back">
        <ArrowLeft size={16} aria-hidden="true" /> Factures de {formatMonth(`${bill.month}-01`)}
      </Link>
      <div className="ap-page-head">
        <div className="ap-bill-head">
          <h1>{billDocumentTitle(bill)}</h1>
          <BillTag bill={bill} />
          <PaymentProgress bill={bill} />
        </div>
        <p className="ap-muted">
          {bill.customer.label}
          {bill.family ? ` · ${bill.family.name}` : ''} · {formatMonth(`${bill.month}-01`)}
        </p>
      </div>

      <div className="ap-bill-actions" role="toolbar" aria-label="Actions sur la facture">
        {is('validate') ? <Button variant="primary" icon={<Check size={16} aria-hidden="true" />} onClick={() => setOpen('validate')}>Valider</Button> : null}
        {is('recompute') ? <Button icon={<Refresh size={16} aria-hidden="true" />} loading={action.pending && !open} onClick={() => call(() => client.call(recomputeBill, { params: { id } }))}>Recalculer</Button> : null}
        {is('pay') && bill.remaining > 0 ? <Button variant="primary" icon={<CreditCard size={16} aria-hidden="true" />} onClick={() => setOpen('payment')}>Enregistrer un paiement</Button> : null}
        {bill.type === 'CREDIT_NOTE' || is('send') ? <Button icon={<Mail size={16} aria-hidden="true" />} onClick={() => setOpen('send')}>Envoyer</Button> : null}
        {is('dunning') ? <Button icon={<AlertTriangle size={16} aria-hidden="true" />} onClick={() => call(() => client.call(sendDunning, { params: { id } }))}>Relancer</Button> : null}
        {is('creditNote') ? <Button icon={<FileMinus size={16} aria-hidden="true" />} onClick={() => setOpen('creditNote')}>Avoir total</Button> : null}
        {is('creditNote') ? <Button icon={<FileMinus size={16} aria-hidden="true" />} onClick={() => setOpen('partial')}>Avoir partiel</Button> : null}
        {is('pay') && !bill.urssafPaymentRequestedAt ? <Button onClick={() => call(() => client.call(urssafPaymentRequest, { params: { id } }))}>Avance immédiate URSSAF</Button> : null}
        {bill.type === 'CREDIT_NOTE' && bill.family ? (
          <Button
            onClick={() =>
              void action.run(async () => {
                const draft = await client.call(duplicateOriginalBill, { params: { id } });
                router.navigate(buildPath('/billing/bills/{billId}', { billId: draft.id }));
                return MESSAGES.saved;
              })
            }
          >
            Refacturer
          </Button>
        ) : null}
        <Button icon={<Download size={16} aria-hidden="true" />} onClick={() => download(false)}>Télécharger</Button>
        <Button icon={<Eye size={16} aria-hidden="true" />} onClick={() => download(true)}>Aperçu</Button>
        {is('delete') ? <Button variant="danger" icon={<Trash size={16} aria-hidden="true" />} onClick={() => setOpen('delete')}>Supprimer</Button> : null}
      </div>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}

      <dl className="ap-bill-facts">
        <div><dt>Client</dt><dd>{bill.customer.contactFirstName} {bill.customer.contactLastName}</dd></div>
        <div><dt>Période</dt><dd>{bill.customFirstPrestationDate ?? bill.firstPrestationDate ? `${formatDate(bill.customFirstPrestationDate ?? bill.firstPrestationDate)} – ${formatDate(bill.customLastPrestationDate ?? bill.lastPrestationDate)}` : '—'}</dd></div>
        <div><dt>Grille tarifaire</dt><dd>{bill.priceGrid?.label ?? '—'}</dd></div>
        <div><dt>TVA</dt><dd>{vatRateLabel(bill.vatRate)}</dd></div>
        <div><dt>Mode de paiement</dt><dd>{bill.paymentType ? PAYMENT_TYPE_LABELS[bill.paymentType] : '—'}</dd></div>
        <div><dt>Validée le</dt><dd>{bill.validatedAt ? formatDateTime(bill.validatedAt) : '—'}</dd></div>
        <div><dt>Envoyée le</dt><dd>{bill.emittedAt ? formatDateTime(bill.emittedAt) : '—'}</dd></div>
        {bill.originalBill ? (
          <div><dt>Avoir sur la facture</dt><dd><Link to={buildPath('/billing/bills/{billId}', { billId: bill.originalBill.id })}>{bill.originalBill.billNumber}</Link></dd></div>
        ) : null}
      </dl>

      <section className="ap-bill-section" aria-labelledby="bill-lines">
        <h2 id="bill-lines">Prestations</h2>
        <Table caption="Lignes de la facture" columns={itemColumns} rows={bill.items} rowKey={(item) => item.id} empty="Aucune prestation ce mois-ci" />
        {extraLines.length ? (
          <Table
            caption="Ajustements et frais"
            columns={[
              { key: 'kind', header: 'Type', cell: (l) => l.kind },
              { key: 'label', header: 'Désignation', cell: (l) => l.label },
              { key: 'ht', header: 'HT', numeric: true, nowrap: true, cell: (l) => money(l.vatExcluded) },
              { key: 'vat', header: 'TVA', numeric: true, nowrap: true, cell: (l) => money(l.vat) },
              { key: 'ttc', header: 'TTC', numeric: true, nowrap: true, cell: (l) => money(l.vatIncluded) },
            ]}
            rows={extraLines}
            rowKey={(l) => `${l.kind}-${l.id}`}
          />
        ) : null}
        <dl className="ap-bill-totals" aria-label="Totaux">
          <dt>Total HT</dt>
          <dd>{money(bill.vatExcludedAmount)}</dd>
          <dt>TVA ({vatRateLabel(bill.vatRate)})</dt>
          <dd>{money(bill.vatAmount)}</dd>
          <dt className="ap-bill-totals__main">Total TTC</dt>
          <dd>{money(bill.vatIncludedAmount)}</dd>
          {bill.type === 'BILL' && bill.creditedAmount ? (<><dt>Avoirs</dt><dd>{money(-bill.creditedAmount)}</dd></>) : null}
          {bill.type === 'BILL' && bill.paidAmount ? (<><dt>Déjà réglé</dt><dd>{money(-bill.paidAmount)}</dd></>) : null}
          {bill.type === 'BILL' && bill.billNumber ? (<><dt className="ap-bill-totals__main">Reste à payer</dt><dd data-testid="remaining">{money(bill.remaining)}</dd></>) : null}
        </dl>
      </section>

      {bill.type === 'BILL' && bill.billNumber ? (
        <section className="ap-bill-section" aria-labelledby="bill-payments">
          <h2 id="bill-payments">Paiements</h2>
          <Table caption="Paiements" columns={paymentColumns} rows={bill.payments} rowKey={(p) => p.id} empty="Aucun paiement" />
        </section>
      ) : null}

      {bill.creditNotes.length ? (
        <section className="ap-bill-section" aria-labelledby="bill-credit-notes">
          <h2 id="bill-credit-notes">Avoirs</h2>
          <ul>
            {bill.creditNotes.map((note) => (
              <li key={note.id}>
                <Link to={buildPath('/billing/bills/{billId}', { billId: note.id })}>Avoir {note.billNumber}</Link> du {formatDate(note.createdAt)} : {money(note.vatIncludedAmount)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {is('edit') ? <BillDraftEdits key={`${bill.priceGrid?.id}-${bill.customFirstPrestationDate}-${bill.customLastPrestationDate}`} bill={bill} run={(work) => call(work)} /> : null}
      {bill.type === 'BILL' ? <BillSettings key={bill.paymentType ?? ''} bill={bill} run={(work, message) => call(work, message ?? MESSAGES.saved)} /> : null}

      <section className="ap-bill-section" aria-labelledby="bill-comments">
        <h2 id="bill-comments">Commentaires</h2>
        <textarea className="ap-input" aria-labelledby="bill-comments" rows={3} maxLength={2000} value={comments} onChange={(event) => setComments((event.target as HTMLTextAreaElement).value)} style={{ width: '100%' }} />
        <Button onClick={() => call(() => client.call(updateBillComments, { params: { id }, body: { comments: latestComments().trim() || null } }))}>Enregistrer les commentaires</Button>
      </section>

      <BillHistory billId={id} version={bill} />

      {confirmText ? (
        <ConfirmDialog title={confirmText.title} confirmLabel={confirmText.label} pending={action.pending} onConfirm={confirm} onCancel={() => setOpen(null)}>
          <p>{confirmText.text}</p>
        </ConfirmDialog>
      ) : null}
      {open === 'payment' ? (
        <PaymentDialog
          bill={bill}
          onCancel={() => setOpen(null)}
          onDone={() => void action.run(async () => MESSAGES.saved)}
        />
      ) : null}
      {open === 'send' ? <SendBillDialog bill={bill} onCancel={() => setOpen(null)} onDone={() => void action.run(async () => MESSAGES.saved)} /> : null}
      {open === 'partial' ? (
        <PartialCreditNoteDialog
          bill={bill}
          onCancel={() => setOpen(null)}
          onDone={() => void action.run(async () => MESSAGES.saved)}
        />
      ) : null}
    </>
  );
}
