import { describe, expect, it } from 'vitest';
import {
  ROUTES, buildLocation, buildPath, landingPath, matchPattern, matchRoute, parseLocation, parseQuery, resolveNavigation, routeTitle, screenKey, type RouteDef,
} from '../../../src/domain/routes';

const anonymous = { role: null } as const;
const director = { role: 'DIRECTOR' } as const;
const admin = { role: 'ADMIN' } as const;

/** Every path of spec 000 §2.1 (with sample params), and the title and area it opens. */
const SPEC_PATHS: ReadonlyArray<readonly [location: string, title: string, area: string]> = [
  ['/', 'Connexion', 'session'],
  ['/login', 'Connexion', 'session'],
  ['/share/abc123', 'Document partagé', 'share'],
  ['/listo/42', 'Dépôt de documents', 'share'],
  ['/support/partners', 'Support', 'support'],
  ['/forgotten-password', 'Mot de passe oublié', 'session'],
  ['/change-forgotten-password/tok', 'Nouveau mot de passe', 'session'],
  ['/channels', 'Discussions', 'channels'],
  ['/messages/inbox', 'Messages – Reçus', 'messages'],
  ['/messages/sent', 'Messages – Envoyés', 'messages'],
  ['/messages/copy', 'Messages – En copie', 'messages'],
  ['/home', 'Accueil', 'home'],
  ['/users', 'Utilisateurs', 'users'],
  ['/professionals/7/resume', 'Intervenant – Résumé', 'users'],
  ['/professionals/7/notes', 'Intervenant – Notes', 'users'],
  ['/professionals/7/notes/3', 'Intervenant – Notes', 'users'],
  ['/professionals/7/infos', 'Intervenant – Informations', 'users'],
  ['/professionals/7/messages', 'Intervenant – Messages', 'users'],
  ['/professionals/7/planning', 'Intervenant – Planning', 'users'],
  ['/professionals/7/posts', 'Intervenant – Publications', 'users'],
  ['/plannings', 'Plannings individuels', 'activity'],
  ['/activity', 'Activité', 'activity'],
  ['/activity/prestations', 'Prestations', 'activity'],
  ['/activity/unavailabilities', 'Indisponibilités', 'activity'],
  ['/activity/prosPlannings?day=2026-11-23&mode=WEEK', 'Planning collectif', 'activity'],
  ['/activity/timesheets?month=2026-11', "Relevés d'heures", 'activity'],
  ['/activity/timesheets/2026-11/7/12', "Relevé d'heures", 'activity'],
  ['/activity/reports?month=2026-11&type=pros', "Rapports d'activité mensuels", 'activity'],
  ['/billing/home', 'Facturation', 'billing'],
  ['/billing/bills', 'Factures', 'billing'],
  ['/billing/bills/88', 'Facture', 'billing'],
  ['/billing/consumptionMonitoring', 'Contrôle des consommations', 'billing'],
  ['/billing/consumptionTracking', 'Suivi des consommations', 'billing'],
  ['/billing/paymentsTracking', 'Suivi des paiements', 'billing'],
  ['/billing/fiscalAttestations', 'Attestations fiscales', 'billing'],
  ['/prospecting/board', 'Prospection – Tableau', 'prospecting'],
  ['/prospecting/reminders', 'Prospection – Relances', 'prospecting'],
  ['/prospecting/history', 'Prospection – Historique', 'prospecting'],
  ['/plannings/import/progisap', 'Import des plannings Progisap', 'activity'],
  ['/plannings/import/domino', 'Import des plannings Domino', 'activity'],
  ['/plannings/import/ximi', 'Import des plannings Ximi', 'activity'],
  ['/notebook', 'Bloc-notes', 'notebook'],
  ['/families/12/resume', 'Famille – Résumé', 'users'],
  ['/families/12/infos', 'Famille – Informations', 'users'],
  ['/families/12/composition', 'Famille – Composition', 'users'],
  ['/families/12/planning', 'Famille – Planning', 'users'],
  ['/families/12/notes', 'Famille – Notes', 'users'],
  ['/families/12/notes/5', 'Famille – Notes', 'users'],
  ['/families/12/messages', 'Famille – Messages', 'users'],
  ['/customers', 'Clients', 'customers'],
  ['/customers/new', 'Nouveau client', 'customers'],
  ['/customers/31/home', 'Client – Synthèse', 'customers'],
  ['/customers/31/history', 'Client – Historique', 'customers'],
  ['/customers/31/old', 'Client – Ancienne fiche', 'customers'],
  ['/customers/31/infos', 'Client – Informations', 'customers'],
  ['/customers/31/family', 'Client – Famille', 'customers'],
  ['/customers/31/notes', 'Client – Notes', 'customers'],
  ['/customers/31/notes/2', 'Client – Notes', 'customers'],
  ['/customers/31/messages', 'Client – Messages', 'customers'],
  ['/customers/31/discussions', 'Client – Discussions', 'customers'],
  ['/customers/31/planning', 'Client – Planning', 'customers'],
  ['/customers/31/contracts', 'Client – Contrats', 'customers'],
  ['/customers/31/new-estimate', 'Client – Nouveau devis', 'customers'],
  ['/customers/31/estimates/9', 'Client – Devis', 'customers'],
  ['/prospects', 'Prospects', 'customers'],
  ['/prospects/new', 'Nouveau prospect', 'customers'],
  ['/prospects/31/estimates/9', 'Prospect – Devis', 'customers'],
  ['/employees', 'Salariés', 'employees'],
  ['/employees/new', 'Nouveau salarié', 'employees'],
  ['/employees/5/home', 'Salarié – Synthèse', 'employees'],
  ['/employees/5/messages', 'Salarié – Messages', 'employees'],
  ['/employees/5/discussions', 'Salarié – Discussions', 'employees'],
  ['/employees/5/notes', 'Salarié – Notes', 'employees'],
  ['/employees/5/planning', 'Salarié – Planning', 'employees'],
  ['/employees/5/history', 'Salarié – Historique', 'employees'],
  ['/employees/5/absences', 'Salarié – Absences', 'employees'],
  ['/employees/5/paye', 'Salarié – Paie', 'employees'],
  ['/employees/5/paysheets', 'Salarié – Bulletins de paie', 'employees'],
  ['/candidates', 'Candidats', 'employees'],
  ['/candidates/new', 'Nouveau candidat', 'employees'],
  ['/candidates/5/planning', 'Candidat – Planning', 'employees'],
  ['/agency/informations', 'Agence – Informations', 'agency'],
  ['/agency/presentation', 'Agence – Présentation', 'agency'],
  ['/agency/prices', 'Agence – Tarifs', 'agency'],
  ['/agency/templates', 'Agence – Modèles', 'agency'],
  ['/agency/orders', 'Agence – Commandes', 'agency'],
  ['/community/posts', 'Communauté', 'community'],
  ['/community/posts/4', 'Publication', 'community'],
  ['/calculator', 'Calculateur', 'calculator'],
  ['/clients', 'Clients', 'admin'],
  ['/clients/h4sh/overview', "Client – Vue d'ensemble", 'admin'],
  ['/agencies', 'Agences', 'admin'],
  ['/agencies/3', 'Agence', 'admin'],
  ['/agencies/3/managers', 'Agence – Responsables', 'admin'],
  ['/library', 'Bibliothèque', 'library'],
  ['/tutorials', 'Tutoriels', 'tutorials'],
  ['/pushNotifications', 'Notifications push', 'admin'],
  ['/imports', 'Imports', 'imports'],
  ['/userGuides', 'Guides utilisateur', 'admin'],
  ['/school-vacations', 'Vacances scolaires', 'admin'],
  ['/stats', 'Statistiques', 'admin'],
  ['/accessdenied', 'Accès refusé', 'session'],
];

describe('route table', () => {
  it.each(SPEC_PATHS)('opens %s as « %s » in the %s area', (location, title, area) => {
    const match = matchRoute(location);
    expect(match?.route.redirectTo).toBeUndefined();
    expect(routeTitle(location)).toBe(title);
    expect(match?.route.area).toBe(area);
  });

  it('has no route that another one hides', () => {
    for (const route of ROUTES) {
      const sample = buildPath(route.pattern, Object.fromEntries([...route.pattern.matchAll(/\{(\w+)\??\}/g)].map(([, name]) => [name, `x${name}`])));
      expect([route.pattern, matchRoute(sample)?.route.pattern]).toEqual([route.pattern, route.pattern]);
    }
  });

  it('is public only for the login, password, share, drop and partner support pages', () => {
    expect(ROUTES.filter((r) => r.access === 'public').map((r) => r.pattern)).toEqual([
      '/', '/login', '/forgotten-password', '/change-forgotten-password/{token}', '/share/{shareToken}', '/listo/{dropId}', '/support/partners',
    ]);
  });

  it('requires the ADMIN role on the administration routes and imports only', () => {
    expect(ROUTES.filter((r) => r.role === 'ADMIN').map((r) => r.pattern).sort()).toEqual([
      '/agencies/{agencyId}', '/agencies/{agencyId}/managers', '/clients', '/clients/{clientPublicAccessHash}/overview',
      '/imports', '/plannings/import/domino', '/plannings/import/progisap', '/plannings/import/ximi', '/pushNotifications', '/school-vacations', '/stats', '/userGuides',
    ]);
    expect(matchRoute('/agencies')?.route.role).toBeUndefined();
  });

  it('titles /users by its type', () => {
    expect(routeTitle('/users?type=pro')).toBe('Intervenants');
    expect(routeTitle('/users?type=family')).toBe('Parents');
    expect(routeTitle('/users?type=robot')).toBe('Utilisateurs');
    expect(routeTitle('/nowhere')).toBeNull();
  });

  it('hands down the path and the query it matched', () => {
    expect(matchRoute('/users/?type=pro')).toMatchObject({ route: { pattern: '/users' }, params: {}, path: '/users', query: 'type=pro' });
    expect(matchRoute('/customers/12/home')).toMatchObject({ params: { customerId: '12' }, path: '/customers/12/home', query: '' });
  });
});

describe('route matcher', () => {
  it('matches static paths and ignores the query and trailing slashes', () => {
    expect(matchRoute('/login')?.route.screen).toBe('login');
    expect(matchRoute('/home/')?.route.screen).toBe('home');
    expect(matchRoute('/agencies?page=2')?.route.screen).toBe('agencies');
    expect(matchRoute('/')?.route.screen).toBe('login');
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/customers/31/unknown-tab')).toBeNull();
    // Decided: nothing in the spec says what /oz-simulator simulates; the route is left out.
    expect(matchRoute('/oz-simulator')).toBeNull();
  });

  it('extracts and decodes path params', () => {
    expect(matchRoute('/change-forgotten-password/abc%2F123')).toMatchObject({ route: { screen: 'changeForgottenPassword' }, params: { token: 'abc/123' } });
    expect(matchRoute('/change-forgotten-password')).toBeNull();
    expect(matchRoute('/change-forgotten-password/a/b')).toBeNull();
    expect(matchRoute('/activity/timesheets/2026-11/7/12')?.params).toEqual({ month: '2026-11', proId: '7', familyId: '12' });
  });

  it('supports an optional last param and prefers static segments over params', () => {
    expect(matchPattern('/families/{familyId}/notes/{noteId?}', '/families/4/notes')).toEqual({ familyId: '4' });
    expect(matchPattern('/families/{familyId}/notes/{noteId?}', '/families/4/notes/9')).toEqual({ familyId: '4', noteId: '9' });
    expect(matchRoute('/customers/new')?.route.title).toBe('Nouveau client');
    expect(matchRoute('/customers/12/home')?.params).toEqual({ customerId: '12' });
  });

  it('builds paths and locations from patterns', () => {
    expect(buildPath('/change-forgotten-password/{token}', { token: 'a b' })).toBe('/change-forgotten-password/a%20b');
    expect(buildPath('/families/{familyId}/notes/{noteId?}', { familyId: 4 })).toBe('/families/4/notes');
    expect(() => buildPath('/change-forgotten-password/{token}')).toThrow('token');
    expect(buildLocation('/activity/reports', {}, { month: '2026-11', type: 'pros' })).toBe('/activity/reports?month=2026-11&type=pros');
    expect(buildLocation('/users', {}, { type: undefined })).toBe('/users');
    expect(buildLocation('/professionals/{proId}/planning', { proId: 7 })).toBe('/professionals/7/planning');
  });

  it('normalises locations and reads queries', () => {
    expect(parseLocation('home')).toEqual({ path: '/home', query: '' });
    expect(parseLocation('/users/?type=pro')).toEqual({ path: '/users', query: 'type=pro' });
    expect(parseLocation('')).toEqual({ path: '/', query: '' });
    expect(parseQuery('?month=2026-11&type=pros')).toEqual({ month: '2026-11', type: 'pros' });
  });
});

describe('navigation rules', () => {
  it('sends an anonymous user from a private route to /login', () => {
    expect(resolveNavigation('/home', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveNavigation('/agencies', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveNavigation('/customers/4/home', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('renders the public routes to anyone', () => {
    expect(resolveNavigation('/login', anonymous)).toMatchObject({ kind: 'render', match: { route: { screen: 'login' } } });
    expect(resolveNavigation('/forgotten-password', director)).toMatchObject({ kind: 'render' });
    expect(resolveNavigation('/share/abc', anonymous)).toMatchObject({ kind: 'render' });
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

  it('checks the role with the role call before opening an admin route', () => {
    expect(resolveNavigation('/imports', director)).toMatchObject({ kind: 'check-role' });
    expect(resolveNavigation('/imports', { role: 'DIRECTOR', checkedRole: 'DIRECTOR' })).toEqual({ kind: 'redirect', to: '/accessdenied' });
    expect(resolveNavigation('/stats', { role: 'ADMIN', checkedRole: 'ADMIN' })).toMatchObject({ kind: 'render' });
    expect(resolveNavigation('/imports', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveNavigation('/home', director)).toMatchObject({ kind: 'render' });
  });

  it('opens the first tab of an entity, carrying its params', () => {
    expect(resolveNavigation('/families/7', director)).toEqual({ kind: 'redirect', to: '/families/7/resume' });
    expect(resolveNavigation('/professionals/7', director)).toEqual({ kind: 'redirect', to: '/professionals/7/resume' });
    expect(resolveNavigation('/prospects/31', director)).toEqual({ kind: 'redirect', to: '/prospects/31/home' });
    expect(resolveNavigation('/candidates/5', director)).toEqual({ kind: 'redirect', to: '/candidates/5/home' });
    expect(resolveNavigation('/messages', director)).toEqual({ kind: 'redirect', to: '/messages/inbox' });
    expect(resolveNavigation('/billing', director)).toEqual({ kind: 'redirect', to: '/billing/home' });
    expect(resolveNavigation('/agency', director)).toEqual({ kind: 'redirect', to: '/agency/informations' });
    expect(resolveNavigation('/prospecting', director)).toEqual({ kind: 'redirect', to: '/prospecting/board' });
  });

  it('sends a multi-agency manager who has not chosen an agency to the choice from any agency page, not from her account pages', () => {
    const choosing = { role: 'DIRECTOR' as const, mustChooseAgency: true };
    for (const path of ['/customers', '/customers/4/home', '/employees', '/families/7/resume', '/billing/bills', '/messages/inbox', '/agency/informations', '/plannings']) {
      expect(resolveNavigation(path, choosing), path).toEqual({ kind: 'redirect', to: '/home' });
    }
    expect(resolveNavigation('/home', choosing)).toMatchObject({ kind: 'render', match: { route: { screen: 'home' } } });
    expect(resolveNavigation('/tutorials', choosing)).toMatchObject({ kind: 'render', match: { route: { screen: 'tutorials' } } });
    expect(resolveNavigation('/customers', { ...choosing, mustChooseAgency: false })).toMatchObject({ kind: 'render', match: { route: { pattern: '/customers' } } });
  });

  it('sends the old notebook to /notebook', () => {
    expect(resolveNavigation('/notebook-v1', director)).toEqual({ kind: 'redirect', to: '/notebook' });
  });

  it('applies a table given to it', () => {
    const table: RouteDef[] = [{ pattern: '/x/{id}', access: 'private', title: 'X', area: 'home', redirectTo: '/x/{id}/y' }];
    expect(resolveNavigation('/x/1', director, table)).toEqual({ kind: 'redirect', to: '/x/1/y' });
  });
});

describe('screenKey', () => {
  const key = (path: string) => screenKey(matchRoute(path)!);

  it('keeps one record the same screen from tab to tab and with a note opened', () => {
    expect(key('/families/2/infos')).toBe('familyRecord familyId=2');
    expect(key('/families/2/notes/7')).toBe(key('/families/2/infos'));
  });

  it('makes another record, or a child record under another parent, another screen', () => {
    expect(key('/families/25/infos')).toBe('familyRecord familyId=25');
    expect(key('/customers/6/estimates/184')).toBe('estimateRecord customerId=6 estimateId=184');
    expect(key('/customers/7/estimates/184')).not.toBe(key('/customers/6/estimates/184'));
  });

  it('is the screen alone where the path names no record', () => {
    expect(key('/customers')).toBe('customersList');
  });
});
