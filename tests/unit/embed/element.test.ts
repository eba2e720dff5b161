import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgencyPortalElement } from '../../../embed/element';
import { MESSAGES } from '../../../src/domain/messages';
import { SESSION_DURATION_MS } from '../../../src/api/client';
import { JULIEN, PASSWORD, SOPHIE, fakeApi } from '../support/fake-api';
import { button, field, logIn, logOut, menuLabels, mountElement, shadow, text, type, waitForText } from '../support/element';
import { eventually } from '../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  localStorage.clear();
  location.hash = '';
});

/** Logs Sophie in on one element (her session stored), removes it, and sets the page's hash: a bookmark opened the next day. */
async function storeSessionThenOpen(hash: string): Promise<void> {
  const first = mountElement({ attributes: { id: 'portail', storage: 'local' } }).element;
  await logIn(first, SOPHIE.login, PASSWORD);
  await waitForText(first, 'Bonjour Sophie');
  first.remove();
  location.hash = hash;
}

describe('<agency-portal>', () => {
  it('says in French, inside the element, that api-base is missing', async () => {
    const { element } = mountElement({ attributes: { 'api-base': '' } });
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.missingApiBase);
    // Setting the attribute afterwards starts the portal.
    element.setAttribute('api-base', 'https://api.agence.test/');
    await waitForText(element, 'Se connecter');
  });

  it('renders in an open shadow root wrapped by the isolating root', async () => {
    const { element } = mountElement();
    expect(element.shadowRoot).not.toBeNull();
    expect(shadow(element).querySelector('.ap-root')).not.toBeNull();
    await waitForText(element, 'Identifiant');
  });

  it('shows the login labels of the spec', async () => {
    const { element } = mountElement();
    await waitForText(element, 'Se connecter');
    expect(field(element, 'Identifiant').type).toBe('email');
    expect(field(element, 'Mot de passe').type).toBe('password');
    expect(text(element)).toContain('Mot de passe oublié ?');
  });

  it("shows the server's French message when the login fails", async () => {
    const { element } = mountElement();
    await logIn(element, SOPHIE.login, 'mauvais');
    await waitForText(element, 'Identifiant ou mot de passe incorrect');
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toBe('Identifiant ou mot de passe incorrect');
    expect(button(element, 'Se connecter').disabled).toBe(false);
  });

  it('asks for the empty fields without calling the server', async () => {
    const { element, api } = mountElement();
    await waitForText(element, 'Se connecter');
    button(element, 'Se connecter').click();
    await eventually(() => expect(shadow(element).querySelectorAll('[aria-invalid="true"]')).toHaveLength(2));
    expect(text(element)).toContain(MESSAGES.required);
    expect(api.calls).toEqual([]);
  });

  it('logs in with what a password manager fills in one tick and submits at once', async () => {
    const { element, api } = mountElement();
    await waitForText(element, 'Se connecter');
    // No render between the two fields and the click (preact/compat renders a tick later).
    type(field(element, 'Identifiant'), SOPHIE.login);
    type(field(element, 'Mot de passe'), PASSWORD);
    button(element, 'Se connecter').click();
    await waitForText(element, 'Bonjour Sophie');
    expect(text(element)).not.toContain(MESSAGES.required);
    // One login, first, then the home page's calls (its counters among them). How many of those have left when the
    // greeting shows depends on whether the home's modules were already loaded (by an earlier file of the worker).
    expect(api.calls[0]).toBe('POST /public/login/portal');
    expect(api.calls.filter((call) => call.includes('/login'))).toEqual(['POST /public/login/portal']);
    expect(api.calls).toContain('GET /private/portal/counters');
  }, 15_000);

  it('logs in, greets the user on the home page, and logs out back to the login screen', async () => {
    const events: string[] = [];
    const { element } = mountElement({
      before: (el) => ['login', 'logout', 'navigate'].forEach((name) => el.addEventListener(`agency-portal:${name}`, (e) => events.push(`${name} ${JSON.stringify((e as CustomEvent).detail)}`))),
    });
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, 'Bonjour Sophie');
    expect(text(element)).toContain('Agence Lyon Presqu’île');
    await logOut(element);
    await waitForText(element, 'Se connecter');
    expect(events).toEqual([
      'navigate {"path":"/"}',
      'navigate {"path":"/home"}',
      'login {"login":"directrice@demo.fr","role":"DIRECTOR"}',
      'navigate {"path":"/login"}',
      'logout {"reason":"user"}',
    ]);
  });

  it('dispatches events that bubble and cross shadow boundaries (composed)', async () => {
    const outerHost = document.createElement('div');
    document.body.append(outerHost);
    const outerShadow = outerHost.attachShadow({ mode: 'open' });
    const received: Event[] = [];
    document.addEventListener('agency-portal:login', (event) => received.push(event), { once: true });
    const { element } = mountElement({ parent: outerShadow });
    await logIn(element, JULIEN.login, PASSWORD);
    await eventually(() => expect(received).toHaveLength(1));
    const [event] = received as [CustomEvent];
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ login: JULIEN.login, role: 'ADVISER' });
  });

  it('keeps two instances apart: each its own session, router and storage keys', async () => {
    const api = fakeApi();
    const a = mountElement({ api, attributes: { id: 'a', storage: 'local' } }).element;
    const b = mountElement({ api, attributes: { id: 'b', storage: 'local' } }).element;
    await logIn(a, SOPHIE.login, PASSWORD);
    await waitForText(a, 'Bonjour Sophie');
    await waitForText(b, 'Se connecter');
    await logIn(b, JULIEN.login, PASSWORD);
    await waitForText(b, 'Bonjour Julien');
    expect(text(a)).toContain('Bonjour Sophie');
    expect(text(a)).not.toContain('Julien');
    expect(JSON.parse(localStorage.getItem('agency-portal:a:session') ?? '{}').user.login).toBe(SOPHIE.login);
    expect(JSON.parse(localStorage.getItem('agency-portal:b:session') ?? '{}').user.login).toBe(JULIEN.login);
  });

  it('restores the session at start from its storage', async () => {
    const first = mountElement({ attributes: { id: 'portail', storage: 'local' } }).element;
    await logIn(first, SOPHIE.login, PASSWORD);
    await waitForText(first, 'Bonjour Sophie');
    first.remove();
    const second = mountElement({ attributes: { id: 'portail', storage: 'local' } }).element;
    await waitForText(second, 'Bonjour Sophie');
  });

  it('restores a stored session on the page it was opened on, without a detour by the login screen', async () => {
    await storeSessionThenOpen('#/customers');
    const paths: unknown[] = [];
    const { element } = mountElement({
      attributes: { id: 'portail', storage: 'local', routing: 'hash' },
      before: (el) => el.addEventListener('agency-portal:navigate', (e) => paths.push((e as CustomEvent).detail)),
    });
    await eventually(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('Clients'));
    expect(location.hash).toBe('#/customers');
    expect(paths).toEqual([{ path: '/customers' }]);
  });

  it("sends a bookmarked list's search before rendering anything: the first render does not hold it up", async () => {
    await storeSessionThenOpen('#/customers');
    const api = fakeApi();
    let renderedAtSearch: boolean | undefined;
    const { element } = mountElement({
      api: {
        ...api,
        fetch: (input, init) => {
          if (String(input).includes('/private/customers/v2/search')) renderedAtSearch ??= shadow(element).querySelector('.ap-root')!.childElementCount > 0;
          return api.fetch(input, init);
        },
      },
      attributes: { id: 'portail', storage: 'local', routing: 'hash' },
    });
    await eventually(() => expect(shadow(element).querySelector('h1')?.textContent).toBe('Clients'));
    expect(renderedAtSearch, 'rien n’était rendu quand la recherche est partie').toBe(false);
  });

  it('expires a stored session whose end has passed: login prefilled, session-expired dispatched', async () => {
    const first = mountElement({ attributes: { id: 'portail', storage: 'local' } }).element;
    await logIn(first, SOPHIE.login, PASSWORD);
    await waitForText(first, 'Bonjour Sophie');
    first.remove();
    const key = 'agency-portal:portail:session';
    const stored = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...stored, sessionEnd: stored.sessionEnd - SESSION_DURATION_MS - 1000 })); // ended a second before the login
    const expired: unknown[] = [];
    const { element } = mountElement({
      attributes: { id: 'portail', storage: 'local' },
      before: (el) => el.addEventListener('agency-portal:session-expired', (e) => expired.push((e as CustomEvent).detail)),
    });
    await waitForText(element, MESSAGES.sessionExpired);
    expect(field(element, 'Identifiant').value).toBe(SOPHIE.login);
    expect(expired).toEqual([{ login: SOPHIE.login }]);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('sends an ADMIN to the « Agences » page with the admin menu; choosing an agency brings its menu and « changer »', async () => {
    const { element } = mountElement();
    await logIn(element, 'admin@demo.fr', PASSWORD);
    await waitForText(element, 'Choisissez l’agence sur laquelle travailler');
    expect(menuLabels(element)).toEqual(['Clients', 'Agences', 'Notifications push', 'Guides utilisateur', 'Statistiques', 'Vacances scolaires', 'Informations de version']);
    await eventually(() => button(element, 'Choisir')).then((found) => found.click());
    await eventually(() => expect(menuLabels(element)).toContain('Facturation'));
    expect(shadow(element).querySelector('.ap-header__agency a')?.textContent).toBe('changer');
    expect(menuLabels(element)).toContain('Imports');
    expect(text(element)).toContain('Agence Lyon Presqu’île');
  });

  it('never touches the host URL with routing="memory"', async () => {
    const { element } = mountElement({ attributes: { routing: 'memory' } });
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, 'Bonjour Sophie');
    expect(location.hash).toBe('');
  });

  it('follows and sets the hash of the host page with routing="hash"', async () => {
    location.hash = '#/forgotten-password';
    const { element } = mountElement({ attributes: { routing: 'hash' } });
    await waitForText(element, 'Envoyer le lien');
    location.hash = '#/home';
    // A private route without a session goes to /login.
    await eventually(() => expect(location.hash).toBe('#/login'));
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, 'Bonjour Sophie');
    expect(location.hash).toBe('#/home');
  });

  it('shows a maintenance notice and dispatches the maintenance event on a 503', async () => {
    const api = fakeApi();
    const events: unknown[] = [];
    const { element } = mountElement({ api, before: (el) => el.addEventListener('agency-portal:maintenance', (e) => events.push((e as CustomEvent).detail)) });
    await waitForText(element, 'Se connecter');
    api.failNext(503);
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, MESSAGES.maintenanceTitle);
    expect(shadow(element).querySelector('[role="alertdialog"]')).not.toBeNull();
    expect(events).toEqual([{ on: true }]);
    // The next successful answer ends it.
    button(element, 'Se connecter').click();
    await waitForText(element, 'Bonjour Sophie');
    expect(text(element)).not.toContain(MESSAGES.maintenanceTitle);
    expect(events).toEqual([{ on: true }, { on: false }]);
  });

  it('shows the upgrade dialog, which cannot be dismissed, when the server reports an incompatible head version', async () => {
    const api = fakeApi();
    const { element } = mountElement({ api });
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, 'Bonjour Sophie');
    expect(text(element)).not.toContain(MESSAGES.upgradeTitle);
    api.setHeadVersion('2.0.0');
    await logOut(element);
    await waitForText(element, MESSAGES.upgradeTitle);
    expect(button(element, MESSAGES.upgradeAction)).toBeDefined();
    expect(() => button(element, 'Fermer')).toThrow();
  });

  it('uses the fetch given to the element (ApiClientOptions.fetch), not the global one', async () => {
    const api = fakeApi();
    const element = document.createElement('agency-portal') as AgencyPortalElement;
    element.setAttribute('api-base', 'https://api.agence.test/');
    element.setAttribute('routing', 'memory');
    element.setAttribute('storage', 'memory');
    element.fetch = api.fetch;
    const globalFetch = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('réseau coupé')));
    vi.stubGlobal('fetch', globalFetch);
    document.body.append(element);
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, 'Bonjour Sophie');
    expect(api.calls).toContain('POST /public/login/portal');
    expect(globalFetch).not.toHaveBeenCalled();
  });

  it('sends the client-context header with the parsed browser and the app version', async () => {
    const seen: string[] = [];
    const api = fakeApi();
    const spying: typeof fetch = (input, init) => {
      seen.push(new Request(input, init).headers.get('X-Client-Context') ?? '');
      return api.fetch(input, init);
    };
    const { element } = mountElement({ api: { ...api, fetch: spying } });
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, 'Bonjour Sophie');
    expect(seen[0]).toMatch(/^browserName=[^;]+;browserVersion=[^;]+;appVersion=1\.0\.0;app=BO$/);
  });
});
