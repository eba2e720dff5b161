import { describe, expect, it } from 'vitest';
import { ROUTES, buildPath, landingPath, matchPattern, matchRoute, parseLocation, resolveNavigation, type RouteDef } from '../../../src/domain/routes';

const anonymous = { role: null } as const;
const director = { role: 'DIRECTOR' } as const;
const admin = { role: 'ADMIN' } as const;

describe('route matcher', () => {
  it('matches static paths and ignores the query and trailing slashes', () => {
    expect(matchRoute('/login')?.route.screen).toBe('login');
    expect(matchRoute('/home/')?.route.screen).toBe('home');
    expect(matchRoute('/agencies?page=2')?.route.screen).toBe('agencies');
    expect(matchRoute('/')?.route.screen).toBe('login');
    expect(matchRoute('/nowhere')).toBeNull();
  });

  it('extracts and decodes path params', () => {
    expect(matchRoute('/change-forgotten-password/abc%2F123')).toMatchObject({ route: { screen: 'changeForgottenPassword' }, params: { token: 'abc/123' } });
    expect(matchRoute('/change-forgotten-password')).toBeNull();
    expect(matchRoute('/change-forgotten-password/a/b')).toBeNull();
  });

  it('supports an optional last param and prefers static segments over params', () => {
    expect(matchPattern('/families/{familyId}/notes/{noteId?}', '/families/4/notes')).toEqual({ familyId: '4' });
    expect(matchPattern('/families/{familyId}/notes/{noteId?}', '/families/4/notes/9')).toEqual({ familyId: '4', noteId: '9' });
    const table: RouteDef[] = [
      { pattern: '/customers/{customerId}', access: 'private', title: 'Client' },
      { pattern: '/customers/new', access: 'private', title: 'Nouveau' },
    ];
    expect(matchRoute('/customers/new', table)?.route.title).toBe('Nouveau');
    expect(matchRoute('/customers/12', table)?.params).toEqual({ customerId: '12' });
  });

  it('builds paths from patterns', () => {
    expect(buildPath('/change-forgotten-password/{token}', { token: 'a b' })).toBe('/change-forgotten-password/a%20b');
    expect(buildPath('/families/{familyId}/notes/{noteId?}', { familyId: 4 })).toBe('/families/4/notes');
    expect(() => buildPath('/change-forgotten-password/{token}')).toThrow('token');
  });

  it('normalises locations', () => {
    expect(parseLocation('home')).toEqual({ path: '/home', query: '' });
    expect(parseLocation('/users/?type=pro')).toEqual({ path: '/users', query: 'type=pro' });
    expect(parseLocation('')).toEqual({ path: '/', query: '' });
  });

  it('has the routes of this issue with their access', () => {
    const access = Object.fromEntries(ROUTES.map((r) => [r.pattern, r.access]));
    expect(access).toEqual({
      '/': 'public',
      '/login': 'public',
      '/forgotten-password': 'public',
      '/change-forgotten-password/{token}': 'public',
      '/home': 'private',
      '/agencies': 'private',
      '/accessdenied': 'private',
    });
  });
});

describe('navigation rules', () => {
  it('sends an anonymous user from a private route to /login', () => {
    expect(resolveNavigation('/home', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveNavigation('/agencies', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('renders the public routes to anyone', () => {
    expect(resolveNavigation('/login', anonymous)).toMatchObject({ kind: 'render', match: { route: { screen: 'login' } } });
    expect(resolveNavigation('/forgotten-password', director)).toMatchObject({ kind: 'render' });
  });

  it('lands an admin on /agencies and the others on /home', () => {
    expect(landingPath('ADMIN')).toBe('/agencies');
    expect(landingPath('DIRECTOR')).toBe('/home');
    expect(landingPath('ADVISER')).toBe('/home');
    expect(resolveNavigation('/login', admin)).toEqual({ kind: 'redirect', to: '/agencies' });
    expect(resolveNavigation('/', director)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends unknown paths to the landing page or the login', () => {
    expect(resolveNavigation('/nowhere', director)).toEqual({ kind: 'redirect', to: '/home' });
    expect(resolveNavigation('/nowhere', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('checks the role with the role call before opening a role-restricted route', () => {
    const table: RouteDef[] = [...ROUTES, { pattern: '/imports', access: 'private', title: 'Imports', role: 'ADMIN' }];
    expect(resolveNavigation('/imports', director, table)).toMatchObject({ kind: 'check-role' });
    expect(resolveNavigation('/imports', { role: 'DIRECTOR', checkedRole: 'DIRECTOR' }, table)).toEqual({ kind: 'redirect', to: '/accessdenied' });
    expect(resolveNavigation('/imports', { role: 'ADMIN', checkedRole: 'ADMIN' }, table)).toMatchObject({ kind: 'render' });
    expect(resolveNavigation('/imports', anonymous, table)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('opens the default child of a parent route, carrying its params', () => {
    const table: RouteDef[] = [
      { pattern: '/families/{familyId}', access: 'private', title: 'Famille', redirectTo: '/families/{familyId}/resume' },
      { pattern: '/families/{familyId}/resume', access: 'private', title: 'Famille' },
    ];
    expect(resolveNavigation('/families/7', director, table)).toEqual({ kind: 'redirect', to: '/families/7/resume' });
  });
});
