import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  readListState,
  toV2Search,
  toggleSort,
  withFilter,
  writeListState,
  type ListConfig,
} from '../../../../src/domain/list/listState';

const config: ListConfig = {
  attributes: { customerName: 'text', city: 'text', status: 'enum', adviserId: 'enum', contractsCount: 'number', createdAt: 'date' },
  defaultSort: { attribute: 'customerName', direction: 'ASC' },
  defaultFilters: { status: { values: ['ACTIVE_CUSTOMER'] } },
};

describe('list state ⇄ query string', () => {
  it('reads the default list from an empty query and writes it back as an empty query', () => {
    const state = readListState('', config);
    expect(state).toEqual({ text: '', filters: { status: { values: ['ACTIVE_CUSTOMER'] } }, sort: config.defaultSort, page: 0, pageSize: 10 });
    expect(writeListState(state, config)).toBe('');
  });

  it('reads text, several values, a range, the sort, the page (from 1) and the size', () => {
    const state = readListState('?q=dupont&city=Lyon&city=Villeurbanne&createdAt=2026-01-01..2026-06-30&sort=-createdAt&page=3&size=20', config);
    expect(state.text).toBe('dupont');
    expect(state.filters.city).toEqual({ values: ['Lyon', 'Villeurbanne'] });
    expect(state.filters.createdAt).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(state.filters.status).toEqual({ values: ['ACTIVE_CUSTOMER'] });
    expect(state.sort).toEqual({ attribute: 'createdAt', direction: 'DESC' });
    expect(state.page).toBe(2);
    expect(state.pageSize).toBe(20);
  });

  it('goes both ways: what is written reads back the same', () => {
    const queries = ['q=dupont&city=Lyon&city=Villeurbanne&sort=-createdAt&page=2&size=20', 'status=&contractsCount=2..', 'status=PROSPECT&status=ARCHIVED_PROSPECT', 'createdAt=..2026-03-31'];
    for (const query of queries) {
      const state = readListState(query, config);
      expect(readListState(writeListState(state, config), config)).toEqual(state);
    }
  });

  it('keeps a cleared default filter as an empty value, and leaves defaults out', () => {
    const cleared = withFilter(readListState('', config), 'status', null);
    expect(writeListState(cleared, config)).toBe('status=');
    expect(readListState('status=', config).filters.status).toBeUndefined();
    expect(writeListState(withFilter(cleared, 'status', { values: ['ACTIVE_CUSTOMER'] }), config)).toBe('');
  });

  it('ignores what the list does not declare, a bad page size and a page below 1', () => {
    const state = readListState('?unknown=1&sort=nope&size=7&page=0', config);
    expect(state.sort).toEqual(config.defaultSort);
    expect(state.pageSize).toBe(10);
    expect(state.page).toBe(0);
    expect(state.filters).not.toHaveProperty('unknown');
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const state = readListState('page=4', config);
    expect(withFilter(state, 'city', { values: ['Lyon'] }).page).toBe(0);
    expect(toggleSort(state, 'city')).toMatchObject({ page: 0, sort: { attribute: 'city', direction: 'ASC' } });
    expect(toggleSort(toggleSort(state, 'city'), 'city').sort).toEqual({ attribute: 'city', direction: 'DESC' });
  });

  it('sorts a new column the way the list says first (the tickets: newest first), then the other way', () => {
    const state = readListState('', config);
    expect(toggleSort(state, 'city', 'DESC').sort).toEqual({ attribute: 'city', direction: 'DESC' });
    expect(toggleSort(toggleSort(state, 'city', 'DESC'), 'city', 'DESC').sort).toEqual({ attribute: 'city', direction: 'ASC' });
    expect(toggleSort(toggleSort(toggleSort(state, 'city', 'DESC'), 'city', 'DESC'), 'city', 'DESC').sort).toEqual({ attribute: 'city', direction: 'DESC' });
  });

  it('counts the filters set beyond the defaults', () => {
    expect(activeFilterCount(readListState('', config), config)).toBe(0);
    expect(activeFilterCount(readListState('city=Lyon&status=ARCHIVED_CUSTOMER', config), config)).toBe(2);
  });
});

describe('v2 search body', () => {
  it('makes one value EQUALS, several IN, a range BETWEEN (numbers as numbers), ids as numbers', () => {
    const state = readListState('q=x&city=Lyon&status=PROSPECT&status=ARCHIVED_PROSPECT&contractsCount=2..5&adviserId=3&createdAt=2026-01-01..', config);
    expect(toV2Search(state, config)).toEqual({
      text: 'x',
      filters: [
        { attribute: 'city', operator: 'EQUALS', value: 'Lyon' },
        { attribute: 'status', operator: 'IN', values: ['PROSPECT', 'ARCHIVED_PROSPECT'] },
        { attribute: 'adviserId', operator: 'EQUALS', value: 3 },
        { attribute: 'contractsCount', operator: 'BETWEEN', from: 2, to: 5 },
        { attribute: 'createdAt', operator: 'BETWEEN', from: '2026-01-01', to: null },
      ],
      sort: { attribute: 'customerName', direction: 'ASC' },
      pageNumber: 0,
      pageSize: 10,
    });
  });

  it('gives the same body for the same URL (the loader and the screen agree)', () => {
    const a = toV2Search(readListState('city=Lyon&q=dupont', config), config);
    const b = toV2Search(readListState('?q=dupont&city=Lyon', config), config);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
