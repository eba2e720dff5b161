/**
 * /clients, /clients/{hash}/overview and /stats, React and Preact: the clients with this month's
 * figures, each leading to its overview by its hash; an overview's agencies, managers and months;
 * the network's figures for every client or one, with an amounts chart per currency billed.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/api/contract/adminNetwork';
import type { EndpointDef } from '../../../../src/api/endpoint';
import { formatCents } from '../../../../src/domain/format/amount';
import { ClientOverviewScreen } from '../../../../src/portal/screens/clients/ClientOverviewScreen';
import { ClientsScreen } from '../../../../src/portal/screens/clients/ClientsScreen';
import { StatsScreen } from '../../../../src/portal/screens/stats/StatsScreen';
import { loadClients } from '../../../../src/portal/screens/stats/adminLoads';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { choose, control, find, findAll, pageText } from '../widgets/support/dom';
import { fakePortal, type FakeHandler } from '../widgets/support/portal';
import { TEST_NOW_MS } from '../../../support/clock';

const HASH = '0123456789abcdef0123456789abcdef';
const month = (m: string, minutes: number, activeFamilies: number, EUR = 0, CHF = 0): api.MonthFigures => ({ month: m, minutes, activeFamilies, professionals: activeFamilies + 1, billed: { EUR, CHF } });
const MONTHS = [month('2026-09', 600, 4, 345_678), month('2026-10', 750, 5, 0, 120_050), month('2026-11', 90, 2)];
const GARDE: api.NetworkClient = {
  id: 1, publicAccessHash: HASH, name: 'Garde & Compagnie', siret: '81234567800029', createdAt: '2024-01-15T09:00:00Z',
  agencies: 2, users: 6, currencies: ['EUR'], activeFamilies: 18, professionals: 35, month: month('2026-11', 2250, 18, 1_234_567),
};
const LEMAN: api.NetworkClient = { ...GARDE, id: 2, publicAccessHash: 'f'.repeat(32), name: 'Kinder Léman', agencies: 1, users: 1, currencies: ['CHF'], month: month('2026-11', 0, 0, 0, 99_900) };

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function portal(handlers: ReadonlyArray<readonly [EndpointDef, FakeHandler]>) {
  const fake = fakePortal(handlers);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/clients', () => false), agencyContext: { agency: signal(null) } });
  return fake;
}

/** An amount as the screens write it (the formatter has its own tests), spaces as `pageText` reads them. */
const eur = (cents: number) => formatCents(cents).replace(/\s+/g, ' ');
const chf = (cents: number) => formatCents(cents, { currency: 'CHF' }).replace(/\s+/g, ' ');

const rows = (root: ParentNode = document) => findAll('tbody tr', root).map((row) => findAll('td', row).map((cell) => pageText(cell)));

describe('/clients', () => {
  it("lists each client with this month's figures, its name leading to its overview", async () => {
    const fake = portal([[api.clients, () => [GARDE, LEMAN]]]);
    unmount = fake.render(<ClientsScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toEqual(['Garde & Compagnie2 agences · 6 responsables', '18', '35', '37h30', eur(1234567)]);
    expect(rows()[1]![0]).toBe('Kinder Léman1 agence · 1 responsable');
    expect(rows()[1]!.at(-1)).toBe(chf(99900));
    expect(find<HTMLAnchorElement>('tbody a').getAttribute('href')).toBe(`#/clients/${HASH}/overview`);
  });

  it('takes the list navigation already asked for instead of asking again', async () => {
    const fake = portal([[api.clients, () => [GARDE]]]);
    void loadClients({ client: fake.portal.client, queries: fake.portal.queries, match: { route: {} as never, params: {}, path: '/clients', query: '' }, location: '/clients', now: TEST_NOW_MS });
    unmount = fake.render(<ClientsScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(rows()).toHaveLength(1));
    expect(fake.calls.filter((c) => c.name === 'admin.clients')).toHaveLength(1);
  });

  it("says so when there is no client", async () => {
    const fake = portal([[api.clients, () => []]]);
    unmount = fake.render(<ClientsScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
  });
});

describe('/clients/{hash}/overview', () => {
  const OVERVIEW: api.ClientOverview = {
    client: GARDE,
    agencies: [{ id: 1, label: "Agence Lyon Presqu'île", zipCode: '69002', city: 'Lyon', currency: 'EUR', families: 16, activeFamilies: 9, professionals: 17, month: month('2026-11', 1125, 9, 600_000) }],
    users: [{ id: 4, firstName: 'Nathalie', lastName: 'Dubois', login: 'multi@demo.fr', role: 'DIRECTOR', agencies: ["Agence Lyon Presqu'île", 'Agence Paris 11e'] }],
    months: MONTHS,
  };

  it("shows the client's figures, agencies, managers and months, newest first", async () => {
    const fake = portal([[api.clientOverview, ({ params }) => (params.hash === HASH ? OVERVIEW : new Response(JSON.stringify({ errors: [{ code: 'NOT_FOUND', label: 'x' }] }), { status: 404, headers: { 'content-type': 'application/json' } }))]]);
    unmount = fake.render(<ClientOverviewScreen params={{ clientPublicAccessHash: HASH }} title="Client – Vue d'ensemble" />).unmount;
    await eventually(() => expect(find('h1').textContent).toBe("Garde & Compagnie – Vue d'ensemble"));
    const figures = Object.fromEntries(findAll('.ap-figure').map((node) => [pageText(find('dt', node)), pageText(find('dd', node))]));
    expect(figures).toMatchObject({ Agences: '2', Responsables: '6', 'Familles actives': '18', 'Intervenants actifs': '35', 'Heures de prestation': '1h30', 'Facturé TTC': eur(0) });
    const [agencies, users, months] = findAll('table:not(.ap-visually-hidden)');
    expect(rows(agencies)).toEqual([["Agence Lyon Presqu'île69002 Lyon", '16', '9', '17', '18h45', eur(600000)]]);
    expect(rows(users)).toEqual([['Nathalie Dubois', 'multi@demo.fr', 'Direction', "Agence Lyon Presqu'île, Agence Paris 11e"]]);
    // One amounts column per currency billed.
    expect(rows(months)).toEqual([
      ['novembre 2026', '1h30', '2', '3', eur(0), chf(0)],
      ['octobre 2026', '12h30', '5', '6', eur(0), chf(120050)],
      ['septembre 2026', '10h00', '4', '5', eur(345678), chf(0)],
    ]);
    expect(findAll('figcaption').map((c) => c.textContent)).toEqual([
      'Heures de prestation par mois', 'Montants facturés TTC par mois (milliers de €)', 'Montants facturés TTC par mois (milliers de CHF)', 'Familles actives par mois',
    ]);
    expect(fake.calls[0]!.params).toEqual({ hash: HASH });
  });

  it('says when the client does not exist', async () => {
    const fake = portal([[api.clientOverview, () => new Response(JSON.stringify({ errors: [{ code: 'NOT_FOUND', label: 'x' }] }), { status: 404, headers: { 'content-type': 'application/json' } })]]);
    unmount = fake.render(<ClientOverviewScreen params={{ clientPublicAccessHash: 'abcdef0123' }} title="Client – Vue d'ensemble" />).unmount;
    await eventually(() => expect(pageText()).toContain('Ce client n’existe pas'));
  });
});

describe('/stats', () => {
  it("shows the whole network's figures, then one client's", async () => {
    const fake = portal([
      [api.clients, () => [GARDE, LEMAN]],
      [api.networkStats, ({ query }) => (query.clientId === '2' ? { agencies: 1, currencies: ['CHF'], activeFamilies: 7, professionals: 9, months: [month('2026-11', 60, 7, 0, 5000)] } : { agencies: 3, currencies: ['EUR', 'CHF'], activeFamilies: 27, professionals: 57, months: MONTHS })],
    ]);
    unmount = fake.render(<StatsScreen params={{}} title="Statistiques" />).unmount;
    const figures = () => Object.fromEntries(findAll('.ap-figure').map((node) => [pageText(find('dt', node)), pageText(find('dd', node))]));
    await eventually(() => expect(figures()).toEqual({ Agences: '3', 'Familles actives': '27', 'Intervenants actifs': '57', 'Heures de prestation': '1h30', 'Facturé TTC': `${eur(0)} · ${chf(0)}` }));
    expect(findAll('figcaption')).toHaveLength(4);
    await eventually(() => expect(findAll('option', control('Réseau')).map((o) => o.textContent)).toEqual(['Tous les réseaux', 'Garde & Compagnie', 'Kinder Léman']));
    choose(control<HTMLSelectElement>('Réseau'), '2');
    await eventually(() => expect(figures()).toMatchObject({ Agences: '1', 'Facturé TTC': chf(5000) }));
    // Only CHF billed: one amounts chart, in CHF.
    expect(findAll('figcaption').map((c) => c.textContent)).toEqual(['Heures de prestation par mois', 'Montants facturés TTC par mois (milliers de CHF)', 'Familles actives par mois']);
    expect(fake.calls.filter((c) => c.name === 'admin.stats').map((c) => c.query)).toEqual([{}, { clientId: '2' }]);
  });
});
