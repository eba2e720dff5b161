import { describe, expect, it } from 'vitest';
import {
  TIMELINE_LAYOUT, TIMELINE_LEGEND, cursorLabel, eventBox, isBackground, rowTotals, timelinePeriod, totalDurationLabel, type Period,
} from '../../../src/domain/timeline';

const day = timelinePeriod('DAY', '2026-11-25') as Period;
const week = timelinePeriod('WEEK', '2026-11-25') as Period;
const event = (start: string, end: string, backgroundLevel?: number) => ({ startDateTime: start, endDateTime: end, backgroundLevel });

describe('timeline layout', () => {
  it('has 24 columns of 60 px in day mode, 7 of 3.5 px an hour in week mode (a week fits a 1440 px screen)', () => {
    expect(TIMELINE_LAYOUT.DAY).toEqual({ columns: 24, hourWidth: 60, marks: [7, 22] });
    expect(TIMELINE_LAYOUT.WEEK).toEqual({ columns: 7, hourWidth: 3.5, marks: [7, 13, 22] });
  });

  it('shows a day, or the week from Monday', () => {
    expect(day.start.format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 00:00');
    expect(week.start.format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(week.end.format('YYYY-MM-DD')).toBe('2026-11-30');
  });

  it('places events in pixels, clipped to the period', () => {
    expect(eventBox(event('2026-11-25T08:00', '2026-11-25T12:30'), 'DAY', day)).toEqual({ left: 480, width: 270 });
    expect(eventBox(event('2026-11-24T22:00', '2026-11-25T02:00'), 'DAY', day)).toEqual({ left: 0, width: 120 });
    expect(eventBox(event('2026-11-24T08:00', '2026-11-24T09:00'), 'WEEK', week)).toEqual({ left: (24 + 8) * 3.5, width: 3.5 });
    expect(eventBox(event('2026-11-26T08:00', '2026-11-26T09:00'), 'DAY', day)).toBeNull();
  });

  it('renders backgroundLevel 1 and 2 as background', () => {
    expect([0, 1, 2, 3, null].map((level) => isBackground({ backgroundLevel: level }))).toEqual([false, true, true, false, false]);
  });

  it('reads the time under the cursor', () => {
    expect(cursorLabel(870, 'DAY', day)).toBe('14:30');
    expect(cursorLabel((24 + 14.5) * 3.5, 'WEEK', week)).toBe('mar. 14:30');
  });
});

describe('row totals', () => {
  it('count the events and their duration', () => {
    const totals = rowTotals([event('2026-11-25T08:00', '2026-11-25T12:00'), event('2026-11-25T14:00', '2026-11-25T17:30')], day);
    expect(totals).toEqual({ count: 2, minutes: 450, straddles: false });
    expect(totalDurationLabel(totals)).toBe('7h30');
  });

  it('star the duration when an event straddles the period', () => {
    const totals = rowTotals([event('2026-11-24T22:00', '2026-11-25T06:00'), event('2026-11-25T09:00', '2026-11-25T10:00')], day);
    expect(totals).toEqual({ count: 2, minutes: 540, straddles: true });
    expect(totalDurationLabel(totals)).toBe('9h00*');
  });

  it('leave out background events and events of other days', () => {
    expect(rowTotals([event('2026-11-25T00:00', '2026-11-25T23:59', 1), event('2026-11-26T08:00', '2026-11-26T09:00')], day)).toEqual({ count: 0, minutes: 0, straddles: false });
  });
});

describe('timeline legend', () => {
  it('lists the kinds of events in the order of the spec', () => {
    expect(TIMELINE_LEGEND.map((entry) => entry.label)).toEqual([
      'Prestations', 'Indisponibilité hebdomadaire', 'Congés payés', 'Congé sans solde', 'Arrêt maladie', 'Accident du travail ou de trajet',
      'Congé maternité', 'Formation', 'Congé pandémie', 'Absence autorisée payée', 'Absence autorisée non payée', 'Absence injustifiée', 'Absence informative',
    ]);
  });
});
