/**
 * The home's agency events (spec 001 §7 events/*) beside the menu, React and Preact: unread
 * events first with their French labels and links, marking one read lowers the menu's badge
 * and the panel's count, a type filter narrows the list (the search body carries its types),
 * and a deletion is confirmed first.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { countUnreadAgencyEvents, deleteAgencyEvents, searchAgencyEvents, setAgencyEventsState, type AgencyEvent } from '../../../../src/api/contract/agencyEvents';
import { counters } from '../../../../src/api/contract/dashboard';
import { AgencyEventsPanel } from '../../../../src/portal/screens/home/day/AgencyEventsPanel';
import { Sidebar } from '../../../../src/portal/shell/Sidebar';
import { createCounters } from '../../../../src/portal/state/counters';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, pageText } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 24, 9) - hoursAgo * 3_600_000).toISOString();

function api() {
  // Newest first is a read one: the list must still start with the unread ones.
  let events: AgencyEvent[] = [
    { id: 1, type: 'SIGN_PROCEDURE_SIGNED', state: 'READ', createdAt: at(1), resourceData: { customerId: 40, customerName: 'Claire Martin', estimateId: 5 } },
    { id: 2, type: 'NEW_MESSAGE', state: 'UNREAD', createdAt: at(2), resourceData: { familyId: 12, familyName: 'Famille Martin', text: 'Léo sera absent vendredi.' } },
    { id: 3, type: 'NEW_CHILDCARE_REQUEST', state: 'UNREAD', createdAt: at(5), resourceData: { familyId: 12, familyName: 'Famille Martin', requestType: 'CREATION', requestState: 'PENDING', day: '2026-11-27' } },
    { id: 4, type: 'GLOBAL_CHILDCARE_MESSAGE', state: 'READ', createdAt: at(30), resourceData: { text: 'Webinaire du réseau jeudi.' } },
  ];
  const unread = () => events.filter((e) => e.state === 'UNREAD').length;
  const fake = fakePortal([
    [
      searchAgencyEvents,
      ({ body }) => {
        const { types, state } = body as { types?: string[]; state?: string };
        const kept = events.filter((e) => (!types || types.includes(e.type)) && (!state || e.state === state));
        return onePage([...kept].sort((a, b) => Number(a.state === 'READ') - Number(b.state === 'READ') || b.createdAt.localeCompare(a.createdAt)));
      },
    ],
    [countUnreadAgencyEvents, () => ({ count: unread() })],
    [
      setAgencyEventsState,
      ({ body, params }) => {
        const { ids } = body as { ids: number[] };
        events = events.map((e) => (ids.includes(e.id) ? { ...e, state: params.state as AgencyEvent['state'] } : e));
        return { count: unread() };
      },
    ],
    [
      deleteAgencyEvents,
      ({ body }) => {
        const { ids } = body as { ids: number[] };
        events = events.filter((e) => !ids.includes(e.id));
        return { count: unread() };
      },
    ],
    [counters, () => ({ unreadMessages: 0, unreadEvents: unread() })],
  ]);
  const user = signal({ id: 2, role: 'DIRECTOR', isMultiAgencies: false, firstName: 'Sophie', lastName: 'Lefèvre' });
  const clock = { now: () => Date.UTC(2026, 10, 24, 9), setTimeout, clearTimeout };
  const badges = createCounters({ client: fake.portal.client, user: user as never, contextVersion: signal(0), clock });
  Object.assign(fake.portal, {
    router: createRouter('memory', undefined, '/home'),
    session: { user },
    agencyContext: { agency: signal({ id: 1, label: 'Agence Lyon Presqu’île', billingConfig: { fiscalAttestationsEnabled: true } }) },
    counters: badges,
    clock,
  });
  return { ...fake, badges };
}

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function show() {
  const fake = api();
  const view = fake.render(
    <>
      <Sidebar onOpenDialog={() => undefined} />
      <AgencyEventsPanel agencyId={1} />
    </>,
  );
  cleanup = () => {
    view.unmount();
    fake.badges.dispose();
  };
  return fake;
}

const items = () => findAll('.ap-home-event');
const titles = () => items().map((item) => find('.ap-home-event__title', item).textContent);
const badge = () => find('.ap-menu__badge');

describe('AgencyEventsPanel', () => {
  it('shows the unread events first, in French, each linking to its screen', async () => {
    show();
    await eventually(() => expect(items()).toHaveLength(4));
    expect(titles()).toEqual(['Non lu : Nouveau message', 'Non lu : Nouvelle demande de garde', 'Document signé électroniquement', "Message du réseau – Garde d'enfants"]);
    expect(pageText()).toContain('Famille Martin · 27/11/2026 · En attente');
    expect(find('a', items()[1]).getAttribute('href')).toBe('#/families/12/planning');
    expect(find('a', items()[2]).getAttribute('href')).toBe('#/customers/40/estimates/5');
    // A network message opens no screen: no link.
    expect(items()[3]!.querySelector('a')).toBeNull();
    await eventually(() => expect(badge().textContent).toBe('2'));
    expect(pageText()).toContain('2 non lus');
  });

  it('marks an event read: the menu badge and the count drop', async () => {
    const fake = show();
    await eventually(() => expect(items()).toHaveLength(4));
    await eventually(() => expect(badge().textContent).toBe('2'));
    button('Marquer comme lu', items()[0]).click();
    await eventually(() => expect(badge().textContent).toBe('1'));
    expect(fake.calls.find((call) => call.name === 'agencyEvents.setState')).toMatchObject({ params: { agencyId: '1', state: 'READ' }, body: { ids: [2] } });
    await eventually(() => expect(titles()[0]).toBe('Non lu : Nouvelle demande de garde'));
    expect(pageText()).toContain('1 non lu');
    expect(pageText()).not.toContain('1 non lus');
    button('Marquer comme non lu', items().find((item) => item.textContent?.includes('Nouveau message'))).click();
    await eventually(() => expect(badge().textContent).toBe('2'));
    button('Tout marquer comme lu').click();
    await eventually(() => expect(findAll('.ap-menu__badge')).toHaveLength(0));
    expect(fake.calls.filter((call) => call.name === 'agencyEvents.setState').at(-1)?.body).toEqual({ ids: [2, 3] });
    await eventually(() => expect(titles().filter((title) => title?.startsWith('Non lu'))).toEqual([]));
    expect(pageText()).toContain('0 non lu');
  });

  it('marks an unread event read when it is opened', async () => {
    const fake = show();
    await eventually(() => expect(items()).toHaveLength(4));
    find<HTMLAnchorElement>('a', items()[1]).click();
    await eventually(() => expect(fake.calls.find((call) => call.name === 'agencyEvents.setState')).toMatchObject({ params: { state: 'READ' }, body: { ids: [3] } }));
    expect(fake.portal.router.location.value).toBe('/families/12/planning');
    await eventually(() => expect(badge().textContent).toBe('1'));
  });

  it('narrows the list to a group of types', async () => {
    const fake = show();
    await eventually(() => expect(items()).toHaveLength(4));
    choose(control<HTMLSelectElement>('Type'), 'REQUESTS');
    await eventually(() => expect(items()).toHaveLength(1));
    expect(titles()).toEqual(['Non lu : Nouvelle demande de garde']);
    expect(fake.calls.filter((call) => call.name === 'agencyEvents.search').at(-1)?.body).toMatchObject({ types: ['NEW_CHILDCARE_REQUEST'], pageNumber: 0 });
  });

  it('deletes an event once confirmed', async () => {
    const fake = show();
    await eventually(() => expect(items()).toHaveLength(4));
    button('Supprimer : Nouveau message').click();
    await nextFrame();
    expect(fake.calls.some((call) => call.name === 'agencyEvents.delete')).toBe(false);
    expect(pageText()).toContain('Confirmez-vous la suppression de cet événement ?');
    button('Supprimer', find('[role="alertdialog"]')).click();
    await eventually(() => expect(items()).toHaveLength(3));
    expect(fake.calls.find((call) => call.name === 'agencyEvents.delete')?.body).toEqual({ ids: [2] });
    await eventually(() => expect(badge().textContent).toBe('1'));
  });
});
