/**
 * Under an existing event's form: its similar events (same family, professional and slot on
 * the other weeks, `findSimilar`), cancelled ones struck through, and the infos recorded on
 * it (comments, pictures, incidents), each to delete.
 */
import { Trash } from 'tabler-icons-react';
import { deleteEventInfo, eventInfos, findSimilar } from '../../../api/contract/planningEngine';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { CANCELLATION_TEXTS, EVENT_INFO_TYPE_LABELS, cancellationLabel } from '../../../domain/planning/cancellations';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { Alert } from '../../ui/Alert';
import { IconButton } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';

export function EventMore({ eventId }: { eventId: number }) {
  const { client } = usePortal();
  const similar = useCall(findSimilar, { params: { id: eventId }, body: {} });
  const infos = useCall(eventInfos, { params: { id: eventId, type: 'ALL' } });
  const remove = useAction(async (infoId: number) => {
    await client.call(deleteEventInfo, { params: { id: eventId, infoId } });
    infos.reload();
  });
  return (
    <div className="ap-event-more">
      <section aria-label={CANCELLATION_TEXTS.similar}>
        <h3>
          {CANCELLATION_TEXTS.similar}
          {similar.data ? ` (${similar.data.length})` : ''}
        </h3>
        {!similar.data ? <Loading /> : null}
        {similar.data && !similar.data.length ? <p className="ap-muted">{CANCELLATION_TEXTS.noSimilar}</p> : null}
        {similar.data?.length ? (
          <ul>
            {similar.data.map((event) => (
              <li key={event.id}>
                <span className={event.cancellation ? 'ap-event-more__cancelled' : undefined}>
                  {formatDate(event.day)}, {event.startTime} – {event.endTime}
                </span>
                {event.cancellation ? <span title={cancellationLabel(event.cancellation)}><Tag tone="danger">{CANCELLATION_TEXTS.cancelledTag}</Tag></span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-label={CANCELLATION_TEXTS.infos}>
        <h3>{CANCELLATION_TEXTS.infos}</h3>
        {remove.error ? <Alert tone="danger">{remove.error}</Alert> : null}
        {!infos.data ? <Loading /> : null}
        {infos.data && !infos.data.length ? <p className="ap-muted">{CANCELLATION_TEXTS.noInfos}</p> : null}
        {infos.data?.length ? (
          <ul>
            {infos.data.map((info) => (
              <li key={info.id}>
                <span>
                  <Tag tone={info.type === 'INCIDENT' ? 'warning' : 'info'}>{EVENT_INFO_TYPE_LABELS[info.type]}</Tag> {info.content}
                  <br />
                  <span className="ap-muted">
                    {info.author ? `${info.author.firstName} ${info.author.lastName}, ` : ''}
                    {formatDateTime(info.createdAt)}
                  </span>
                </span>
                <IconButton label={CANCELLATION_TEXTS.deleteInfo} icon={<Trash size={16} aria-hidden="true" />} onClick={() => void remove.run(info.id)} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
