import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeMenuItem, billsMonth, collectivePlanningPath, currentMenuPlace, menu, type MenuContext, type MenuItem } from '../../../src/domain/menu';
import { matchRoute } from '../../../src/domain/routes';

const withAttestations = { billingConfig: { fiscalAttestationsEnabled: true } };
const withoutAttestations = { billingConfig: { fiscalAttestationsEnabled: false } };
const director = { role: 'DIRECTOR', isMultiAgencies: false } as const;
const admin = { role: 'ADMIN', isMultiAgencies: false } as const;
const multi = { role: 'DIRECTOR', isMultiAgencies: true } as const;
const today = '2026-11-23';

const context = (values: Partial<MenuContext>): MenuContext => ({ user: director, agency: withAttestations, today, ...values });
const find = (items: MenuItem[], id: string) => items.find((entry) => entry.id === id)!;
const shortcuts = (items: MenuItem[], id: string) => find(items, id).shortcuts.map(({ label, path }) => `${label} → ${path}`);

describe('menu visibility', () => {
  it('is empty when nobody is logged in', () => {
    expect(menu(context({ user: null }))).toEqual([]);
  });

  it('is empty for a multi-agency manager until an agency is chosen', () => {
    expect(menu(context({ user: multi, agency: null }))).toEqual([]);
    expect(menu(context({ user: multi, agency: withoutAttestations })).map((entry) => entry.id)).toContain('home');
  });

  it('is the admin menu for an admin with no agency selected', () => {
    expect(menu(context({ user: admin, agency: null })).map(({ label, path }) => [label, path ?? null])).toEqual([
      ['Clients', '/clients'],
      ['Agences', '/agencies'],
      ['Notifications push', '/pushNotifications'],
      ['Guides utilisateur', '/userGuides'],
      ['Statistiques', '/stats'],
      ['Vacances scolaires', '/school-vacations'],
      ['Informations de version', null],
    ]);
  });
});

describe('agency menu', () => {
  const items = menu(context({}));

  it('lists the items of spec 000 §2.2 in order, with their paths', () => {
    expect(items.map(({ label, path }) => [label, path ?? null])).toEqual([
      ['Accueil', '/home'],
      ['Discussions', '/channels'],
      ['Clients', '/customers'],
      ['Salariés', '/employees'],
      ['Utilisateurs', '/users'],
      ['Activité', '/activity'],
      ['Facturation', '/billing/bills?month=2026-11'],
      ['Prospection', '/prospecting'],
      ['Bloc-notes', '/notebook'],
      ['Communauté', '/community/posts'],
      ['Bibliothèque', '/library'],
      ['Agence', '/agency'],
      ['Guides utilisateur', null],
      ['Informations de version', null],
    ]);
  });

  it('shows the unread badges on home and discussions', () => {
    expect(items.filter((entry) => entry.badge).map(({ id, badge }) => [id, badge])).toEqual([
      ['home', 'unreadEvents'],
      ['channels', 'unreadMessages'],
    ]);
  });

  it('opens dialogs for the user guides and the version information', () => {
    expect(items.filter((entry) => entry.dialog).map(({ id, dialog }) => [id, dialog])).toEqual([
      ['userGuides', 'userGuides'],
      ['versionInfo', 'versionInfo'],
    ]);
  });

  it('has the hover shortcuts of the spec, with computed months and day', () => {
    expect(shortcuts(items, 'customers')).toEqual(['Clients → /customers', 'Prospects → /prospects']);
    expect(shortcuts(items, 'employees')).toEqual(['Salariés → /employees', 'Candidats → /candidates']);
    expect(shortcuts(items, 'users')).toEqual(['Intervenants → /users?type=pro', 'Parents → /users?type=family', 'Tous → /users']);
    expect(shortcuts(items, 'activity')).toEqual([
      'Plannings individuels → /plannings',
      'Planning collectif → /activity/prosPlannings?day=2026-11-23',
      "Relevés d'heures → /activity/timesheets?month=2026-11",
      "Rapports d'activité mensuels → /activity/reports?month=2026-11&type=pros",
    ]);
    expect(shortcuts(items, 'billing')).toEqual([
      'Factures → /billing/bills?month=2026-11',
      'Suivi des consommations → /billing/consumptionTracking',
      'Suivi des paiements → /billing/paymentsTracking',
      'Attestations fiscales → /billing/fiscalAttestations',
    ]);
  });

  it('shows fiscal attestations only if the agency enables them or the user is admin', () => {
    expect(shortcuts(menu(context({ agency: withoutAttestations })), 'billing')).not.toContain('Attestations fiscales → /billing/fiscalAttestations');
    expect(shortcuts(menu(context({ user: admin, agency: withoutAttestations })), 'billing')).toContain('Attestations fiscales → /billing/fiscalAttestations');
  });

  it('shows imports to an admin working in an agency only', () => {
    expect(items.map((entry) => entry.id)).not.toContain('imports');
    const adminItems = menu(context({ user: admin, agency: withoutAttestations }));
    expect(find(adminItems, 'imports')).toMatchObject({ label: 'Imports', path: '/imports' });
    expect(adminItems.map((entry) => entry.id)).not.toContain('clients');
  });

  it('links only to routes of the table', () => {
    for (const entry of [...items, ...menu(context({ user: admin, agency: null }))]) {
      for (const path of [entry.path, ...entry.shortcuts.map((s) => s.path)]) if (path) expect([path, matchRoute(path) !== null]).toEqual([path, true]);
    }
  });

  it('names only icons that tabler-icons-react has', () => {
    const root = dirname(createRequire(import.meta.url).resolve('tabler-icons-react/package.json'));
    const index = readFileSync(join(root, 'dist/index.js'), 'utf8');
    const icons = [...items, ...menu(context({ user: admin, agency: null }))].map((entry) => entry.icon);
    expect(icons.filter((icon) => !index.includes(`default as ${icon} }`))).toEqual([]);
  });
});

describe('bills month', () => {
  it('is the previous month until the 14th, the current month from the 15th', () => {
    expect(billsMonth('2026-11-14')).toBe('2026-10');
    expect(billsMonth('2026-11-15')).toBe('2026-11');
    expect(billsMonth('2026-11-30')).toBe('2026-11');
    expect(billsMonth('2027-01-03')).toBe('2026-12');
    expect(billsMonth('2026-03-31')).toBe('2026-03');
  });

  it('drives the billing item', () => {
    expect(find(menu(context({ today: '2027-01-03' })), 'billing').path).toBe('/billing/bills?month=2026-12');
  });
});

describe('collective planning link', () => {
  it('opens the day, in day mode for the keyboard shortcut', () => {
    expect(collectivePlanningPath('2026-11-23')).toBe('/activity/prosPlannings?day=2026-11-23');
    expect(collectivePlanningPath('2026-11-23', 'DAY')).toBe('/activity/prosPlannings?day=2026-11-23&mode=DAY');
  });
});

describe('active menu item', () => {
  const items = menu(context({}));
  it.each([
    ['/home', 'home'],
    ['/prospects/31/home', 'customers'],
    ['/candidates/5/planning', 'employees'],
    ['/users?type=pro', 'users'],
    ['/professionals/7/resume', 'users'],
    ['/plannings/import/ximi', 'activity'],
    ['/activity/timesheets/2026-11/7/12', 'activity'],
    ['/billing/home', 'billing'],
    ['/community/posts/4', 'community'],
    ['/agency/prices', 'agency'],
  ])('lights up for %s: %s', (location, id) => {
    expect(activeMenuItem(items, location)).toBe(id);
  });

  it('lights nothing on a page outside the menu', () => {
    expect(activeMenuItem(items, '/calculator')).toBeNull();
    expect(activeMenuItem(menu(context({ user: admin, agency: null })), '/agencies/3/managers')).toBe('agencies');
  });
});

describe('current place in the menu', () => {
  const items = menu(context({}));
  const place = (location: string) => {
    const { item, itemCurrent, shortcut } = currentMenuPlace(items, location);
    return [item, itemCurrent, shortcut?.label ?? null];
  };
  it.each([
    // Spec 000 §2.2: Prospects is a shortcut under Clients; on its pages the shortcut is the page, Clients its section.
    ['/prospects', ['customers', 'section', 'Prospects']],
    ['/prospects/31/home', ['customers', 'section', 'Prospects']],
    ['/prospects/new', ['customers', 'section', 'Prospects']],
    ['/customers', ['customers', 'page', 'Clients']],
    ['/customers/4/infos', ['customers', 'page', 'Clients']],
    ['/candidates', ['employees', 'section', 'Candidats']],
    ['/employees/7/planning', ['employees', 'page', 'Salariés']],
    // The query tells the users' shortcuts apart; none of them asked: « Tous ».
    ['/users?type=pro', ['users', 'page', 'Intervenants']],
    ['/users?type=family', ['users', 'page', 'Parents']],
    ['/users', ['users', 'page', 'Tous']],
    ['/plannings', ['activity', 'section', 'Plannings individuels']],
    // A shortcut under the item's own path, but another page than the item's hub.
    ['/activity/timesheets?month=2026-11', ['activity', 'section', "Relevés d'heures"]],
    ['/activity', ['activity', 'page', null]],
    // Another month than the shortcut's is still the bills list.
    ['/billing/bills?month=2026-06', ['billing', 'page', 'Factures']],
    ['/billing/paymentsTracking', ['billing', 'section', 'Suivi des paiements']],
    // A page of the item's area with no shortcut of its own.
    ['/professionals/7/resume', ['users', 'section', null]],
    ['/home', ['home', 'page', null]],
    ['/calculator', [null, null, null]],
  ] as const)('%s: %j', (location, expected) => {
    expect(place(location)).toEqual(expected);
  });
});
