/** The resource label (spec 001 §2, §9), React and Preact: its popover after 500 ms of hover or on keyboard focus, its options, « Aperçu ». */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEmployee } from '../../../../src/api/contract/employeeRecord';
import { createRouter } from '../../../../src/portal/state/router';
import { ResourceLabel } from '../../../../src/portal/widgets/explorer/ResourceLabel';
import { eventually, nextFrame } from '../../support/render';
import { button, find, findAll, hoverLabel, pageText, press } from './support/dom';
import { EMPLOYEE } from './support/explorer';
import { fakePortal } from './support/portal';
import { signal } from '@preact/signals-react';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.useRealTimers();
  window.location.hash = '';
});

const link = () => find<HTMLAnchorElement>('a.ap-rlabel__name');
const popover = () => document.querySelector('.ap-rlabel__popover');
const options = () => findAll('.ap-rlabel__item').map((item) => pageText(item));

/** The pointer enters or leaves the label. */
const hover = (on: boolean) => hoverLabel(find('.ap-rlabel'), on);

/** Advances the faked clock by `ms`, then waits for the screen to paint what that changed (the frame wait runs on real timers). */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await nextFrame();
}

async function renderLabel(props: { onFilter?: () => void } = {}, routing: 'memory' | 'hash' = 'memory') {
  const fake = fakePortal([[getEmployee, () => EMPLOYEE]]);
  const session = { user: { value: { role: 'DIRECTOR' }, peek: () => ({ role: 'DIRECTOR' }) } };
  // An agency whose options are not read yet: the explorer's gated views follow the legacy flags (all shown).
  Object.assign(fake.portal, { session, agencyContext: { agency: signal(null) }, ...(routing === 'hash' ? { router: createRouter('hash', window) } : {}) });
  unmount = fake.render(<ResourceLabel kind="employee" id={7} label="Inès Haddad" {...props} />).unmount;
  await eventually(() => link());
  return fake;
}

describe('ResourceLabel', () => {
  it('names the resource with a link to its record, and opens its popover after 500 ms of hover, not before', async () => {
    const fake = await renderLabel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(link().textContent).toBe('Inès Haddad');
    expect(link().getAttribute('href')).toBe('#/employees/7/home');
    hover(true);
    await elapse(499);
    expect(popover()).toBeNull();
    await elapse(1);
    expect(popover()).not.toBeNull();
    expect(link().getAttribute('aria-expanded')).toBe('true');
    // Memory routing never touches the page's address: no new tab; no filter without the list's.
    expect(options()).toEqual(['Aperçu', 'Ouvrir']);
    hover(false);
    await elapse(200);
    expect(popover()).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it('does not open for a pointer only passing over it', async () => {
    await renderLabel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hover(true);
    await elapse(300);
    hover(false);
    await elapse(1000);
    expect(popover()).toBeNull();
  });

  it('opens on keyboard focus; Escape closes it and gives the focus back to the label', async () => {
    await renderLabel();
    link().focus();
    await eventually(() => expect(popover()).not.toBeNull());
    press(find('.ap-rlabel__item'), 'Escape');
    await eventually(() => expect(popover()).toBeNull());
    expect(document.activeElement).toBe(link());
  });

  it("offers, in hash routing, a new tab at the host page's address, and the list's filter", async () => {
    const onFilter = vi.fn();
    await renderLabel({ onFilter }, 'hash');
    link().focus();
    await eventually(() => expect(options()).toEqual(['Aperçu', 'Ouvrir', 'Ouvrir dans un nouvel onglet', 'Utiliser comme filtre']));
    const tab = findAll<HTMLAnchorElement>('.ap-rlabel__item')[2]!;
    expect(tab.getAttribute('href')).toBe(`${window.location.href.split('#')[0]}#/employees/7/home`);
    expect(tab.getAttribute('target')).toBe('_blank');
    button('Utiliser comme filtre').click();
    expect(onFilter).toHaveBeenCalledTimes(1);
    await eventually(() => expect(popover()).toBeNull());
  });

  it('« Ouvrir » goes to the record', async () => {
    const fake = await renderLabel();
    link().focus();
    await eventually(() => expect(options()).toContain('Ouvrir'));
    findAll<HTMLAnchorElement>('.ap-rlabel__item')[1]!.click();
    expect(fake.portal.router.location.value).toBe('/employees/7/home');
  });

  it('« Aperçu » opens the modal titled Aperçu on the explorer’s main view, loaded on first use', async () => {
    const fake = await renderLabel();
    link().focus();
    await eventually(() => expect(options()).toContain('Aperçu'));
    button('Aperçu').click();
    const dialog = await eventually(() => find('dialog'));
    expect(find('h2', dialog).textContent).toBe('Aperçu');
    await eventually(() => expect(pageText(dialog)).toContain('INT-1-0007'));
    expect(fake.calls.map((call) => call.name)).toEqual(['employees.get']);
    expect(find('.ap-explorer__title', dialog).textContent).toBe('Inès Haddad');
    button('Fermer', dialog).click();
    await eventually(() => expect(findAll('dialog')).toHaveLength(0));
  });
});
