/**
 * /prospecting/board (spec 001 §4): the prospects by stage, one column each (STARTING …
 * ESTIMATE_SIGNED), then the lost ones and those turned customers. A card moves by drag and drop
 * or by its menu; into « Perdu » or « Devenu client » it asks first (those are the record's own
 * actions). Each column shows its count and its first 30 cards, next exchange soonest first.
 */
import { useState, type DragEvent } from 'react';
import { DotsVertical } from 'tabler-icons-react';
import { markProspectAsLost, turnProspectToCustomer, updateProspectStage } from '../../../api/contract/customerRecord';
import { searchCustomersV2, type CustomerListItem, type ProspectStage } from '../../../api/contract/customers';
import { boardColumnFilters, BOARD_COLUMNS, moveKind } from '../../../domain/customers/board';
import { PROSPECT_STAGE_LABELS } from '../../../domain/customers/labels';
import { CUSTOMER_ACTION_TEXTS } from '../../../domain/customers/texts';
import { isOverdue } from '../../../domain/customers/exchange';
import { formatDateTime } from '../../../domain/format/date';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useQuery } from '../../kit/useQuery';
import { callRequest } from '../../state/queryCache';
import { useStyles } from '../../ui/useStyles';
import { kitCss } from '../../kit/kit.css';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dropdown } from '../../ui/Dropdown';
import { Loading } from '../../ui/Spinner';
import { boardCss } from './board.css';
import { ProspectingHead } from './ProspectingTabs';
import { useClosingReason } from '../../widgets/useClosingReason';

const COLUMN_SIZE = 30;

/** Under the card's name: the contact when the name is not theirs (a company), then the city. */
function cardContactLine(card: CustomerListItem): string {
  const contact = `${card.customerMainContact.firstName} ${card.customerMainContact.lastName}`;
  return [contact === card.customerName ? null : contact, card.city].filter(Boolean).join(' · ');
}
const DRAG_TYPE = 'application/x-agency-prospect';

interface Move {
  card: CustomerListItem;
  to: ProspectStage;
}

export function ProspectingBoardScreen(_: ScreenProps) {
  useStyles('kit', kitCss);
  useStyles('board', boardCss);
  const { client, clock } = usePortal();
  const [asked, setAsked] = useState<Move | null>(null);
  const [over, setOver] = useState<ProspectStage | null>(null);
  // One read of the board's columns together (their cards move from one to another).
  const searches = BOARD_COLUMNS.map((stage) =>
    callRequest(client, searchCustomersV2, {
      body: { text: null, filters: boardColumnFilters(stage), sort: { attribute: 'nextExchangeAt', direction: 'ASC' }, pageNumber: 0, pageSize: COLUMN_SIZE },
    }),
  );
  const columns = useQuery({
    key: searches.map((search) => search.key).join('|'),
    reads: searches.flatMap((search) => search.reads),
    send: (signal) => Promise.all(searches.map((search) => search.send(signal))),
  });
  const closing = useClosingReason();
  const move = useAction(async ({ card, to }: Move) => {
    const params = { params: { id: card.customerId } };
    const kind = moveKind(to);
    if (kind === 'lost') {
      const body = closing.body();
      if (!body) return;
      await client.call(markProspectAsLost, { ...params, body });
    }
    else if (kind === 'customer') await client.call(turnProspectToCustomer, params);
    else await client.call(updateProspectStage, { ...params, body: { stage: to } });
    setAsked(null);
    columns.reload();
  });
  const request = (card: CustomerListItem, to: ProspectStage) => {
    if (card.stage === to) return;
    if (moveKind(to) === 'stage') void move.run({ card, to });
    else setAsked({ card, to });
  };
  const cardsBy = new Map<string, CustomerListItem>();
  columns.data?.forEach((page) => page.content.forEach((card) => cardsBy.set(String(card.customerId), card)));
  const onDrop = (to: ProspectStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const card = cardsBy.get(event.dataTransfer.getData(DRAG_TYPE));
    if (card) request(card, to);
  };

  return (
    <>
      <ProspectingHead current="board" />
      {move.error && !asked ? <Alert tone="danger">{move.error}</Alert> : null}
      {!columns.data ? (
        <Loading />
      ) : (
        <div className="ap-board" aria-busy={columns.loading || move.pending || undefined}>
          {BOARD_COLUMNS.map((stage, index) => {
            const page = columns.data![index]!;
            return (
              <section
                key={stage}
                className={`ap-board__column${over === stage ? ' ap-board__column--over' : ''}`}
                aria-label={PROSPECT_STAGE_LABELS[stage]}
                onDragOver={(event) => {
                  if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                  event.preventDefault();
                  setOver(stage);
                }}
                onDragLeave={() => setOver((current) => (current === stage ? null : current))}
                onDrop={onDrop(stage)}
              >
                <h2 className="ap-board__title">
                  {PROSPECT_STAGE_LABELS[stage]}
                  <span className="ap-board__count">{page.totalElements}</span>
                </h2>
                <ul className="ap-board__cards">
                  {page.content.map((card) => (
                    <li
                      key={card.customerId}
                      className="ap-board__card"
                      draggable={card.status === 'PROSPECT'}
                      onDragStart={(event) => {
                        event.dataTransfer.setData(DRAG_TYPE, String(card.customerId));
                        event.dataTransfer.effectAllowed = 'move';
                      }}
                    >
                      <div className="ap-board__card-head">
                        <Link to={`/${card.status === 'ACTIVE_CUSTOMER' ? 'customers' : 'prospects'}/${card.customerId}/home`} className="ap-strong">
                          {card.customerName}
                        </Link>
                        {card.status === 'PROSPECT' ? (
                          <Dropdown
                            align="end"
                            ariaLabel={`Déplacer ${card.customerName}`}
                            label={<DotsVertical size={16} aria-hidden="true" />}
                            entries={BOARD_COLUMNS.filter((to) => to !== card.stage).map((to) => ({
                              key: to,
                              label: `Vers « ${PROSPECT_STAGE_LABELS[to]} »`,
                              onSelect: () => request(card, to),
                            }))}
                          />
                        ) : null}
                      </div>
                      <span className="ap-cell-sub">{cardContactLine(card)}</span>
                      {card.nextExchangeAt ? (
                        <span className={`ap-cell-sub${isOverdue(card.nextExchangeAt, clock.now()) ? ' ap-overdue' : ''}`}>Échange : {formatDateTime(card.nextExchangeAt)}</span>
                      ) : null}
                      {card.adviser ? <span className="ap-cell-sub">{`${card.adviser.firstName} ${card.adviser.lastName}`}</span> : null}
                    </li>
                  ))}
                </ul>
                {page.totalElements > page.content.length ? <p className="ap-muted ap-board__more">{`et ${page.totalElements - page.content.length} autre(s)`}</p> : null}
              </section>
            );
          })}
        </div>
      )}
      {asked ? (
        <ConfirmDialog
          title={CUSTOMER_ACTION_TEXTS[moveKind(asked.to) === 'lost' ? 'MARK_AS_LOST' : 'TO_CUSTOMER'].title}
          confirmLabel={CUSTOMER_ACTION_TEXTS[moveKind(asked.to) === 'lost' ? 'MARK_AS_LOST' : 'TO_CUSTOMER'].button}
          pending={move.pending}
          onConfirm={() => void move.run(asked)}
          onCancel={() => {
            move.reset();
            setAsked(null);
          }}
        >
          <p>{CUSTOMER_ACTION_TEXTS[moveKind(asked.to) === 'lost' ? 'MARK_AS_LOST' : 'TO_CUSTOMER'].question(asked.card.customerName)}</p>
          {moveKind(asked.to) === 'lost' ? closing.fields : null}
          {move.error ? <Alert tone="danger">{move.error}</Alert> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
