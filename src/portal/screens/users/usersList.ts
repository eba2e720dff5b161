/**
 * /users, /users?type=pro and /users?type=family (spec 001 §7 users search): the kit list of
 * every user or of one kind (search text, status filter, page and size in the route's query,
 * `type` kept), its body and the route's loader.
 */
import type { ApiClient } from '../../../api/client';
import { searchUsers } from '../../../api/contract/users';
import type { ListConfig, ListState } from '../../../domain/list/listState';
import { parseLocation } from '../../../domain/routes';
import { USER_STATUSES, type UserStatus } from '../../../domain/userStatus';
import { USER_TYPES_OF_LIST, userListKindOf, type UserListKind } from '../../../domain/users';
import { loadList } from '../../kit/listLoader';
import type { ListRequest } from '../../kit/useListController';
import type { RouteLoader } from '../../routes/route';

export const STATUS_FILTER = 'status';
export const USERS_CONFIG: ListConfig = { attributes: { [STATUS_FILTER]: 'enum' }, defaultSort: null, routeQuery: ['type'] };
export const usersListName = (kind: UserListKind) => `users.${kind}`;

export function usersBody(kind: UserListKind, state: ListState) {
  const filter = state.filters[STATUS_FILTER];
  const statuses = filter && 'values' in filter ? filter.values.filter((v): v is UserStatus => (USER_STATUSES as readonly string[]).includes(v)) : [];
  return { roles: [...USER_TYPES_OF_LIST[kind]], namePattern: state.text || null, statuses, pageNumber: state.page, pageSize: state.pageSize };
}

export function usersRequest(client: ApiClient, kind: UserListKind) {
  return (state: ListState): ListRequest<ReturnType<typeof usersBody>> => {
    const body = usersBody(kind, state);
    return { body, reads: searchUsers.reads, send: (signal) => client.call(searchUsers, { body }, { signal }) };
  };
}

export const loadUsersList: RouteLoader = (context) => {
  const kind = userListKindOf(parseLocation(context.location).query);
  return loadList(context, usersListName(kind), USERS_CONFIG, usersRequest(context.client, kind));
};
