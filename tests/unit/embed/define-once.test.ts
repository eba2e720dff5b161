// Its own file: it re-evaluates the bundle's entry, which would give later tests a second copy of every module.
import { expect, it, vi } from 'vitest';

it('defines <agency-portal> once; loading the bundle a second time is harmless', async () => {
  const first = await import('../../../embed/agency-portal');
  expect(customElements.get('agency-portal')).toBe(first.AgencyPortalElement);
  vi.resetModules();
  const second = await import('../../../embed/agency-portal');
  // The second evaluation makes a new class, but the first definition stays and nothing throws.
  expect(second.AgencyPortalElement).not.toBe(first.AgencyPortalElement);
  expect(customElements.get('agency-portal')).toBe(first.AgencyPortalElement);
});
