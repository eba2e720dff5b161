/** The six-month hours chart (overview widgets), React and Preact: bars, French months, durations, the table for screen readers. */
import { afterEach, describe, expect, it } from 'vitest';
import { HoursChart } from '../../../../src/portal/widgets/HoursChart';
import { eventually, render } from '../../support/render';
import { find, findAll } from './support/dom';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const MONTHS = [
  { month: '2026-06', minutes: 2310 },
  { month: '2026-07', minutes: 4620 },
  { month: '2026-08', minutes: 0 },
  { month: '2026-09', minutes: 1200 },
  { month: '2026-10', minutes: 3465 },
  { month: '2026-11', minutes: 45 },
];

describe('HoursChart', () => {
  it('draws one bar a month, the highest month full height, with its hours and French month name', async () => {
    view = render(<HoursChart months={MONTHS} />);
    const svg = await eventually(() => find('svg'));
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(findAll('.ap-hours-chart__label', svg).map((t) => t.textContent)).toEqual(['juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.']);
    expect(findAll('.ap-hours-chart__value', svg).map((t) => t.textContent)).toEqual(['38h30', '77h00', '0h00', '20h00', '57h45', '0h45']);
    expect(findAll('rect', svg).map((bar) => bar.getAttribute('height'))).toEqual(['60', '120', '0', '31', '90', '1']);
  });

  it('gives screen readers the same figures as a table', async () => {
    view = render(<HoursChart months={MONTHS.slice(4)} title="Heures réalisées" />);
    const table = await eventually(() => find('table'));
    expect(find('caption', table).textContent).toBe('Heures réalisées');
    expect(findAll('tbody tr', table).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['octobre 2026', '57h45'],
      ['novembre 2026', '0h45'],
    ]);
    expect(find('figcaption').textContent).toBe('Heures réalisées');
  });
});
