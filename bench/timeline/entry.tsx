/**
 * The planning timeline alone on a page, for bench/timeline.mjs: 200 professionals and
 * 5,000 events over one week (deterministic), in a shadow root with the portal's styles.
 * `window.timelineBench` renders it and times what a user waits for.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PlanningTimeline, type TimelineItem, type TimelineResource } from '../../src/portal/widgets/timeline/PlanningTimeline';
import { timelineCss } from '../../src/portal/widgets/timeline/timeline.css';
import { portalCss } from '../../src/portal/portalCss';

const WEEK_MONDAY = '2026-11-23';
const RESOURCES = 200;
const EVENTS = 5_000;

/** A small linear congruential generator: the same data on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function data(): { resources: TimelineResource[]; events: TimelineItem[] } {
  const next = random(42);
  const resources = Array.from({ length: RESOURCES }, (_, i) => ({ id: i + 1, label: `Intervenant ${i + 1}`, color: i % 3 ? null : '#2e7d32' }));
  const two = (n: number) => String(n).padStart(2, '0');
  const events = Array.from({ length: EVENTS }, (_, i): TimelineItem => {
    const day = 23 + Math.floor(next() * 7);
    const startHour = 6 + Math.floor(next() * 15);
    const length = 1 + Math.floor(next() * 4);
    const background = i % 10 === 0 ? 1 : 0;
    return {
      id: i + 1,
      ressourceId: 1 + Math.floor(next() * RESOURCES),
      ressourceLabel: background ? 'Indisponible' : `Famille ${i % 300}`,
      startDateTime: `2026-11-${two(day)}T${two(startHour)}:00`,
      endDateTime: `2026-11-${two(day)}T${two(Math.min(23, startHour + length))}:${background ? '00' : '30'}`,
      backgroundLevel: background,
      customClass: background ? 'weeklyUnavailability' : null,
    };
  });
  return { resources, events };
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
/** After the next paint: two animation frames. */
const painted = async () => {
  await frame();
  return frame();
};

declare global {
  interface Window {
    timelineBench(mode: 'DAY' | 'WEEK'): Promise<{ render: number; painted: number; rows: number; frames: number[] }>;
  }
}

window.timelineBench = async (mode) => {
  const { resources, events } = data();
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${portalCss}\n${timelineCss}`);
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  container.className = 'ap-root';
  shadow.append(container);
  const root = createRoot(container);

  const start = performance.now();
  flushSync(() => root.render(<PlanningTimeline mode={mode} day={WEEK_MONDAY} resources={resources} events={events} height={720} />));
  const rendered = performance.now();
  const shown = await painted();
  const rows = shadow.querySelectorAll('[role="group"]').length;
  // What a user does next: reads the first screen for a moment (the timeline lays out the other rows meanwhile).
  await new Promise((resolve) => setTimeout(resolve, 500));

  // Scroll from the first row to the last as a mouse wheel does, 120 px (three rows and a third) a frame: the time of each frame.
  const scroller = shadow.querySelector<HTMLElement>('.ap-tl__scroll')!;
  const frames: number[] = [];
  let previous = await frame();
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
    scroller.scrollTop += 120;
    const now = await frame();
    frames.push(now - previous);
    previous = now;
  }
  root.unmount();
  return { render: rendered - start, painted: shown - start, rows, frames };
};
