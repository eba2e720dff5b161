/**
 * The left menu (spec 000 §2.2) as data: which items a user sees, their French label,
 * icon (a tabler-icons-react name), path with its computed query, badge and hover
 * shortcuts. Labels are the route titles of their paths (routes.ts), except where the
 * menu words it otherwise ('Facturation', 'Tous') and for the two dialog items.
 */
import type { Role } from './roles';
import type { Agency } from '../api/contract/auth';
import { frenchDay, toIsoDate, toIsoMonth, type DateInput } from './format/date';
import type { OptionFlags } from './optionGates';
import { canSeeFiscalAttestations, canUseImports, mustChooseAgency } from './permissions';
import { buildLocation, isOpenedByOptions, matchRoute, parseLocation, routeTitle, type AreaId } from './routes';

export type MenuBadge = 'unreadEvents' | 'unreadMessages';
export type MenuDialog = 'userGuides' | 'versionInfo';

export interface MenuLink {
  readonly label: string;
  readonly path: string;
}

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  /** Name of a tabler-icons-react component. */
  readonly icon: string;
  /** Absent for an item that opens a dialog. */
  readonly path?: string;
  readonly dialog?: MenuDialog;
  /** The area whose routes light the item up. */
  readonly area?: AreaId;
  readonly badge?: MenuBadge;
  /** Links shown when hovering the item. */
  readonly shortcuts: readonly MenuLink[];
}

export interface MenuContext {
  readonly user: { readonly role: Role; readonly isMultiAgencies: boolean } | null;
  /** The agency in effect: the user's own, or the context an admin or a multi-agency manager chose. */
  readonly agency: (Pick<Agency, 'billingConfig'> & Partial<OptionFlags>) | null;
  readonly today: DateInput;
}

/** The month the bills shortcut opens: the previous month until the 14th, the current one from the 15th. */
export function billsMonth(today: DateInput): string {
  const day = frenchDay(today);
  if (!day) return '';
  return toIsoMonth(day.date() < 15 ? day.subtract(1, 'month') : day);
}

/** The collective planning of a day (the menu's shortcut; Ctrl+P opens it in day mode). */
export function collectivePlanningPath(today: DateInput, mode?: 'DAY' | 'WEEK'): string {
  return buildLocation('/activity/prosPlannings', {}, { day: toIsoDate(today), mode });
}

function link(path: string, label?: string): MenuLink {
  return { path, label: label ?? routeTitle(path) ?? path };
}

function item(id: string, icon: string, path: string, extra: Partial<Pick<MenuItem, 'label' | 'badge' | 'shortcuts'>> = {}): MenuItem {
  const { label = link(path).label, shortcuts = [], badge } = extra;
  const area = matchRoute(path)?.route.area;
  return { id, label, icon, path, shortcuts, ...(area ? { area } : {}), ...(badge ? { badge } : {}) };
}

const DIALOG_ITEMS: Readonly<Record<MenuDialog, MenuItem>> = {
  userGuides: { id: 'userGuides', label: 'Guides utilisateur', icon: 'Help', dialog: 'userGuides', shortcuts: [] },
  versionInfo: { id: 'versionInfo', label: 'Informations de version', icon: 'InfoCircle', dialog: 'versionInfo', shortcuts: [] },
};

function agencyMenu({ user, agency, today }: MenuContext): MenuItem[] {
  const role = user?.role;
  // Entries whose page an agency's option closes are left out (optionGates.ts).
  const opened = <T extends { path?: string | undefined }>(entry: T): T[] => (entry.path === undefined || isOpenedByOptions(entry.path, agency, role) ? [entry] : []);
  const month = toIsoMonth(today);
  const bills = link(buildLocation('/billing/bills', {}, { month: billsMonth(today) }));
  return [
    item('home', 'Home', '/home', { badge: 'unreadEvents' }),
    item('channels', 'Messages', '/channels', { badge: 'unreadMessages' }),
    item('customers', 'AddressBook', '/customers', { shortcuts: [link('/customers'), link('/prospects')] }),
    item('employees', 'Id', '/employees', { shortcuts: [link('/employees'), link('/candidates')] }),
    item('users', 'Users', '/users', { shortcuts: [link('/users?type=pro'), link('/users?type=family'), link('/users', 'Tous')] }),
    item('activity', 'Calendar', '/activity', {
      shortcuts: [
        link('/plannings'),
        link(collectivePlanningPath(today)),
        ...opened(link(buildLocation('/activity/timesheets', {}, { month }))),
        link(buildLocation('/activity/reports', {}, { month, type: 'pros' })),
      ],
    }),
    ...opened(
      item('billing', 'FileInvoice', bills.path, {
        label: 'Facturation',
        shortcuts: [
          bills,
          link('/billing/consumptionTracking'),
          link('/billing/paymentsTracking'),
          ...(canSeeFiscalAttestations(agency, role) ? opened(link('/billing/fiscalAttestations')) : []),
        ],
      }),
    ),
    item('prospecting', 'Target', '/prospecting'),
    item('notebook', 'Notebook', '/notebook'),
    ...opened(item('community', 'Speakerphone', '/community/posts')),
    ...opened(item('library', 'Books', '/library')),
    item('agency', 'BuildingStore', '/agency'),
    ...(canUseImports(role) ? [item('imports', 'FileImport', '/imports')] : []),
    DIALOG_ITEMS.userGuides,
    DIALOG_ITEMS.versionInfo,
  ];
}

const ADMIN_MENU: readonly MenuItem[] = [
  item('clients', 'Briefcase', '/clients'),
  item('agencies', 'BuildingSkyscraper', '/agencies'),
  item('pushNotifications', 'Bell', '/pushNotifications'),
  item('userGuidesAdmin', 'Book', '/userGuides'),
  item('stats', 'ChartBar', '/stats'),
  item('schoolVacations', 'Beach', '/school-vacations'),
  DIALOG_ITEMS.versionInfo,
];

/**
 * The items of the menu: none when nobody is logged in or while a multi-agency manager has
 * not chosen an agency; the admin menu for an admin with no agency selected; else the agency menu.
 */
export function menu(context: MenuContext): MenuItem[] {
  const { user, agency } = context;
  if (!user || mustChooseAgency(user, agency)) return [];
  if (user.role === 'ADMIN' && !agency) return [...ADMIN_MENU];
  return agencyMenu(context);
}

const segmentsOf = (path: string) => parseLocation(path).path.split('/').filter(Boolean);
const startsWith = (location: string, path: string) => {
  const here = segmentsOf(location);
  return segmentsOf(path).every((segment, i) => here[i] === segment);
};

/**
 * The item to highlight for a location: the one whose path (or a shortcut's) starts the location, else the one of its
 * area (the portal gives the area of the route it matched; null for none).
 */
export function activeMenuItem(items: readonly MenuItem[], location: string, area: AreaId | null = matchRoute(location)?.route.area ?? null): string | null {
  const byPath = items.find((entry) => [entry.path, ...entry.shortcuts.map((s) => s.path)].some((path) => path !== undefined && startsWith(location, path)));
  if (byPath) return byPath.id;
  return items.find((entry) => area !== null && entry.area === area)?.id ?? null;
}

/**
 * Where a location sits in the menu (spec 000 §2.2): the item of its section, whether that item's
 * own link is the page (`page`) or only its section (`section`: /prospects lies under « Clients »,
 * whose link opens /customers; /activity/timesheets under « Activité », whose link opens the
 * /activity hub), and the shortcut that is the page, if any.
 * Decision: a shortcut is the page when its path starts the location; among several, the longest
 * path wins, then the one whose query agrees most with the location's (/users?type=pro: « Intervenants »,
 * /users: « Tous »); a query value that differs counts against it but does not rule it out (the
 * bills' shortcut keeps its month, the list may show another one).
 */
export interface MenuPlace {
  item: string | null;
  itemCurrent: 'page' | 'section' | null;
  shortcut: MenuLink | null;
}

export function currentMenuPlace(items: readonly MenuItem[], location: string, area?: AreaId | null): MenuPlace {
  const id = activeMenuItem(items, location, area);
  const entry = items.find((candidate) => candidate.id === id);
  if (!entry) return { item: null, itemCurrent: null, shortcut: null };
  const asked = new URLSearchParams(parseLocation(location).query);
  const score = (path: string) => {
    const wanted = [...new URLSearchParams(parseLocation(path).query)];
    const agreeing = wanted.filter(([key, value]) => asked.get(key) === value).length;
    return segmentsOf(path).length * 100 + agreeing - (wanted.length - agreeing);
  };
  const shortcut = entry.shortcuts
    .filter((candidate) => startsWith(location, candidate.path))
    .reduce<{ link: MenuLink; score: number } | null>((best, candidate) => {
      const own = score(candidate.path);
      return best && best.score >= own ? best : { link: candidate, score: own };
    }, null);
  // The item is the page when its own link leads there: not when a shortcut of another route does (/activity/timesheets under « Activité »).
  const sameRoute = (path: string) => entry.path !== undefined && parseLocation(path).path === parseLocation(entry.path).path;
  const itemCurrent = shortcut ? (sameRoute(shortcut.link.path) ? 'page' : 'section') : entry.path !== undefined && startsWith(location, entry.path) ? 'page' : 'section';
  return { item: entry.id, itemCurrent, shortcut: shortcut?.link ?? null };
}
