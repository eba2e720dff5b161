import { describe, expect, it } from 'vitest';
import { EVENT_MOMENT_LABELS, eventMoment, eventParty, eventPartyFilter, eventPartyLabel, eventProgress } from '../../../src/domain/planningEvent';

const morning = { day: '2026-11-23', startTime: '08:00', endTime: '12:00' };

describe('progress of a planning event', () => {
  it('is the share of the event gone by while it is under way', () => {
    expect(eventProgress(morning, '2026-11-23T08:00')).toBe(0);
    expect(eventProgress(morning, '2026-11-23T09:00')).toBe(25);
    expect(eventProgress(morning, '2026-11-23T10:59')).toBe(74);
    expect(eventProgress(morning, '2026-11-23T12:00')).toBe(100);
  });

  it('is null before, after, or on another day', () => {
    expect(eventProgress(morning, '2026-11-23T07:59')).toBeNull();
    expect(eventProgress(morning, '2026-11-23T12:01')).toBeNull();
    expect(eventProgress(morning, '2026-11-24T09:00')).toBeNull();
  });

  it('follows a night shift past midnight', () => {
    const night = { day: '2026-11-23', startTime: '22:00', endTime: '06:00' };
    expect(eventProgress(night, '2026-11-24T02:00')).toBe(50);
    expect(eventProgress(night, '2026-11-23T21:00')).toBeNull();
  });
});

describe('where an event stands', () => {
  it('is to come, under way or over, a night shift ending the next day', () => {
    expect(EVENT_MOMENT_LABELS[eventMoment(morning, '2026-11-23T07:59')!]).toBe('À venir');
    expect(eventMoment(morning, '2026-11-23T12:00')).toBe('ONGOING');
    expect(eventMoment(morning, '2026-11-23T12:01')).toBe('DONE');
    expect(eventMoment({ day: '2026-11-23', startTime: '22:00', endTime: '06:00' }, '2026-11-24T05:00')).toBe('ONGOING');
  });
});

describe('eventPartyLabel', () => {
  const event = { user: { id: 7, firstName: 'Inès', lastName: 'Haddad' }, family: { id: 12, name: 'Famille Roy' } };
  it('names the family on a professional’s planning, the professional on a family’s', () => {
    expect(eventPartyLabel(event, 'pro')).toBe('Famille Roy');
    expect(eventPartyLabel(event, 'family')).toBe('Inès Haddad');
  });
  it('names the shared care for an event of one', () => {
    const shared = { ...event, sharedFamily: { id: 3, name: 'Famille Roy / Famille Morel' } };
    expect(eventPartyLabel(shared, 'pro')).toBe('Garde partagée Famille Roy / Famille Morel');
    expect(eventPartyLabel(shared, 'family')).toBe('Inès Haddad · Garde partagée Famille Roy / Famille Morel');
  });
});

describe('eventParty', () => {
  const event = { user: { id: 7, firstName: 'Inès', lastName: 'Haddad' }, family: { id: 12, name: 'Famille Roy' } };
  const shared = { ...event, sharedFamily: { id: 3, name: 'Famille Roy / Famille Morel' } };
  it('labels the family or the professional with their records', () => {
    expect(eventParty(event, 'pro')).toEqual({ ref: { kind: 'family', id: 12, label: 'Famille Roy' }, note: null });
    expect(eventParty(event, 'family')).toEqual({ ref: { kind: 'employee', id: 7, label: 'Inès Haddad' }, note: null });
  });
  it('opens the family a shared care’s event is planned at, never the care’s own id', () => {
    expect(eventParty(shared, 'pro')).toEqual({ ref: { kind: 'family', id: 12, label: 'Garde partagée Famille Roy / Famille Morel' }, note: null });
    expect(eventParty(shared, 'family')).toEqual({ ref: { kind: 'employee', id: 7, label: 'Inès Haddad' }, note: 'Garde partagée Famille Roy / Famille Morel' });
  });
  it('filters by the other party’s own planning', () => {
    expect(eventPartyFilter(shared, 'pro')).toEqual({ by: 'family', choice: { id: 12, label: 'Famille Roy' } });
    expect(eventPartyFilter(event, 'family')).toEqual({ by: 'pro', choice: { id: 7, label: 'Inès Haddad' } });
  });
});
