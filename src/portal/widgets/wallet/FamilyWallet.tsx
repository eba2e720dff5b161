/**
 * A family's wallet (spec 002 §7.11), ready for the family screens: balance and prepaid hours,
 * the operations (paged, newest first), a pre-payment or an hours operation to add, the
 * initial values, and the deletion of a pre-payment after a confirmation. Takes a family id
 * and makes its calls; amounts in the agency's currency, read into cents by the domain.
 */
import { useState } from 'react';
import { Trash } from 'tabler-icons-react';
import {
  addWalletDurationsOperation, addWalletOperation, deleteWalletPrePaymentOperation, getWallet, searchWalletOperations, setWalletInitialValue, type Wallet, type WalletOperation,
} from '../../../api/contract/wallet';
import { BILLING_TEXTS, WALLET_TEXTS } from '../../../domain/billing/texts';
import { formatCents, parseAmountToCents } from '../../../domain/format/amount';
import { formatDate, toIsoDate } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { formatDecimal } from '../../../domain/format/number';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useLatestState } from '../../hooks/useLatestState';
import { useStyles } from '../../hooks/useStyles';
import { useCall } from '../../hooks/useQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { DateField } from '../DateField';
import { Pagination } from '../Pagination';
import { billingCss } from '../billing.css';

type Kind = 'money' | 'hours';

export function FamilyWallet({ familyId }: { familyId: number }) {
  useStyles('billing', billingCss);
  const { client, clock } = usePortal();
  const [pageNumber, setPageNumber] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WalletOperation | null>(null);
  const walletRead = useCall(getWallet, { params: { id: familyId } });
  const operationsRead = useCall(searchWalletOperations, { params: { id: familyId }, body: { pageNumber, pageSize: 10 } });
  const [wallet, operations] = [walletRead.data, operationsRead.data];
  const action = useAction(async (work: () => Promise<unknown>, message: string = MESSAGES.saved) => {
    setNotice(null);
    await work();
    setToDelete(null);
    setNotice(message);
    walletRead.reload();
    operationsRead.reload();
  });
  if (!wallet) return null;
  const money = (cents: number) => formatCents(cents, { currency: wallet.currency });
  const columns: Column<WalletOperation>[] = [
    { key: 'date', header: 'Date', nowrap: true, cell: (o) => formatDate(o.operationDate) },
    { key: 'kind', header: 'Type', cell: (o) => WALLET_TEXTS.kinds[o.kind] },
    { key: 'label', header: 'Libellé', cell: (o) => o.label },
    { key: 'value', header: 'Montant', numeric: true, nowrap: true, cell: (o) => (o.kind === 'DURATIONS' ? '' : money(o.relevantValue)) },
    { key: 'hours', header: 'Heures', numeric: true, nowrap: true, cell: (o) => (o.durationValue === null ? '' : `${o.durationValue < 0 ? '-' : ''}${formatDuration(Math.abs(o.durationValue))}`) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (o) =>
        o.kind === 'PRE_PAYMENT' ? (
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer le prépaiement du ${formatDate(o.operationDate)}`} title="Supprimer" onClick={() => setToDelete(o)} />
        ) : null,
    },
  ];
  return (
    <section className="ap-wallet" aria-label={WALLET_TEXTS.title}>
      <dl className="ap-bill-facts">
        <div><dt>{WALLET_TEXTS.balance}</dt><dd>{money(wallet.balance)}</dd></div>
        <div><dt>{WALLET_TEXTS.hours}</dt><dd>{formatDuration(wallet.durationBalance)}</dd></div>
        <div><dt>{WALLET_TEXTS.initial}</dt><dd>{money(wallet.initialValue)} · {formatDuration(wallet.initialDurationValue)}</dd></div>
      </dl>
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <WalletOperationForm
        currency={wallet.currency}
        today={toIsoDate(clock.now())}
        onAdd={(kind, body) =>
          void action.run(() =>
            kind === 'money'
              ? client.call(addWalletOperation, { params: { id: familyId }, body: { operationDate: body.date, label: body.label, relevantValue: body.value } })
              : client.call(addWalletDurationsOperation, { params: { id: familyId }, body: { operationDate: body.date, label: body.label, durationValue: body.value } }),
          )
        }
      />
      <InitialValueForm wallet={wallet} onSave={(body) => void action.run(() => client.call(setWalletInitialValue, { params: { id: familyId }, body }))} />
      <Table caption="Opérations du portefeuille" columns={columns} rows={operations?.content ?? []} rowKey={(o) => o.id} />
      {operations?.totalElements ? <Pagination page={pageNumber} pageSize={10} total={operations.totalElements} onPage={setPageNumber} /> : null}
      {toDelete ? (
        <ConfirmDialog title="Supprimer le prépaiement" confirmLabel="Supprimer" pending={action.pending} onCancel={() => setToDelete(null)}
          onConfirm={() => void action.run(() => client.call(deleteWalletPrePaymentOperation, { params: { id: familyId, operationId: toDelete.id } }), MESSAGES.deleted)}>
          <p>{WALLET_TEXTS.confirmDelete}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A pre-payment (amount) or an hours operation (hours, negative when used), with its date and label. */
function WalletOperationForm({ currency, today, onAdd }: { currency: Wallet['currency']; today: string; onAdd(kind: Kind, body: { date: string; label: string; value: number }): void }) {
  const [operation, setOperation, latestOperation] = useLatestState({ kind: 'money' as Kind, date: today, label: '', value: '' });
  const [checked, setChecked] = useState(false);
  const { kind, date, label, value } = operation;
  const set = (field: keyof typeof operation) => (next: string) => setOperation((current) => ({ ...current, [field]: next }));
  /** The value in cents (money) or minutes (hours), and the form's errors. */
  const read = ({ kind, label, value }: typeof operation) => {
    const cents = parseAmountToCents(value);
    const parsed = kind === 'money' ? (cents !== null && cents > 0 ? cents : null) : cents !== null && cents !== 0 ? Math.round((cents * 60) / 100) : null;
    return { parsed, errors: { label: label.trim() ? null : WALLET_TEXTS.labelRequired, value: parsed === null ? BILLING_TEXTS.invalidAmount : null } };
  };
  const { errors } = read(operation);
  return (
    <div className="ap-billing-toolbar" role="group" aria-label="Nouvelle opération">
      <SelectField label="Opération" value={kind} options={[{ value: 'money', label: 'Prépaiement' }, { value: 'hours', label: 'Heures prépayées' }]} onValueChange={set('kind')} />
      <DateField label="Date" value={date} onValueChange={set('date')} />
      <TextField label="Libellé" value={label} maxLength={200} onValueChange={set('label')} error={checked ? errors.label : null} />
      <TextField label={kind === 'money' ? `Montant (${currency === 'CHF' ? 'CHF' : '€'})` : 'Heures (décimales, négatives si utilisées)'} inputMode="decimal" value={value} onValueChange={set('value')} error={checked ? errors.value : null} />
      <Button
        variant="primary"
        onClick={() => {
          setChecked(true);
          // The operation of the last keystroke, not of the last render (a click right after typing).
          const typed = latestOperation();
          const { parsed, errors } = read(typed);
          if (errors.label || errors.value) return;
          onAdd(typed.kind, { date: typed.date, label: typed.label.trim(), value: parsed! });
          setOperation((current) => ({ ...current, label: '', value: '' }));
          setChecked(false);
        }}
      >
        Ajouter
      </Button>
    </div>
  );
}

function InitialValueForm({ wallet, onSave }: { wallet: Wallet; onSave(body: { initialValue: number; initialDurationValue: number; initialValueComment: string | null }): void }) {
  // The values of the last keystroke, read at the click (no render may come between them).
  const [initial, setInitial, latestInitial] = useLatestState({
    value: formatDecimal(wallet.initialValue / 100, 2), hours: formatDecimal(wallet.initialDurationValue / 60, 2), comment: wallet.initialValueComment ?? '',
  });
  const [checked, setChecked] = useState(false);
  const set = (field: keyof typeof initial) => (next: string) => setInitial((current) => ({ ...current, [field]: next }));
  const read = ({ value, hours }: typeof initial) => {
    const cents = parseAmountToCents(value);
    const hundredths = parseAmountToCents(hours);
    return {
      cents, hundredths,
      errors: { value: cents === null || cents < 0 ? BILLING_TEXTS.invalidAmount : null, hours: hundredths === null || hundredths < 0 ? BILLING_TEXTS.invalidAmount : null },
    };
  };
  const { errors } = read(initial);
  const save = () => {
    setChecked(true);
    const typed = latestInitial();
    const { cents, hundredths, errors } = read(typed);
    if (errors.value || errors.hours || cents === null || hundredths === null) return;
    onSave({ initialValue: cents, initialDurationValue: Math.round((hundredths * 60) / 100), initialValueComment: typed.comment.trim() || null });
  };
  return (
    <div className="ap-billing-toolbar" role="group" aria-label={WALLET_TEXTS.initial}>
      <TextField label={`${WALLET_TEXTS.initial} (${wallet.currency === 'CHF' ? 'CHF' : '€'})`} inputMode="decimal" value={initial.value} onValueChange={set('value')} error={checked ? errors.value : null} />
      <TextField label="Heures initiales" inputMode="decimal" value={initial.hours} onValueChange={set('hours')} error={checked ? errors.hours : null} />
      <TextField label="Commentaire" value={initial.comment} maxLength={500} onValueChange={set('comment')} />
      <Button onClick={save}>Enregistrer</Button>
    </div>
  );
}
