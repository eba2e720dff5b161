/** Where a document is sent for signing: the agency's balance of signatures, said in the dialog; sending impossible when it is empty. */
import { useSignals } from '@preact/signals-react/runtime';
import { signProceduresBalance } from '../../api/contract/agencySettings';
import { signBalanceText, type SignedDocument } from '../../domain/estimates/signProcedure';
import { usePortal } from '../context';
import { useLoad } from '../hooks/useLoad';
import { Alert } from '../ui/Alert';

/** `enabled`: a sending for signing (a plain mail reads no balance). */
export function useSignBalance(enabled: boolean, document: SignedDocument) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const agencyId = agencyContext.agency.value?.id ?? null;
  const balance = useLoad(enabled && agencyId !== null ? () => client.call(signProceduresBalance, { params: { agencyId } }) : null, [client, agencyId, enabled]);
  const empty = balance.data !== null && balance.data.balance <= 0;
  const notice = balance.data ? <Alert tone={empty ? 'warning' : 'info'}>{signBalanceText(balance.data.balance, document)}</Alert> : null;
  return { empty, notice };
}
