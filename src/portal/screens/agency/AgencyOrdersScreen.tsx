/**
 * /agency/orders: the balance of electronic signatures (ordered, used, available), who signs
 * for the agency, ordering a pack and the orders with their cancellation (spec 001 §7).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { ShoppingCart, X } from 'tabler-icons-react';
import {
  cancelSignProcedureOrder, orderSignProcedures, signatoryInfos, signProcedureOrders, signProceduresBalance, type SignProcedureOrder,
} from '../../../api/contract/agencySettings';
import { ORDER_PLACED, ORDER_STATUS_LABELS, PACK_SIZES, packLabel } from '../../../domain/agency/orders';
import { ORDERS_RIGHT_NOTE } from '../../../domain/agency/settings';
import { formatCents } from '../../../domain/format/amount';
import { formatDateTime } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestState } from '../../ui/useLatestState';
import { useCall } from '../../kit/useQuery';
import { useMayUse } from '../../kit/useMayUse';
import { Fact } from '../../kit/Fact';
import { Alert } from '../../ui/Alert';
import { Button, IconButton } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField } from '../../ui/SelectField';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { AgencyHead, NoAgency } from './AgencyTabs';

type Pending = { kind: 'order'; quantity: number } | { kind: 'cancel'; order: SignProcedureOrder };

export function AgencyOrdersScreen(_: ScreenProps) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const agencyId = agencyContext.agency.value?.id ?? null;
  // The orders are the agency settings right's: an adviser without it sees the balance and the signatory, not the orders.
  const mayOrder = useMayUse()(orderSignProcedures);
  const [quantity, setQuantity, latestQuantity] = useLatestState(String(PACK_SIZES[0]));
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const balance = useCall(signProceduresBalance, agencyId === null ? null : { params: { agencyId } });
  const orders = useCall(signProcedureOrders, agencyId === null || !mayOrder ? null : {});
  const signatory = useCall(signatoryInfos, agencyId === null ? null : {});
  const action = useAction(async (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await work();
      setNotice(done);
      balance.reload();
      orders.reload();
    } finally {
      setPending(null);
    }
  });
  const confirm = () => {
    if (pending?.kind === 'order') void action.run(() => client.call(orderSignProcedures, { body: { quantity: pending.quantity } }), ORDER_PLACED);
    else if (pending) void action.run(() => client.call(cancelSignProcedureOrder, { params: { id: pending.order.id } }), MESSAGES.saved);
  };

  const head = <AgencyHead current="orders" intro="Signatures électroniques de l’agence : solde, commandes et signataire" />;
  if (agencyId === null) {
    return (
      <div className="ap-record-stack">
        {head}
        <NoAgency />
      </div>
    );
  }
  return (
    <div className="ap-record-stack">
      {head}
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <section className="ap-panel" aria-label="Solde de signatures">
        <h2 className="ap-panel__title">Solde de signatures</h2>
        <dl className="ap-facts">
          <Fact label="Signatures commandées" value={balance.data?.ordered} />
          <Fact label="Signatures utilisées" value={balance.data?.used} />
          <Fact label="Signatures disponibles" value={balance.data ? <strong>{balance.data.balance}</strong> : null} />
        </dl>
      </section>
      <section className="ap-panel" aria-label="Signataire">
        <h2 className="ap-panel__title">Signataire des documents</h2>
        <dl className="ap-facts">
          <Fact label="Agence" value={signatory.data?.agencyLabel} />
          <Fact label="Signataire" value={signatory.data ? `${signatory.data.firstName} ${signatory.data.lastName}` : null} />
          <Fact label="Fonction" value={signatory.data?.role} />
          <Fact label="E-mail" value={signatory.data?.email} />
        </dl>
      </section>
      <section className="ap-panel" aria-label="Commandes">
        <h2 className="ap-panel__title">Commandes</h2>
        {mayOrder ? (
          <>
            <div className="ap-form-actions">
              <SelectField label="Pack" value={quantity} options={PACK_SIZES.map((size) => ({ value: String(size), label: packLabel(size) }))} onValueChange={setQuantity} />
              <Button variant="primary" icon={<ShoppingCart size={16} aria-hidden="true" />} onClick={() => setPending({ kind: 'order', quantity: Number(latestQuantity()) })}>
                Commander
              </Button>
            </div>
            <Table
              caption="Commandes de signatures"
              loading={orders.loading && !orders.data}
              rows={orders.data ?? []}
              rowKey={(o) => o.id}
              columns={[
                { key: 'orderedAt', header: 'Date', nowrap: true, cell: (o) => formatDateTime(o.orderedAt) },
                { key: 'quantity', header: 'Signatures', numeric: true, cell: (o) => o.quantity },
                { key: 'unit', header: 'Prix unitaire HT', numeric: true, nowrap: true, cell: (o) => formatCents(o.unitPriceCents) },
                { key: 'total', header: 'Total HT', numeric: true, nowrap: true, cell: (o) => formatCents(o.totalCents) },
                { key: 'status', header: 'Statut', nowrap: true, cell: (o) => <Tag tone={o.status === 'ORDERED' ? 'success' : 'neutral'}>{ORDER_STATUS_LABELS[o.status]}</Tag> },
                { key: 'by', header: 'Par', nowrap: true, cell: (o) => (o.orderedBy ? `${o.orderedBy.firstName} ${o.orderedBy.lastName}` : '') },
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (o) =>
                    o.status === 'ORDERED' ? (
                      <IconButton label={`Annuler la commande du ${formatDateTime(o.orderedAt)}`} icon={<X size={16} aria-hidden="true" />} onClick={() => setPending({ kind: 'cancel', order: o })} />
                    ) : null,
                },
              ]}
            />
          </>
        ) : (
          <Alert tone="info">{ORDERS_RIGHT_NOTE}</Alert>
        )}
      </section>
      {pending ? (
        <ConfirmDialog
          title={pending.kind === 'order' ? 'Commander des signatures' : 'Annuler la commande'}
          confirmLabel={pending.kind === 'order' ? 'Commander' : 'Annuler la commande'}
          pending={action.pending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          {pending.kind === 'order'
            ? `Confirmez-vous la commande de ${packLabel(pending.quantity)} ?`
            : `Confirmez-vous l’annulation de la commande de ${pending.order.quantity} signatures du ${formatDateTime(pending.order.orderedAt)} ?`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
