/** Where a document is sent for signing: the agency's balance of signatures, said in the dialog; sending impossible when it is empty. */
import { useSignals } from '@preact/signals-react/runtime';
import { signProceduresBalance } from '../../api/contract/agencySettings';
import { signBalanceText, type SignedDocument } from '../../domain/estimates/signProcedure';
import { usePortal } from '../context';
import { useCall } from '../kit/useQuery';
import { Alert } from '../ui/Alert';

/** `enabled`: a sending for signing (a plain mail reads no balance). */
export function useSignBalance(enabled: boolean, document: SignedDocument) {
  useSignals();
  const { agencyContext } = usePortal();
  const agencyId = agencyContext.agency.value?.id ?? null;
  const balance = useCall(signProceduresBalance, enabled && agencyId !== null ? { params: { agencyId } } : null);
  const empty = balance.data !== null && balance.data.balance <= 0;
  const notice = balance.data ? <Alert tone={empty ? 'warning' : 'info'}>{signBalanceText(balance.data.balance, document)}</Alert> : null;
  return { empty, notice };
}
