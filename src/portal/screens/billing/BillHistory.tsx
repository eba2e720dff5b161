/** A bill's change log, newest first. */
import { billChangelogs } from '../../../api/contract/billing';
import { useCall } from '../../kit/useQuery';
import { useReloadOn } from '../../kit/useReloadOn';
import { ChangeLog } from './ChangeLog';

export function BillHistory({ billId, version }: { billId: number; version: unknown }) {
  const history = useCall(billChangelogs, { params: { id: billId } });
  // The bill reloaded after a change: its history has the change.
  useReloadOn(version, history);
  const { data } = history;
  if (!data?.length) return null;
  return (
    <section className="ap-bill-section" aria-labelledby="bill-history">
      <h2 id="bill-history">Historique</h2>
      <ChangeLog entries={data} label="Historique de la facture" />
    </section>
  );
}
