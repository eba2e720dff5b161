/** App accounts' rules: the picture (images only, 3 MB), the /users list kind, the route's query kept by a list. */
import { describe, expect, it } from 'vitest';
import { withRouteQuery } from '../../../src/domain/list/listState';
import { USER_MESSAGES, pictureError, userListKindOf } from '../../../src/domain/users';

describe('pictureError', () => {
  it('accepts an image of 3 MB and refuses a bigger one or another type, with their messages', () => {
    expect(pictureError({ mimeType: 'image/png', size: 3 * 1024 * 1024 })).toBeNull();
    expect(pictureError({ mimeType: 'image/jpeg', size: 3 * 1024 * 1024 + 1 })).toBe('Le fichier ne doit pas dépasser les 3Mo');
    expect(pictureError({ mimeType: 'text/plain', size: 10 })).toBe(USER_MESSAGES.pictureNotImage);
  });
});

describe('userListKindOf', () => {
  it('reads the parents from type=family, the professionals from type=pro, every user otherwise', () => {
    expect(userListKindOf('type=family&q=roy')).toBe('family');
    expect(userListKindOf('type=pro')).toBe('pro');
    expect(userListKindOf('q=roy')).toBe('all');
  });
});

describe('withRouteQuery', () => {
  it("puts the route's own parameters before the list's and drops the list's old ones", () => {
    const config = { attributes: { status: 'enum' as const }, defaultSort: null, routeQuery: ['type'] };
    expect(withRouteQuery('type=family&status=ACTIVE&page=2', 'status=SUSPENDED', config)).toBe('type=family&status=SUSPENDED');
    expect(withRouteQuery('type=pro&q=x', '', config)).toBe('type=pro');
    expect(withRouteQuery('q=x', 'q=y', { ...config, routeQuery: undefined })).toBe('q=y');
  });
});
