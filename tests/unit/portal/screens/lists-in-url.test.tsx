/**
 * The agency's lists on the kit (issue 31 §4), React and Preact: each opened at a URL with a page or a filter, as after
 * a reload, sends that page and filter, shows them in its controls and its pagination; a change goes to the URL.
 */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchAgencyEvents, countUnreadAgencyEvents } from '../../../../src/api/contract/agencyEvents';
import { searchPosts } from '../../../../src/api/contract/community';
import { searchConsumption } from '../../../../src/api/contract/consumption';
import { searchProspectingHistory } from '../../../../src/api/contract/customerRecord';
import { searchLibrary } from '../../../../src/api/contract/library';
import { searchNotes } from '../../../../src/api/contract/notes';
import { searchUserGuides } from '../../../../src/api/contract/userGuides';
import type { EndpointDef } from '../../../../src/api/endpoint';
import { typesOfGroups } from '../../../../src/domain/agencyEvents';
import { RecordNotes } from '../../../../src/portal/kit/tabs/RecordNotes';
import { ConsumptionTrackingScreen } from '../../../../src/portal/screens/billing/ConsumptionScreen';
import { PostsScreen } from '../../../../src/portal/screens/community/PostsScreen';
import { AgencyEventsPanel } from '../../../../src/portal/screens/home/day/AgencyEventsPanel';
import { LibraryScreen } from '../../../../src/portal/screens/library/LibraryScreen';
import { NotebookScreen } from '../../../../src/portal/screens/notebook/NotebookScreen';
import { ProspectingHistoryScreen } from '../../../../src/portal/screens/prospecting/ProspectingHistoryScreen';
import { UserGuidesAdminScreen } from '../../../../src/portal/screens/userGuides/UserGuidesAdminScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

/** 45 results, none shown: what is checked is the page and filters asked and shown. */
const page = ({ body }: { body: unknown }) => {
  const { pageNumber = 0, pageSize = 10 } = body as { pageNumber?: number; pageSize?: number };
  return { content: [], totalPages: Math.ceil(45 / pageSize), totalElements: 45, numberOfElements: 0, size: pageSize, number: pageNumber, first: pageNumber === 0, last: false };
};

function open(search: EndpointDef, location: string, ui: ReactElement) {
  const fake = fakePortal([[search, page], [countUnreadAgencyEvents, () => ({ count: 0 })]]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, location), counters: { setUnreadEvents: () => undefined } });
  unmount = fake.render(ui).unmount;
  return { asked: () => fake.calls.filter((call) => call.name === search.name).map((call) => call.body), location: () => fake.portal.router.location.peek() };
}

const props = { params: {}, title: 'Liste' };

describe('the agency lists keep their page and filters in the URL', () => {
  it('/community/posts', async () => {
    const list = open(searchPosts, '/community/posts?type=NEWS&page=2', <PostsScreen {...props} />);
    await eventually(() => expect(pageText()).toContain('Résultats 11-20 / 45'));
    expect(list.asked()).toEqual([{ type: 'NEWS', pageNumber: 1, pageSize: 10 }]);
    expect(control<HTMLSelectElement>('Type').value).toBe('NEWS');
  });

  it('/prospecting/history', async () => {
    const list = open(searchProspectingHistory, '/prospecting/history?page=3', <ProspectingHistoryScreen {...props} />);
    await eventually(() => expect(pageText()).toContain('Résultats 41-45 / 45'));
    expect(list.asked()).toEqual([{ pageNumber: 2, pageSize: 20 }]);
    button('Page précédente').click();
    await eventually(() => expect(list.location()).toBe('/prospecting/history?page=2'));
  });

  it('/library', async () => {
    const list = open(searchLibrary, '/library?type=PDF&q=livret&page=2', <LibraryScreen {...props} />);
    await eventually(() => expect(pageText()).toContain('Résultats 21-40 / 45'));
    expect(list.asked()).toEqual([{ type: 'PDF', text: 'livret', pageNumber: 1, pageSize: 20 }]);
    expect(control<HTMLInputElement>('Rechercher').value).toBe('livret');
  });

  it('/billing/consumptionTracking', async () => {
    const list = open(searchConsumption, '/billing/consumptionTracking?month=2026-02&groupBy=CUSTOMER&page=2', <ConsumptionTrackingScreen {...props} />);
    await eventually(() => expect(pageText()).toContain('Résultats 11-20 / 45'));
    expect(list.asked()).toEqual([{ month: '2026-02', groupBy: 'CUSTOMER', pattern: null, deviationsOnly: false, pageNumber: 1, pageSize: 10 }]);
    expect(control<HTMLSelectElement>('Regroupement').value).toBe('CUSTOMER');
    expect(pageText()).toContain('Heures de février 2026');
  });

  it("/home's events", async () => {
    const list = open(searchAgencyEvents, '/home?type=REQUESTS&unread=true', <AgencyEventsPanel agencyId={1} />);
    await eventually(() => expect(list.asked()).toHaveLength(1));
    expect(list.asked()[0]).toEqual({ types: typesOfGroups(['REQUESTS']), state: 'UNREAD', pageNumber: 0, pageSize: 20 });
    expect(control<HTMLSelectElement>('Type').value).toBe('REQUESTS');
    expect(control<HTMLInputElement>('Non lus seulement').checked).toBe(true);
  });

  it('/userGuides', async () => {
    const list = open(searchUserGuides, '/userGuides?q=facture&scope=APP&page=2', <UserGuidesAdminScreen {...props} />);
    await eventually(() => expect(pageText()).toContain('Résultats 11-20 / 45'));
    expect(list.asked()).toEqual([{ pageNumber: 1, pageSize: 10, titlePattern: 'facture', scope: 'APP' }]);
    expect(control<HTMLSelectElement>('Portée').value).toBe('APP');
    expect(document.querySelector('[aria-label="Résultats par page"]')).not.toBeNull();
  });

  it('/notebook', async () => {
    const list = open(searchNotes, '/notebook?reminder=OUTDATED&pinned=true&page=2', <NotebookScreen {...props} />);
    await eventually(() => expect(pageText()).toContain('Résultats 21-40 / 45'));
    expect(list.asked()).toEqual([{ contentPattern: '', familyId: null, proId: null, archived: false, pageNumber: 1, pageSize: 20, reminderStatuses: ['OUTDATED'], bookmarkStatuses: ['ON_SCOPE'] }]);
    expect(control<HTMLInputElement>('Épinglées seulement').checked).toBe(true);
    // 20 notes a page, always: no page-size selector (ListPagination's `fixedSize`).
    expect(document.querySelector('[aria-label="Résultats par page"]')).toBeNull();
  });

  it("a record's notes", async () => {
    const list = open(searchNotes, '/families/12/notes?page=2', <RecordNotes about={{ familyId: 12, label: 'Famille Muller' }} noteId={null} notesPath="/families/12/notes" />);
    await eventually(() => expect(pageText()).toContain('Résultats 21-40 / 45'));
    expect(list.asked()).toEqual([{ familyId: 12, pageNumber: 1, pageSize: 20 }]);
  });
});
