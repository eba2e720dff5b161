import { describe, expect, it } from 'vitest';
import { fillPath, pathMatcher } from '../../../src/api/endpoint';
import { allEndpoints } from '../../../src/api/contract';

describe('fillPath', () => {
  it('fills and encodes every placeholder', () => {
    expect(fillPath('/private/versions/{id}/items/{itemId}', { id: 4, itemId: 12 })).toBe('/private/versions/4/items/12');
    expect(fillPath('/public/forgottenPassword/{token}', { token: 'a/b c' })).toBe('/public/forgottenPassword/a%2Fb%20c');
  });
  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => fillPath('/private/exports/{id}', {})).toThrow('id');
  });
});

describe('pathMatcher', () => {
  const match = pathMatcher('/private/versions/{id}/items/{itemId}');
  it('extracts decoded parameters', () => {
    expect(match('/private/versions/4/items/12')).toEqual({ id: '4', itemId: '12' });
    expect(pathMatcher('/public/forgottenPassword/{token}')('/public/forgottenPassword/a%2Fb')).toEqual({ token: 'a/b' });
  });
  it('matches whole paths only', () => {
    expect(match('/private/versions/4/items')).toBeNull();
    expect(match('/private/versions/4/items/12/x')).toBeNull();
    expect(pathMatcher('/private/auth/role')('/private/auth/roleX')).toBeNull();
  });
});

describe('the contract', () => {
  it('declares each endpoint once: unique names and unique method + path', () => {
    const names = allEndpoints.map((e) => e.name);
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
  it('covers the calls of the foundation issue', () => {
    const names = new Set(allEndpoints.map((e) => e.name));
    for (const name of [
      'auth.login', 'auth.logout', 'auth.totpCode', 'auth.forgottenPassword', 'auth.checkForgottenPasswordToken', 'auth.changeForgottenPassword',
      'auth.refreshTokens', 'auth.getTemporaryToken', 'auth.selectContext', 'auth.currentRole', 'account.update', 'account.preferences',
      'account.setPreference', 'favorites.list', 'favorites.add', 'favorites.delete', 'dashboard.counters', 'dashboard.upcomingBirthdays',
      'versions.search', 'versions.create', 'versions.update', 'versions.delete', 'versions.addItem', 'versions.updateItem', 'versions.deleteItem',
      'userGuides.search', 'userGuides.get', 'exports.search', 'exports.download', 'exports.markAsEmitted', 'exports.delete',
    ])
      expect(names.has(name), name).toBe(true);
  });
  it('does not extend the session on counters, unread messages and logout (spec 000 §9)', () => {
    const noExtend = allEndpoints.filter((e) => e.extendsSession === false && !e.path.startsWith('/sandbox/')).map((e) => e.name);
    expect(noExtend.sort()).toEqual(['auth.logout', 'dashboard.counters', 'messages.unread']);
  });
  it('declares a params schema for every path with placeholders', () => {
    for (const e of allEndpoints) expect(Boolean(e.params), e.name).toBe(e.path.includes('{'));
  });
});
