/** A discussion as a conversation (issue 34 §1): pages merged oldest first, days and their labels, what opening marks read, the address. */
import { describe, expect, it } from 'vitest';
import {
  correspondentLabel, dayLabel, discussionOfQuery, discussionQuery, idsToMarkRead, mergeThreadPages, threadDays,
} from '../../../src/domain/messageThread';
import { TEST_NOW_MS } from '../../support/clock';

const AGENCY = { kind: 'AGENCY', id: 1, label: 'Agence' } as const;
const BERNARD = { kind: 'FAMILY', id: 5, label: 'Famille Bernard' } as const;
// Noon in Paris: the same day in the browser's zone of any test run in Europe.
const at = (day: string, id: number, extra: { unread?: boolean; fromAgency?: boolean } = {}) => ({ id, sendDate: `${day}T11:00:00.000Z`, unread: false, fromAgency: false, ...extra });

describe('dayLabel', () => {
  it('says « Aujourd’hui », « Hier », then the long date', () => {
    expect(dayLabel('2026-03-16', TEST_NOW_MS)).toBe("Aujourd'hui");
    expect(dayLabel('2026-03-15', TEST_NOW_MS)).toBe('Hier');
    expect(dayLabel('2026-03-09', TEST_NOW_MS)).toBe('lundi 9 mars 2026');
  });
});

describe('mergeThreadPages and threadDays', () => {
  it('puts the pages oldest first, a message met twice once, and cuts them into days', () => {
    const newest = { content: [at('2026-03-16', 4), at('2026-03-15', 3)] };
    // The list moved under the pages: message 3 is in both.
    const older = { content: [at('2026-03-15', 3), at('2026-03-09', 2), { ...at('2026-03-09', 1), sendDate: '2026-03-09T08:00:00.000Z' }] };
    const messages = mergeThreadPages([newest, older]);
    expect(messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(threadDays(messages, TEST_NOW_MS).map((day) => [day.label, day.messages.map((m) => m.id)])).toEqual([
      ['lundi 9 mars 2026', [1, 2]],
      ['Hier', [3]],
      ["Aujourd'hui", [4]],
    ]);
  });
});

describe('idsToMarkRead', () => {
  it('keeps what was written to the agency and is unread, not already asked', () => {
    const messages = [at('2026-03-16', 1, { unread: true }), at('2026-03-16', 2, { unread: true, fromAgency: true }), at('2026-03-16', 3), at('2026-03-16', 4, { unread: true })];
    expect(idsToMarkRead(messages)).toEqual([1, 4]);
    expect(idsToMarkRead(messages, new Set([1]))).toEqual([4]);
    // A direct family ↔ professional message is its recipient's to read.
    expect(idsToMarkRead([{ id: 5, sendDate: '2026-03-16T11:00:00.000Z', unread: true }])).toEqual([]);
  });
});

describe('the open discussion in the address', () => {
  it('reads and writes family=… or pro=…, nothing for anything else', () => {
    expect(discussionOfQuery('family=5')).toEqual({ kind: 'FAMILY', id: 5 });
    expect(discussionOfQuery('page=2&pro=11')).toEqual({ kind: 'PRO', id: 11 });
    expect(discussionOfQuery('family=abc')).toBeNull();
    expect(discussionOfQuery('')).toBeNull();
    expect(discussionQuery({ kind: 'PRO', id: 11 })).toBe('pro=11');
    expect(discussionQuery(null)).toBe('');
  });

  it("finds the correspondent's name in the messages", () => {
    expect(correspondentLabel([{ from: BERNARD, to: AGENCY }], { kind: 'FAMILY', id: 5 })).toBe('Famille Bernard');
    expect(correspondentLabel([{ from: AGENCY, to: BERNARD }], { kind: 'PRO', id: 5 })).toBeNull();
  });
});
