// Its own file: it re-evaluates the bundle's entry, which would give later tests a second copy of every module.
import { expect, it, vi } from 'vitest';

it('defines <agency-portal> once; a second copy of the bundle only warns, naming itself', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const first = await import('../../../embed/agency-portal');
  expect(customElements.get('agency-portal')).toBe(first.AgencyPortalElement);
  expect(warn).not.toHaveBeenCalled();
  vi.resetModules();
  const second = await import('../../../embed/agency-portal');
  // The second evaluation makes a new class, but the first definition stays and nothing throws.
  expect(second.AgencyPortalElement).not.toBe(first.AgencyPortalElement);
  expect(customElements.get('agency-portal')).toBe(first.AgencyPortalElement);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![0]).toMatch(/^<agency-portal> est déjà défini sur cette page : la copie chargée depuis .*embed\/agency-portal\.ts n'est pas utilisée/);
  warn.mockRestore();
});
