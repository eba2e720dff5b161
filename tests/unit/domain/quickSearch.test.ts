import { describe, expect, it } from 'vitest';
import {
  QUICK_SEARCH_ACTION_PATHS, canBeFavorite, canSearch, favoriteCheck, favoriteOf, favoriteTarget, proLabel, pushRecent, quickSearchLinks, type QuickSearchEntry,
} from '../../../src/domain/quickSearch';
import { matchRoute } from '../../../src/domain/routes';

const pro = (id: number): QuickSearchEntry => ({ kind: 'pro', id, label: `Pro ${id}` });
const customer = (id: number, familyId: number | null = null): QuickSearchEntry => ({ kind: 'customer', id, familyId, label: `Client ${id}` });

describe('quick search', () => {
  it('needs at least 2 characters', () => {
    expect(canSearch('M')).toBe(false);
    expect(canSearch(' M ')).toBe(false);
    expect(canSearch('Ma')).toBe(true);
    expect(canSearch(null)).toBe(false);
  });

  it('names candidates with (C)', () => {
    expect(proLabel({ firstName: 'Léa', lastName: 'Martin', status: 'CANDIDATE' })).toBe('Léa Martin (C)');
    expect(proLabel({ firstName: 'Léa', lastName: 'Martin', status: 'ACTIVE' })).toBe('Léa Martin');
  });
});

describe('recents', () => {
  it('put the opened entry first', () => {
    expect(pushRecent([pro(1), customer(2)], pro(3))).toEqual([pro(3), pro(1), customer(2)]);
  });

  it('remove the older copy of an entry opened again', () => {
    expect(pushRecent([pro(1), customer(2), pro(3)], customer(2))).toEqual([customer(2), pro(1), pro(3)]);
  });

  it('tell a pro from a customer of the same id', () => {
    expect(pushRecent([customer(1)], pro(1))).toEqual([pro(1), customer(1)]);
  });

  it('keep the 5 latest entries', () => {
    const recents = [1, 2, 3, 4, 5].reduce<QuickSearchEntry[]>((list, id) => pushRecent(list, pro(id)), []);
    expect(pushRecent(recents, pro(6)).map((entry) => entry.id)).toEqual([6, 5, 4, 3, 2]);
  });
});

describe('favorites', () => {
  it('are allowed for a pro, and for a customer that has a family', () => {
    expect(canBeFavorite(pro(1))).toBe(true);
    expect(canBeFavorite(customer(2, 20))).toBe(true);
    expect(canBeFavorite(customer(3))).toBe(false);
  });

  it("are refused on the server's side for a family that is no customer's, and missing when nothing is behind", () => {
    expect(favoriteCheck('PRO', { customerId: null })).toBe('allowed');
    expect(favoriteCheck('FAMILY', { customerId: 12 })).toBe('allowed');
    expect(favoriteCheck('FAMILY', { customerId: null })).toBe('refused');
    expect(favoriteCheck('PRO', null)).toBe('missing');
    expect(favoriteCheck('FAMILY', null)).toBe('missing');
  });

  it('record the pro, or the family of the customer', () => {
    expect(favoriteTarget(pro(1))).toEqual({ resourceType: 'PRO', resourceId: 1, resourceLabel: 'Pro 1' });
    expect(favoriteTarget(customer(2, 20))).toEqual({ resourceType: 'FAMILY', resourceId: 20, resourceLabel: 'Client 2' });
  });

  it('find the favorite to remove when toggling', () => {
    const favorites = [
      { id: 100, resourceType: 'PRO', resourceId: 20, resourceLabel: 'Pro 20' },
      { id: 101, resourceType: 'FAMILY', resourceId: 20, resourceLabel: 'Famille' },
    ] as const;
    expect(favoriteOf(favorites, customer(2, 20))?.id).toBe(101);
    expect(favoriteOf(favorites, pro(20))?.id).toBe(100);
    expect(favoriteOf(favorites, pro(2))).toBeUndefined();
  });
});

describe('quick search links', () => {
  it('lead a pro to its employee pages and its professional page', () => {
    expect(quickSearchLinks(pro(7))).toEqual({ details: '/employees/7', planning: '/employees/7/planning', entity: '/professionals/7' });
  });

  it('lead a customer to its pages and its family', () => {
    expect(quickSearchLinks(customer(31, 12))).toEqual({ details: '/customers/31', planning: '/customers/31/planning', entity: '/families/12' });
    expect(quickSearchLinks(customer(31))).toEqual({ details: '/customers/31', planning: '/customers/31/planning' });
  });

  it('open routes of the table', () => {
    for (const path of [...Object.values(quickSearchLinks(customer(31, 12))), ...Object.values(QUICK_SEARCH_ACTION_PATHS)]) expect([path, matchRoute(path) !== null]).toEqual([path, true]);
  });
});
