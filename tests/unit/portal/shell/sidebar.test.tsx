/**
 * The left menu's current page (spec 000 §2.2), React and Preact: on /prospects, a shortcut under
 * « Clients », the Prospects link is the current page (aria-current="page", shown under its item
 * and in the item's shortcuts with the mark of every current item), « Clients » only its section;
 * on /customers, « Clients » is the page itself.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar } from '../../../../src/portal/shell/Sidebar';
import { shellCss } from '../../../../src/portal/shell/shell.css';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { find, findAll } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function show(location: string) {
  const fake = fakePortal([]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, {
    router,
    session: { user: signal({ id: 2, role: 'DIRECTOR', isMultiAgencies: false, firstName: 'Sophie', lastName: 'Lefèvre' }) },
    agencyContext: { agency: signal({ id: 1, label: 'Agence Lyon Presqu’île', billingConfig: { fiscalAttestationsEnabled: true } }) },
    counters: { value: signal(null) },
  });
  unmount = fake.render(<Sidebar onOpenDialog={() => undefined} />).unmount;
  return router;
}

const text = (element: Element) => (element.textContent ?? '').trim();
/** The links marked current, by their words, with their mark and whether they sit in the hover shortcuts. */
const current = () =>
  findAll('nav[aria-label="Menu principal"] a[aria-current]').map((a) => `${text(a)} ${a.getAttribute('aria-current')}${a.closest('.ap-menu__flyout') ? ' (raccourci)' : ''}`);
/** The declarations of a CSS rule of the shell's styles, by its selector. */
const declarations = (selector: string) => shellCss.split('\n').find((line) => line.startsWith(`${selector} {`))?.slice(selector.length + 2).trim();

describe('Sidebar', () => {
  it('marks the Prospects shortcut as the current page on /prospects, « Clients » as its section', async () => {
    show('/prospects');
    await eventually(() => find('nav[aria-label="Menu principal"]'));
    expect(current()).toEqual(['Clients true', 'Prospects page', 'Prospects page (raccourci)']);
    // Shown under its item, outside the hover shortcuts: seen without hovering.
    const shown = find('.ap-menu__link--sub');
    expect([text(shown), shown.getAttribute('href')]).toEqual(['Prospects', '#/prospects']);
    expect(shown.closest('.ap-menu__flyout')).toBeNull();
  });

  it('marks « Clients » as the page on /customers and its own shortcut with it, and follows a navigation to /prospects', async () => {
    const router = show('/customers');
    await eventually(() => find('nav[aria-label="Menu principal"]'));
    expect(current()).toEqual(['Clients page', 'Clients page (raccourci)']);
    expect(findAll('.ap-menu__link--sub')).toHaveLength(0);
    router.navigate('/prospects/31/home');
    await eventually(() => expect(current()).toEqual(['Clients true', 'Prospects page', 'Prospects page (raccourci)']));
  });

  it('gives a current shortcut the mark of every current item', () => {
    const mark = declarations('.ap-menu__link[aria-current]');
    expect(mark).toContain('background: var(--ap-color-primary-soft)');
    expect(declarations('.ap-menu__flyout a[aria-current="page"]')).toBe(mark);
  });
});
