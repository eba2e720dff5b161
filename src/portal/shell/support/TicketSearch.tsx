/**
 * The 'Recherche' tab (spec 002 §2): filters (title after 500 ms, statuses, types, dates; tags and overdue
 * for agents), sortable columns, rows that expand to the description and files, the unread count, every
 * column of the spec with the priority as x/10 in its band, the agent priority for agents. The list is the kit's
 * (ticketList.ts), its state kept by the drawer; its answers stay out of the portal's cache (the desk's own client).
 */
import { Fragment, useState } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight } from 'tabler-icons-react';
import { listTags, searchTickets, type SortProperty, type TicketSummary } from '../../../api/contract/support';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { chosenFilter } from '../../../domain/list/listState';
import { TICKET_STATUSES, TICKET_STATUS_LABELS, TICKET_TYPES, TICKET_TYPE_LABELS } from '../../../domain/support/rules';
import { TICKET_SEARCH_DEBOUNCE_MS } from '../../../domain/timings';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/SelectField';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';
import { FileList } from './Attachments';
import { PriorityTag, StatusTag } from './TicketTags';
import { useSupport } from './SupportContext';
import { useSupportCall } from './supportQuery';
import { TICKETS_CONFIG, ticketSearchBody } from './ticketList';

type SortKey = SortProperty['property'];
const ALL = '';

export function TicketSearch({ onOpen }: { onOpen(ticket: { id: number; title: string }): void }) {
  const support = useSupport();
  const list = useListController<TicketSummary, unknown>('support.tickets', TICKETS_CONFIG, (state) => {
    const body = ticketSearchBody(state, support.agent);
    // Its `reads`: a ticket created or answered (the desk's writes, through the support client too) asks the list again.
    return { body, reads: searchTickets.reads, send: (signal) => support.call((client) => client.call(searchTickets, { body }, { signal })) };
  }, { inMemory: true, debounceMs: TICKET_SEARCH_DEBOUNCE_MS });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const tags = useSupportCall(support.call, listTags, support.agent ? {} : null);
  const sort = list.state.sort!;
  const rows = list.rows;
  const toggle = (id: number) => setExpanded((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  const header = (key: SortKey, label: string) => {
    const active = sort.attribute === key;
    const Icon = sort.direction === 'ASC' ? ArrowUp : ArrowDown;
    return (
      <th scope="col" aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" onClick={() => list.sortBy(key)}>
          {label}
          {active ? <Icon size={12} aria-hidden="true" /> : null}
        </button>
      </th>
    );
  };
  const columns = 12 + (support.agent ? 1 : 0);

  return (
    <div>
      <div className="ap-filters" role="search" aria-label="Filtres des tickets">
        <TextField label="Titre" type="search" value={list.text} onValueChange={list.setText} />
        <SelectField label="Statut" value={chosenFilter(list.state, 'status')} onValueChange={chooseFilter(list, 'status')}
          options={[{ value: ALL, label: 'Tous' }, ...TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))]} />
        <SelectField label="Type" value={chosenFilter(list.state, 'type')} onValueChange={chooseFilter(list, 'type')}
          options={[{ value: ALL, label: 'Tous' }, ...TICKET_TYPES.map((t) => ({ value: t, label: TICKET_TYPE_LABELS[t] }))]} />
        <DateField label="Créé à partir du" value={chosenFilter(list.state, 'startDate')} onValueChange={chooseFilter(list, 'startDate')} />
        <DateField label="Créé jusqu’au" value={chosenFilter(list.state, 'endDate')} onValueChange={chooseFilter(list, 'endDate')} />
        {support.agent ? (
          <>
            <SelectField label="Étiquette" value={chosenFilter(list.state, 'tag')} onValueChange={chooseFilter(list, 'tag')}
              options={[{ value: ALL, label: 'Toutes' }, ...(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))]} />
            <Checkbox label="En retard" checked={chosenFilter(list.state, 'overdue') === 'true'} onCheckedChange={(on) => chooseFilter(list, 'overdue')(on ? 'true' : '')} />
          </>
        ) : null}
      </div>
      {list.initialLoading ? <Loading /> : null}
      {list.answer && rows.length === 0 ? <EmptyState /> : null}
      {rows.length ? (
        <div className="ap-table-wrap">
          <table className="ap-table ap-tickets">
            <caption className="ap-visually-hidden">Tickets</caption>
            <thead>
              <tr>
                <th scope="col"><span className="ap-visually-hidden">Détails</span></th>
                {header('id', 'N°')}
                {header('title', 'Titre')}
                {header('type', 'Type')}
                {header('status', 'Statut')}
                {header('priority', 'Priorité')}
                {support.agent ? header('agentPriority', 'Priorité agent') : null}
                <th scope="col">Créé par</th>
                {header('createdAt', 'Création')}
                {header('updatedAt', 'Mise à jour')}
                <th scope="col">Étiquettes</th>
                {header('nbEntries', 'Messages')}
                <th scope="col">Fichiers</th>
                <th scope="col">Non lus</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((ticket) => (
                <Fragment key={ticket.id}>
                  <TicketRow ticket={ticket} agent={support.agent} expanded={expanded.has(ticket.id)} onToggle={() => toggle(ticket.id)} onOpen={onOpen} />
                  {expanded.has(ticket.id) ? (
                    <tr className="ap-tickets__details">
                      <td />
                      <td colSpan={columns}>
                        <p className="ap-ticket__description">{ticket.description}</p>
                        <FileList files={ticket.attachments} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ListPagination list={list} fixedSize emptyShown />
    </div>
  );
}

function TicketRow({ ticket, agent, expanded, onToggle, onOpen }: { ticket: TicketSummary; agent: boolean; expanded: boolean; onToggle(): void; onOpen(t: TicketSummary): void }) {
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <tr>
      <td>
        <Button variant="ghost" className="ap-tickets__expand" icon={<Chevron size={16} aria-hidden="true" />} aria-expanded={expanded}
          aria-label={`${expanded ? 'Masquer' : 'Afficher'} la description du ticket ${ticket.id}`} onClick={onToggle} />
      </td>
      <td className="ap-table__nowrap">#{ticket.id}</td>
      <td className="ap-tickets__title-cell">
        <span className="ap-tickets__title">
          {ticket.nbUnreadEntries ? <span className="ap-unread-dot" title="Nouveaux messages" /> : null}
          <button type="button" className="ap-tickets__open" onClick={() => onOpen(ticket)}>{ticket.title}</button>
        </span>
      </td>
      <td className="ap-table__nowrap">{TICKET_TYPE_LABELS[ticket.type]}</td>
      <td className="ap-table__nowrap"><StatusTag status={ticket.status} /></td>
      <td className="ap-table__nowrap"><PriorityTag priority={ticket.priority} /></td>
      {agent ? <td className="ap-table__nowrap">{ticket.agentPriority ? <PriorityTag priority={ticket.agentPriority} /> : null}</td> : null}
      <td className="ap-table__nowrap">{ticket.createdBy.fullName}</td>
      <td className="ap-table__nowrap" title={formatDateTime(ticket.createdAt)}>{formatDate(ticket.createdAt)}</td>
      <td className="ap-table__nowrap" title={formatDateTime(ticket.updatedAt)}>{formatDate(ticket.updatedAt)}</td>
      <td><span className="ap-tags">{ticket.tagRefs.map((ref) => <Tag key={ref.id}>{ref.tagName}</Tag>)}</span></td>
      <td className="ap-table__num">{ticket.nbEntries}</td>
      <td className="ap-table__num">{ticket.nbAttachments}</td>
      <td className="ap-table__num">{ticket.nbUnreadEntries ? <span className="ap-unread" aria-label={`${ticket.nbUnreadEntries} non lus`}>{ticket.nbUnreadEntries}</span> : 0}</td>
    </tr>
  );
}
