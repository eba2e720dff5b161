/**
 * The agency's events on the home page (spec 001 §7 events/*): unread first, filtered by a
 * group of types and to the unread ones, each with its French label, what it is about and a
 * link to its screen; mark read or unread, delete with confirmation. Every answer carries the
 * unread count, which the menu's badge takes at once. Opening an unread event marks it read;
 * « Tout marquer comme lu » marks every unread event of the agency. Its filters and page are /home's query
 * (`/home?type=CONTRACTS&unread=true&page=2`): a reload keeps them.
 */
import { useEffect } from 'react';
import { Mail, MailOpened, Trash } from 'tabler-icons-react';
import { countUnreadAgencyEvents, deleteAgencyEvents, searchAgencyEvents, setAgencyEventsState, type AgencyEvent } from '../../../../api/contract/agencyEvents';
import {
  AGENCY_EVENT_GROUPS,
  AGENCY_EVENT_GROUP_LABELS,
  AGENCY_EVENT_TYPE_INFO,
  AGENCY_EVENTS_PAGE_SIZE,
  agencyEventDetail,
  agencyEventLabel,
  agencyEventLink,
  typesOfGroups,
  type AgencyEventGroup,
  type AgencyEventState,
} from '../../../../domain/agencyEvents';
import { formatDateTime } from '../../../../domain/format/date';
import { chosenFilter, type ListConfig } from '../../../../domain/list/listState';
import { unreadCountLabel } from '../../../../domain/labels';
import { Link } from '../../../app/Link';
import { usePortal } from '../../../context';
import { useAction } from '../../../kit/useAction';
import { useCall } from '../../../kit/useQuery';
import { useWriteAnswer } from '../../../kit/useWriteAnswer';
import { listCall } from '../../../kit/listCall';
import { ListPagination } from '../../../kit/ListPagination';
import { chooseFilter, useListController } from '../../../kit/useListController';
import { Alert } from '../../../ui/Alert';
import { Button, IconButton } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { EmptyState } from '../../../ui/EmptyState';
import { Loading } from '../../../ui/Spinner';
import { SelectField } from '../../../ui/SelectField';
import { Tag } from '../../../ui/Tag';
import { useDeleteConfirmation } from '../../../widgets/useDeleteConfirmation';
import { AGENCY_EVENT_ICONS } from './agencyEventIcons';

const GROUP_OPTIONS = [{ value: '', label: 'Tous les types' }, ...AGENCY_EVENT_GROUPS.map((group) => ({ value: group, label: AGENCY_EVENT_GROUP_LABELS[group] }))];

export const AGENCY_EVENTS_CONFIG: ListConfig = { attributes: { type: 'enum', unread: 'enum' }, defaultSort: null, defaultPageSize: AGENCY_EVENTS_PAGE_SIZE };

export function AgencyEventsPanel({ agencyId }: { agencyId: number }) {
  const portal = usePortal();
  const { client } = portal;
  const params = { agencyId };
  const list = useListController<AgencyEvent, unknown>('agencyEvents.home', AGENCY_EVENTS_CONFIG, (state) => {
    const group = chosenFilter(state, 'type') as AgencyEventGroup | '';
    return listCall(client, searchAgencyEvents, {
      params,
      body: { ...(group ? { types: typesOfGroups([group]) } : {}), ...(chosenFilter(state, 'unread') === 'true' ? { state: 'UNREAD' as const } : {}), pageNumber: state.page, pageSize: state.pageSize },
    });
  });
  const { rows, loading, reload } = list;
  const page = list.state.page;

  // A page emptied by deletions (or marked read under « Non lus seulement »): back to the one before.
  useEffect(() => {
    if (!loading && rows.length === 0 && page > 0) list.setPage(page - 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, rows, page]);

  // The count the first read gave, then each change's: the panel's tag and the menu's badge.
  const counted = useCall(countUnreadAgencyEvents, { params }).data;
  const [unread, answered] = useWriteAnswer(counted?.count ?? null, agencyId);
  const follow = (count: number) => {
    answered(count);
    portal.counters.setUnreadEvents(count);
  };
  useEffect(() => {
    if (counted) portal.counters.setUnreadEvents(counted.count);
  }, [portal.counters, counted]);

  const setState = (event: AgencyEvent, state: AgencyEventState) => client.call(setAgencyEventsState, { params: { agencyId, state }, body: { ids: [event.id] } }).then(({ count }) => follow(count));
  const toggle = useAction(async (event: AgencyEvent) => {
    await setState(event, event.state === 'UNREAD' ? 'READ' : 'UNREAD');
    reload();
  });
  const remove = useAction(async (event: AgencyEvent) => {
    follow((await client.call(deleteAgencyEvents, { params, body: { ids: [event.id] } })).count);
    reload();
  });
  // Every unread event of the agency, not only this page's: asked first, then marked in one call.
  const readAll = useAction(async () => {
    const unreadOnes = await client.call(searchAgencyEvents, { params, body: { state: 'UNREAD', pageNumber: 0, pageSize: 500 } });
    if (unreadOnes.content.length === 0) return;
    follow((await client.call(setAgencyEventsState, { params: { agencyId, state: 'READ' }, body: { ids: unreadOnes.content.map((event) => event.id) } })).count);
    reload();
  });
  const deletion = useDeleteConfirmation('Confirmez-vous la suppression de cet événement ?', (event: AgencyEvent) => remove.run(event));
  const error = toggle.error ?? remove.error ?? readAll.error;

  return (
    <section className="ap-panel ap-home-panel" aria-labelledby="ap-home-events">
      <h2 id="ap-home-events" className="ap-panel__title">
        Événements de l'agence
        {unread !== null ? <Tag tone={unread > 0 ? 'primary' : 'neutral'}>{unreadCountLabel(unread)}</Tag> : null}
      </h2>
      <div className="ap-home-filters">
        <SelectField label="Type" value={chosenFilter(list.state, 'type')} options={GROUP_OPTIONS} onValueChange={chooseFilter(list, 'type')} />
        <Checkbox label="Non lus seulement" checked={chosenFilter(list.state, 'unread') === 'true'} onCheckedChange={(on) => chooseFilter(list, 'unread')(on ? 'true' : '')} />
        {unread ? (
          <Button variant="ghost" loading={readAll.pending} icon={<MailOpened size={16} aria-hidden="true" />} onClick={() => void readAll.run()}>
            Tout marquer comme lu
          </Button>
        ) : null}
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {list.initialLoading ? (
        <Loading />
      ) : !rows.length ? (
        <EmptyState />
      ) : (
        <ul className="ap-home-events" aria-label="Événements" aria-busy={loading || undefined}>
          {rows.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              pending={toggle.pending || remove.pending || readAll.pending}
              onOpen={() => event.state === 'UNREAD' && void setState(event, 'READ').catch(() => undefined)}
              onToggle={() => void toggle.run(event)}
              onDelete={() => deletion.ask(event)}
            />
          ))}
        </ul>
      )}
      <ListPagination list={list} pagedOnly />
      {deletion.dialog}
    </section>
  );
}

function EventItem({ event, pending, onOpen, onToggle, onDelete }: { event: AgencyEvent; pending: boolean; onOpen(): void; onToggle(): void; onDelete(): void }) {
  const info = AGENCY_EVENT_TYPE_INFO[event.type];
  const Icon = AGENCY_EVENT_ICONS[info.icon]!;
  const label = agencyEventLabel(event);
  const link = agencyEventLink(event);
  const detail = agencyEventDetail(event);
  const unread = event.state === 'UNREAD';
  return (
    <li className={`ap-home-event${unread ? ' ap-home-event--unread' : ''}`}>
      <span className={`ap-home-event__icon ap-home-event__icon--${info.tone}`}>
        <Icon size={20} aria-hidden="true" />
      </span>
      <div className="ap-home-event__body">
        <span className="ap-home-event__title">
          {unread ? <span className="ap-visually-hidden">Non lu : </span> : null}
          {link ? (
            <Link to={link} onClick={onOpen}>
              {label}
            </Link>
          ) : (
            label
          )}
        </span>
        {detail ? <span className="ap-home-event__detail">{detail}</span> : null}
        <span className="ap-home-event__date">{formatDateTime(event.createdAt)}</span>
      </div>
      <div className="ap-home-event__actions">
        <IconButton disabled={pending} label={unread ? 'Marquer comme lu' : 'Marquer comme non lu'} icon={unread ? <MailOpened size={16} aria-hidden="true" /> : <Mail size={16} aria-hidden="true" />} onClick={onToggle} />
        <IconButton disabled={pending} label={`Supprimer : ${label}`} icon={<Trash size={16} aria-hidden="true" />} onClick={onDelete} />
      </div>
    </li>
  );
}
