/**
 * /billing/fiscalAttestations on the kit's list controller, React and Preact: a family searched or another year chosen
 * on page 3 sends one search, from the first page, and shows its rows; year, search and page live in the URL (a reload
 * sends the same search); a recompute asks the list again; an agency without them asks nothing.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { countFiscalAttestationTemplates, FiscalAttestation, recomputeFiscalAttestations, searchFiscalAttestations } from '../../../../src/api/contract/fiscalAttestations';
import { ACCESS_DENIED_PATH } from '../../../../src/domain/routes';
import { FiscalAttestationsScreen } from '../../../../src/portal/screens/billing/FiscalAttestationsScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, pageOf } from '../widgets/support/portal';

/** 45 attestations a year: families Martin 1–5, then Famille 6–45. */
const attestationsOf = (year: number) =>
  Array.from({ length: 45 }, (_, i) =>
    FiscalAttestation.parse({
      id: year * 100 + i + 1, family: { id: i + 1, name: i < 5 ? `Martin ${i + 1}` : `Famille ${i + 1}` }, year, status: 'DRAFT', amount: 50_000, paymentsCount: 3, currency: 'EUR',
      templateId: 1, customDocument: false, customDocumentMedia: null, createdAt: `${year + 1}-01-05T09:00:00Z`, validatedAt: null, sentAt: null,
    }),
  );

function api(location: string, enabled = true) {
  const fake = fakePortal([
    [searchFiscalAttestations, ({ params, body }) => {
      const { familyPattern, pageNumber = 0, pageSize = 10 } = searchFiscalAttestations.body.parse(body);
      const all = attestationsOf(Number(params.year)).filter((a) => !familyPattern || a.family.name.toLowerCase().includes(familyPattern.toLowerCase()));
      return pageOf(all, pageNumber, pageSize);
    }],
    [countFiscalAttestationTemplates, () => ({ count: 2 })],
    [recomputeFiscalAttestations, () => ({ count: 45, attestations: [], failures: [] })],
  ]);
  Object.assign(fake.portal, {
    router: createRouter('memory', undefined, location),
    session: { user: signal({ role: 'DIRECTOR' }) },
    agencyContext: { agency: signal({ id: 1, billingConfig: { fiscalAttestationsEnabled: enabled } }) },
  });
  return fake;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

type Search = { year: string; familyPattern: string | null; pageNumber: number };
const searches = (calls: { name: string; body: unknown; params: Record<string, string> }[]): Search[] =>
  calls.filter((call) => call.name === 'fiscalAttestations.search').map((call) => ({ year: call.params.year!, ...(call.body as Omit<Search, 'year'>) }));
const families = () => findAll('tbody tr').map((row) => row.querySelector('td')?.textContent?.trim());

describe('FiscalAttestationsScreen’s list on the kit', () => {
  it('sends one search when a family is searched on page 3, from its first page, shows its rows and keeps the state in the URL', async () => {
    const fake = api('/billing/fiscalAttestations?year=2025&page=3');
    unmount = fake.render(<FiscalAttestationsScreen params={{}} title="Attestations fiscales" />).unmount;
    await eventually(() => expect(families()[0]).toBe('Famille 21'));
    expect(searches(fake.calls)).toEqual([{ year: '2025', familyPattern: null, pageNumber: 2, pageSize: 10 }]);

    typeInto(control('Famille'), 'martin');
    await eventually(() => expect(families()).toEqual(['Martin 1', 'Martin 2', 'Martin 3', 'Martin 4', 'Martin 5']));
    await nextFrame();
    expect(searches(fake.calls).slice(1)).toEqual([{ year: '2025', familyPattern: 'martin', pageNumber: 0, pageSize: 10 }]);
    expect(fake.portal.router.location.peek()).toBe('/billing/fiscalAttestations?year=2025&q=martin');
  });

  it('reads year, search and page from the URL, as after a reload; another year sends one search from its first page', async () => {
    const fake = api('/billing/fiscalAttestations?year=2024&q=famille&page=2');
    unmount = fake.render(<FiscalAttestationsScreen params={{}} title="Attestations fiscales" />).unmount;
    await eventually(() => expect(families()[0]).toBe('Famille 16'));
    expect(control<HTMLInputElement>('Famille').value).toBe('famille');
    expect(control<HTMLSelectElement>('Année').value).toBe('2024');
    expect(pageText()).toContain('Recalculer 2024');

    choose(control<HTMLSelectElement>('Année'), '2023');
    await eventually(() => expect(find('caption').textContent).toBe('Attestations fiscales 2023'));
    await eventually(() => expect(families()[0]).toBe('Famille 6'));
    await nextFrame();
    expect(searches(fake.calls)).toEqual([
      { year: '2024', familyPattern: 'famille', pageNumber: 1, pageSize: 10 },
      { year: '2023', familyPattern: 'famille', pageNumber: 0, pageSize: 10 },
    ]);
    expect(fake.portal.router.location.peek()).toBe('/billing/fiscalAttestations?year=2023&q=famille');
  });

  it('asks the list again after « Recalculer » (the call writes attestations)', async () => {
    const fake = api('/billing/fiscalAttestations?year=2025');
    unmount = fake.render(<FiscalAttestationsScreen params={{}} title="Attestations fiscales" />).unmount;
    await eventually(() => expect(families()).toHaveLength(10));
    button('Recalculer 2025').click();
    await eventually(() => expect(pageText()).toContain('45 attestation(s) recalculée(s)'));
    await eventually(() => expect(searches(fake.calls)).toHaveLength(2));
  });

  it('asks nothing of an agency without them and sends the user to the access denied page', async () => {
    const fake = api('/billing/fiscalAttestations?year=2025', false);
    unmount = fake.render(<FiscalAttestationsScreen params={{}} title="Attestations fiscales" />).unmount;
    await eventually(() => expect(fake.portal.router.location.peek()).toBe(ACCESS_DENIED_PATH));
    await nextFrame();
    expect(fake.calls).toEqual([]);
  });
});
