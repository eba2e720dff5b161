/**
 * A family's wallet (spec 002 §7.11), ready for the family screens: balance and prepaid hours,
 * the operations (paged, newest first: the kit's list, its page in the record tab's URL, `?operations.page=2`), a
 * pre-payment or an hours operation to add and the initial values (WalletForms.tsx), and the deletion of a pre-payment after a confirmation. Takes a family id
 * and makes its calls; amounts in the agency's currency, read into cents by the domain.
 */
import { useState } from 'react';
import { Trash } from 'tabler-icons-react';
import {
  addWalletDurationsOperation, addWalletOperation, deleteWalletPrePaymentOperation, getWallet, searchWalletOperations, setWalletInitialValue, type WalletOperation,
} from '../../../api/contract/wallet';
import { WALLET_TEXTS } from '../../../domain/billing/texts';
import { formatCents } from '../../../domain/format/amount';
import { formatDate, toIsoDate } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import type { ListConfig } from '../../../domain/list/listState';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { useCall } from '../../kit/useQuery';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Table, type Column } from '../../ui/Table';
import { billingCss } from '../billing.css';
import { InitialValueForm, WalletOperationForm } from './WalletForms';

/** Ten operations a page, always (no page-size selector). */
const OPERATIONS_CONFIG: ListConfig = { attributes: {}, defaultSort: null, defaultPageSize: 10 };

export function FamilyWallet({ familyId }: { familyId: number }) {
  useStyles('billing', billingCss);
  const { client, clock } = usePortal();
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WalletOperation | null>(null);
  const walletRead = useCall(getWallet, { params: { id: familyId } });
  const operations = useListController<WalletOperation, unknown>('wallet.operations', OPERATIONS_CONFIG, (state) =>
    listCall(client, searchWalletOperations, { params: { id: familyId }, body: { pageNumber: state.page, pageSize: state.pageSize } }), { prefix: 'operations.' });
  const wallet = walletRead.data;
  const action = useAction(async (work: () => Promise<unknown>, message: string = MESSAGES.saved) => {
    setNotice(null);
    await work();
    setToDelete(null);
    setNotice(message);
    walletRead.reload();
    operations.reload();
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
      <Table caption="Opérations du portefeuille" columns={columns} rowKey={(o) => o.id} {...operations.tableProps} />
      <ListPagination list={operations} fixedSize />
      {toDelete ? (
        <ConfirmDialog title="Supprimer le prépaiement" confirmLabel="Supprimer" pending={action.pending} onCancel={() => setToDelete(null)}
          onConfirm={() => void action.run(() => client.call(deleteWalletPrePaymentOperation, { params: { id: familyId, operationId: toDelete.id } }), MESSAGES.deleted)}>
          <p>{WALLET_TEXTS.confirmDelete}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
