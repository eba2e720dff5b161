/**
 * An admin's option change reaches a director's open portal at the next counters refresh (issue
 * 15: it used to wait for the next login): the portal's own agency context and counters over real
 * HTTP, the menu read from the agency in effect as the sidebar reads it.
 */
import { signal } from '@preact/signals-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as options from '../../src/api/contract/agencyAdmin';
import { login, type SessionUser } from '../../src/api/contract/auth';
import { counters } from '../../src/api/contract/dashboard';
import { fillPath } from '../../src/api/endpoint';
import { ApiClient } from '../../src/api/client';
import { menu } from '../../src/domain/menu';
import { createAgencyContext } from '../../src/portal/state/agencyContext';
import { createCounters } from '../../src/portal/state/counters';
import { createStorage } from '../../src/portal/state/storage';
import { DEMO_PASSWORD, loggedInClient, startSandbox } from '../support/sandbox';
import { TEST_NOW_MS } from '../support/clock';

let server: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => void (server = await startSandbox()));
afterAll(() => server.close());

/** The director's portal state: her session's user, the agency context and the counters (never polled by themselves here). */
async function directorPortal() {
  const client = new ApiClient({ baseUrl: server.url, clientContext: { browserName: 'vitest', browserVersion: '4', appVersion: '1.0.0', app: 'BO' } });
  const answer = await client.call(login, { body: { login: 'directrice@demo.fr', password: DEMO_PASSWORD } });
  client.setTokens({ token: answer.token, refreshToken: answer.refreshToken });
  const user = signal<SessionUser | null>(answer.user);
  const agencyContext = createAgencyContext({ client, storage: createStorage('memory', 'refresh-test'), user });
  const clock = { now: () => TEST_NOW_MS, setTimeout: () => 0, clearTimeout: () => undefined };
  const badges = createCounters({ client, user, contextVersion: agencyContext.version, clock, onAgency: agencyContext.follow });
  const menuPaths = () => menu({ user: user.value, agency: agencyContext.agency.value, today: TEST_NOW_MS }).map((item) => item.path);
  return { agencyContext, badges, menuPaths, dispose: () => (badges.dispose(), agencyContext.dispose()) };
}

async function setLibrary(enabled: boolean) {
  const admin = await loggedInClient(server.url, 'admin@demo.fr');
  const current = await admin.call(options.adminAgency, { params: { id: 1 } });
  await admin.call(options.updateAgencyOptions, { params: { id: 1 }, body: { ...current.options, libraryEnabled: enabled } });
}

describe("an admin's option change", () => {
  it("hides the director's library menu at her next counters refresh, and shows it again the same way", async () => {
    const portal = await directorPortal();
    try {
      await portal.badges.refresh();
      expect(portal.menuPaths()).toContain('/library');
      const versionBefore = portal.agencyContext.version.value;

      await setLibrary(false);
      expect(portal.menuPaths()).toContain('/library');
      await portal.badges.refresh();
      expect(portal.agencyContext.agency.value).toMatchObject({ id: 1, libraryEnabled: false });
      expect(portal.menuPaths()).not.toContain('/library');
      // Not a context change: the agency's lists are not loaded again.
      expect(portal.agencyContext.version.value).toBe(versionBefore);

      await setLibrary(true);
      await portal.badges.refresh();
      expect(portal.menuPaths()).toContain('/library');
    } finally {
      portal.dispose();
      await setLibrary(true);
    }
  });

  it("the counters carry the agency in effect, none for an admin who has not chosen one", async () => {
    const director = await loggedInClient(server.url, 'directrice@demo.fr');
    expect((await director.call(counters)).agency).toMatchObject({ id: 1, label: "Agence Lyon Presqu'île" });
    const admin = await loggedInClient(server.url, 'admin@demo.fr');
    expect((await admin.call(counters)).agency).toBeNull();
  });
});
