/**
 * The ticket list of the support drawer as a kit list (its state kept by the component: the drawer is over any screen):
 * the filters, the sortable columns (a first click sorts newest or highest first) and the search's body.
 */
import { SORT_PROPERTIES, type SortProperty } from '../../../api/contract/support';
import type { AttributeKind } from '../../../api/contract/searchV2';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
import { TICKET_PAGE_SIZE, type TicketStatus, type TicketType } from '../../../domain/support/rules';

const FILTERS = { status: 'enum', type: 'enum', startDate: 'text', endDate: 'text', tag: 'enum', overdue: 'enum' } as const;

export const TICKETS_CONFIG: ListConfig = {
  attributes: { ...Object.fromEntries(SORT_PROPERTIES.map((property): [string, AttributeKind] => [property, 'text'])), ...FILTERS },
  defaultSort: { attribute: 'updatedAt', direction: 'DESC' },
  defaultPageSize: TICKET_PAGE_SIZE,
  firstSortDirection: 'DESC',
};

/** What the list asks: the tag and overdue filters are the agents' only. */
export function ticketSearchBody(state: ListState, agent: boolean) {
  const [status, type, startDate, endDate, tag] = (['status', 'type', 'startDate', 'endDate', 'tag'] as const).map((name) => chosenFilter(state, name));
  const sort = state.sort ?? TICKETS_CONFIG.defaultSort!;
  return {
    titlePattern: state.text, pageNumber: state.page, pageSize: state.pageSize,
    sortProperties: [{ property: sort.attribute as SortProperty['property'], direction: sort.direction }],
    ...(status ? { statuses: [status as TicketStatus] } : {}), ...(type ? { types: [type as TicketType] } : {}),
    ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}),
    ...(agent && tag ? { tagIds: [Number(tag)] } : {}), ...(agent && chosenFilter(state, 'overdue') ? { displayOverdueTickets: true } : {}),
  };
}
