/** The planning timeline (spec 000 §2.7), React and Preact: axis, boxes, totals, backdrops, cursor, tooltips, legend, virtualised rows. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanningTimeline, TIMELINE_LABEL_WIDTH, type TimelineItem, type TimelineResource } from '../../../../src/portal/widgets/timeline/PlanningTimeline';
import { eventually, render } from '../../support/render';
import { find, findAll } from './support/dom';

const INES: TimelineResource = { id: 1, label: 'Inès Haddad', color: '#2e7d32' };
const MARC: TimelineResource = { id: 2, label: 'Marc Dubois', color: null };

const event = (id: number, ressourceId: number, start: string, end: string, patch: Partial<TimelineItem> = {}): TimelineItem => ({
  id, ressourceId, startDateTime: start, endDateTime: end, ressourceLabel: 'Famille Martin', backgroundLevel: 0, ...patch,
});

const EVENTS = [
  event(1, 1, '2026-11-25T09:00', '2026-11-25T12:00'),
  // A night that started the day before: counted whole, and starred.
  event(2, 1, '2026-11-24T22:00', '2026-11-25T02:00', { ressourceTooltip: 'Garde de nuit chez les Martin' }),
  event(3, 1, '2026-11-25T14:00', '2026-11-25T18:00', { backgroundLevel: 1, customClass: 'weeklyUnavailability', ressourceLabel: 'Indisponible' }),
  event(4, 2, '2026-11-26T10:00', '2026-11-26T11:30'),
];

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const rowGroups = () => findAll('[role="group"]');
const eventButtons = (row: Element) => findAll<HTMLButtonElement>('button.ap-tl__event', row);
const scroller = () => find('.ap-tl__scroll');

describe('PlanningTimeline', () => {
  it('DAY mode: 24 hourly columns of 60 px, the working day marked at 7h and 22h, events placed by their times', async () => {
    view = render(<PlanningTimeline mode="DAY" day="2026-11-25" resources={[INES, MARC]} events={EVENTS} />);
    await eventually(() => expect(rowGroups()).toHaveLength(2));
    const columns = findAll('.ap-tl__column-label').map((label) => label.textContent);
    expect(columns).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}h`));
    expect(findAll('.ap-tl__mark').map((mark) => [mark.getAttribute('data-hour'), mark.style.left])).toEqual([['7', '420px'], ['22', '1320px']]);
    const [night, morning] = eventButtons(rowGroups()[0]!).sort((a, b) => parseFloat(a.style.left) - parseFloat(b.style.left));
    expect([night!.style.left, night!.style.width]).toEqual(['0px', '120px']);
    expect([morning!.style.left, morning!.style.width]).toEqual(['540px', '180px']);
    expect(morning!.getAttribute('aria-label')).toBe('Famille Martin, mer. 25/11 09:00 – 12:00 (3h00)');
    // Marc's event is on the next day: not on this one.
    expect(eventButtons(rowGroups()[1]!)).toHaveLength(0);
  });

  it('totals each row (count and duration, starred when an event straddles the period); backdrops are not counted nor clickable', async () => {
    const clicked = vi.fn();
    view = render(<PlanningTimeline mode="DAY" day="2026-11-25" resources={[INES, MARC]} events={EVENTS} onEventClick={clicked} />);
    await eventually(() => expect(rowGroups()).toHaveLength(2));
    expect(rowGroups().map((row) => row.getAttribute('aria-label'))).toEqual(['Inès Haddad : 2 événements, 7h00*', 'Marc Dubois : 0 événement, 0h00']);
    expect(find('.ap-tl__duration', rowGroups()[0]).textContent).toBe('7h00*');
    const backdrop = find('[role="img"]', rowGroups()[0]);
    expect(backdrop.getAttribute('aria-label')).toBe('Indisponible, mer. 25/11 14:00 – 18:00 (4h00)');
    expect([backdrop.style.left, backdrop.style.width]).toEqual(['840px', '240px']);
    eventButtons(rowGroups()[0]!).find((b) => b.style.left === '540px')!.click();
    expect(clicked).toHaveBeenCalledWith(EVENTS[0]);
  });

  it('WEEK mode: 7 day columns from Monday at 3.5 px an hour (the week on one screen), labels at 7h, 13h and 22h', async () => {
    view = render(<PlanningTimeline mode="WEEK" day="2026-11-25" resources={[INES, MARC]} events={EVENTS} />);
    await eventually(() => expect(rowGroups()).toHaveLength(2));
    expect(findAll('.ap-tl__column-label').map((label) => label.textContent)).toEqual(['lun. 23/11', 'mar. 24/11', 'mer. 25/11', 'jeu. 26/11', 'ven. 27/11', 'sam. 28/11', 'dim. 29/11']);
    expect(findAll('.ap-tl__column')[0]!.textContent).toBe('lun. 23/117h13h22h');
    const marc = eventButtons(rowGroups()[1]!)[0]!;
    // Thursday 10:00: 3 days × 84 px + 10 h × 3.5 px.
    expect([marc.style.left, marc.style.width]).toEqual(['287px', '5.25px']);
    expect(rowGroups().map((row) => row.getAttribute('aria-label'))).toEqual(['Inès Haddad : 2 événements, 7h00', 'Marc Dubois : 1 événement, 1h30']);
  });

  it('shows the time under the pointer and the tooltip of the event it is over', async () => {
    view = render(<PlanningTimeline mode="WEEK" day="2026-11-25" resources={[INES]} events={EVENTS} />);
    await eventually(() => expect(rowGroups()).toHaveLength(1));
    // The pointer moves on until the label shows (the listeners come right after the first paint).
    await eventually(() => {
      scroller().dispatchEvent(new PointerEvent('pointermove', { clientX: TIMELINE_LABEL_WIDTH + 84 + 14.5 * 3.5, bubbles: true }));
      expect(find('.ap-tl__cursor-label').textContent).toBe('mar. 14:30');
    });
    const night = eventButtons(rowGroups()[0]!).find((b) => b.getAttribute('aria-label')?.startsWith('Garde de nuit'))!;
    night.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await eventually(() => expect(find('[role="tooltip"]').textContent).toBe('Garde de nuit chez les Martin\n24/11 22:00 – 25/11 02:00 (4h00)'));
    night.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await eventually(() => expect(document.querySelector('[role="tooltip"]')).toBeNull());
    night.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await eventually(() => expect(find('[role="tooltip"]').textContent).toContain('Garde de nuit'));
    scroller().dispatchEvent(new PointerEvent('pointerleave'));
    await eventually(() => expect(document.querySelector('[role="tooltip"]')).toBeNull());
    expect(document.querySelector('.ap-tl__cursor-label')).toBeNull();
  });

  it('has the legend of the spec, with the duration tile and its star', async () => {
    view = render(<PlanningTimeline mode="DAY" day="2026-11-25" resources={[]} events={[]} />);
    await eventually(() => find('ul[aria-label="Légende"]'));
    const legend = findAll('ul[aria-label="Légende"] li').map((item) => item.textContent);
    expect(legend).toEqual([
      'Prestations', 'Indisponibilité hebdomadaire', 'Congés payés', 'Congé sans solde', 'Arrêt maladie', 'Accident du travail ou de trajet', 'Congé maternité',
      'Formation', 'Congé pandémie', 'Absence autorisée payée', 'Absence autorisée non payée', 'Absence injustifiée', 'Absence informative',
      '7h30** La durée inclut des événements à cheval sur le jour ou la semaine voisine',
    ]);
    expect(document.body.textContent).toContain('Aucun résultat');
  });

  it('renders only the rows in view with 200 resources and 6,000 events, and the others as the view scrolls', async () => {
    const resources = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, label: `Intervenant ${i + 1}`, color: null }));
    const events = Array.from({ length: 6000 }, (_, i) => {
      const hour = 6 + (i % 15);
      return event(i + 1, (i % 200) + 1, `2026-11-25T${String(hour).padStart(2, '0')}:00`, `2026-11-25T${String(hour).padStart(2, '0')}:45`);
    });
    view = render(<PlanningTimeline mode="DAY" day="2026-11-25" resources={resources} events={events} height={540} />);
    // The 15 rows of 36 px in the 540 px view and the 8 drawn ahead of the scroll (useVirtualRows' overscan).
    await eventually(() => expect(rowGroups().length).toBe(23));
    expect(rowGroups().length).toBeLessThan(40);
    expect(findAll('button.ap-tl__event').length).toBe(rowGroups().length * 30);
    expect(rowGroups()[0]!.getAttribute('aria-label')).toBe('Intervenant 1 : 30 événements, 22h30');
    expect(find('.ap-tl__canvas').style.height).toBe(`${44 + 200 * 36}px`);
    scroller().scrollTop = 100 * 36;
    scroller().dispatchEvent(new Event('scroll'));
    await eventually(() => expect(rowGroups().map((row) => row.getAttribute('aria-label')?.split(' : ')[0])).toContain('Intervenant 101'));
    expect(rowGroups().length).toBeLessThan(40);
    expect(rowGroups().some((row) => row.getAttribute('aria-label')?.startsWith('Intervenant 1 :'))).toBe(false);
  }, 30_000); // 6,000 events rendered, then scrolled
});
