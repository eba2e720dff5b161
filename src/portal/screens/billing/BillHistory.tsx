/** A bill's change log, newest first. */
import { billChangelogs } from '../../../api/contract/billing';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { ChangeLog } from './parts';

export function BillHistory({ billId, version }: { billId: number; version: unknown }) {
  const { client } = usePortal();
  const { data } = useLoad(() => client.call(billChangelogs, { params: { id: billId } }), [client, billId, version]);
  if (!data?.length) return null;
  return (
    <section className="ap-bill-section" aria-labelledby="bill-history">
      <h2 id="bill-history">Historique</h2>
      <ChangeLog entries={data} label="Historique de la facture" />
    </section>
  );
}
