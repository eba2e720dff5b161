/** /activity/reports: month and type from the query, the sums, each report's durations and state, the search, the switch to families; React and Preact. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportMonthlyReports, searchMonthlyReports } from '../../../../src/api/contract/activity';
import { ReportsScreen } from '../../../../src/portal/screens/activity/ReportsScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage, pageOf } from '../widgets/support/portal';

const report = (id: number, name: string, validated: boolean) => ({
  target: { id, name },
  report: { month: '2026-10', proId: id, familyId: null, validated, eventsCount: 10 + id, durations: { total: 600, normal: 450, totalIncreased: 150, holiday: 0 }, validatedDurations: validated ? { total: 600, normal: 450, totalIncreased: 150, holiday: 0 } : null },
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const SUMS = { eventsCount: 23, durations: { total: 1200, normal: 900, totalIncreased: 300, holiday: 0 } };
const MANY = Array.from({ length: 25 }, (_, i) => report(i + 1, `Intervenant ${i + 1}`, false));

function screen(location = '/activity/reports?month=2026-10&type=pros') {
  const fake = fakePortal([
    [searchMonthlyReports, ({ body }) => {
      const { pageNumber, pageSize } = body as { pageNumber: number; pageSize: number };
      return { page: location.includes('page=') ? pageOf(MANY, pageNumber, pageSize) : onePage([report(1, 'Inès Haddad', true), report(2, 'Paul Roux', false)]), sums: SUMS };
    }],
    [exportMonthlyReports, () => new Response('\ufeffMatricule;Nom;Code;Valeur;Début;Fin\r\n', { status: 200, headers: { 'content-type': 'text/csv' } })],
  ]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, { router });
  unmount = fake.render(<ReportsScreen params={{}} title="Rapports d'activité mensuels" />).unmount;
  return { fake, router };
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('ReportsScreen', () => {
  it("shows the query's month of professionals: sums, each report's durations and whether it is validated", async () => {
    const { fake } = screen();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(fake.calls[0]!.body).toMatchObject({ month: '2026-10', type: 'pros', pageNumber: 0 });
    expect(findAll('th').map(text).slice(0, 6)).toEqual(['Intervenant(e)', 'Prestations', 'Durée totale', 'Heures normales', 'Heures majorées', 'État']);
    expect(findAll('td', findAll('tbody tr')[0]!).map(text)).toEqual(['Inès Haddad', '11', '10h00', '7h30', '2h30', 'Validé']);
    expect(text(findAll('tbody tr')[1]!)).toContain('Provisoire');
    expect(text(find('dl[aria-label="Totaux du mois"]'))).toBe('Prestations23Durée totale20h00Heures normales15h00Heures majorées5h00');
  });

  it('opens the page and the search of its URL, as after a reload, and a page chosen goes into the URL', async () => {
    const { fake, router } = screen('/activity/reports?month=2026-10&type=pros&q=intervenant&page=2');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(5));
    expect(fake.calls.filter((call) => call.name === 'activity.reports.search').map((call) => call.body)).toEqual([
      { month: '2026-10', type: 'pros', namePattern: 'intervenant', pageNumber: 1, pageSize: 20 },
    ]);
    expect(control('Rechercher par nom').value).toBe('intervenant');
    expect(text(findAll('tbody tr')[0]!)).toContain('Intervenant 21');
    expect(text(find('[aria-current="page"]'))).toBe('2');
    button('Page 1').click();
    await eventually(() => expect(router.location.value).toBe('/activity/reports?month=2026-10&type=pros&q=intervenant'));
    await eventually(() => expect(text(findAll('tbody tr')[0]!)).toContain('Intervenant 1'));
  });

  it('searches by name and switches to the families in the query', async () => {
    const { fake, router } = screen();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    typeInto(control('Rechercher par nom'), 'roux');
    await eventually(() => expect(fake.calls.at(-1)!.body).toMatchObject({ namePattern: 'roux' }));
    findAll<HTMLLabelElement>('.ap-choices__option').find((option) => option.textContent === 'Familles')!.querySelector('input')!.click();
    await eventually(() => expect(router.location.value).toBe('/activity/reports?month=2026-10&type=families&q=roux'));
    await eventually(() => expect(fake.calls.at(-1)!.body).toMatchObject({ type: 'families', namePattern: 'roux' }));
    expect(findAll('th').map(text)[0]).toBe('Famille');
  });

  it('exports the filtered month in silae mode and saves the file under its name', async () => {
    const { fake } = screen();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    const saved: string[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rapports');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    typeInto(control('Rechercher par nom'), 'haddad');
    await eventually(() => expect(fake.calls.at(-1)!.body).toMatchObject({ namePattern: 'haddad' }));
    control('Format Silae (variables de paie)').click();
    await eventually(() => expect(control('Format Silae (variables de paie)').checked).toBe(true));
    button('Exporter (CSV)').click();
    await eventually(() => expect(saved).toEqual(['rapports-intervenants-silae-2026-10.csv']));
    expect(fake.calls.find((call) => call.name === 'activity.reports.export')).toMatchObject({ params: { month: '2026-10', type: 'pros' }, query: { silaeMode: 'true', namePattern: 'haddad' } });
    createObjectURL.mockRestore();
    click.mockRestore();
  });
});
