/**
 * A customer's avance immédiate (AVIM, spec 001 §7), for the customer record: the state's tag,
 * its dates and the moves the state allows (`src/domain/customers/avim.ts`). Where the agency
 * has no AVIM the call answers 403 and the panel says so. Self-contained: takes the customer's id.
 */
import { markAvimValidated, resubscribeAvim, subscribeAvim } from '../../../api/contract/avim';
import { AVIM_MOVES, AVIM_STATUS_TAGS, avimActionsFor, type AvimAction } from '../../../domain/customers/avim';
import { formatDate } from '../../../domain/format/date';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useLatestAnswer } from '../../kit/useLatestAnswer';
import { useQuery } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Tag } from '../../ui/Tag';
import { billingCss } from '../../widgets/billing.css';
import { avimPanelRequest } from './avimRead';

const CALLS = { subscribe: subscribeAvim, resubscribe: resubscribeAvim, markValidated: markAvimValidated } as const;

export function AvimPanel({ customerId }: { customerId: number }) {
  useStyles('billing', billingCss);
  const { client } = usePortal();
  const loaded = useQuery(avimPanelRequest(client, customerId));
  const [state, setState] = useLatestAnswer(loaded.data?.state ?? null);
  const unavailable = loaded.data?.unavailable ?? (loaded.loading ? null : '');
  const action = useAction(async (move: AvimAction) => setState(await client.call(CALLS[move], { params: { id: customerId } })));

  const tag = state ? AVIM_STATUS_TAGS[state.status] : null;
  return (
    <section className="ap-bill-section" aria-labelledby={`avim-${customerId}`}>
      <h2 id={`avim-${customerId}`}>Avance immédiate</h2>
      {unavailable ? <p className="ap-muted">{unavailable}</p> : null}
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {state && tag ? (
        <>
          <p>
            <Tag tone={tag.tone}>{tag.label}</Tag>
            {state.subscribedAt ? <span className="ap-muted"> · Demande du {formatDate(state.subscribedAt)}</span> : null}
            {state.validatedAt ? <span className="ap-muted"> · Validée le {formatDate(state.validatedAt)}</span> : null}
          </p>
          <div className="ap-bill-actions">
            {avimActionsFor(state.status).map((move) => (
              <Button key={move} variant={move === 'markValidated' ? 'primary' : 'secondary'} loading={action.pending} onClick={() => void action.run(move)}>
                {AVIM_MOVES[move].label}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      {!state && unavailable === null ? <p className="ap-muted" aria-busy="true">Chargement…</p> : null}
    </section>
  );
}
