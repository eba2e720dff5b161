import { describe, expect, it } from 'vitest';
import {
  canEditEntry, isFileTooLarge, latestLiveEntry, publicationDateError, supportTextError, SUPPORT_MESSAGES, type EntryFacts,
} from '../../../../src/domain/support/rules';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const entry = (id: number, publishedAt: string, extra: Partial<EntryFacts> = {}): EntryFacts => ({
  id, createdBy: 30, deletedAt: null, publishedAt, contentType: 'COMMENT', ...extra,
});
const agent = { id: 30, type: 'AGENT' as const };

describe('publication date of a delayed entry', () => {
  it('may not be before now', () => {
    expect(publicationDateError('2026-11-23T09:00:00.000Z', NOW)).toBe('La date de publication ne peut pas être placée avant la date courante.');
    expect(publicationDateError('2026-11-23T11:00:00.000Z', NOW)).toBeNull();
    expect(publicationDateError(null, NOW)).toBeNull();
    expect(publicationDateError('pas une date', NOW)).toBe(SUPPORT_MESSAGES.publicationInPast);
  });
});

describe('texts and files', () => {
  it('requires a text under 5000 characters', () => {
    expect(supportTextError('  ')).toBe('Champ obligatoire');
    expect(supportTextError('', SUPPORT_MESSAGES.entryRequired)).toBe('Un message doit être fourni.');
    expect(supportTextError('x'.repeat(4999))).toBeNull();
    expect(supportTextError('x'.repeat(5000))).toBe('Votre message ne peut pas dépasser les 5000 caractères.');
  });

  it('refuses a file over 3 MB', () => {
    expect(isFileTooLarge(3 * 1024 * 1024)).toBe(false);
    expect(isFileTooLarge(3 * 1024 * 1024 + 1)).toBe(true);
  });
});

describe('which entry may be edited', () => {
  const timeline = [
    entry(1, '2026-11-20T10:00:00.000Z'),
    entry(2, '2026-11-21T10:00:00.000Z'),
    entry(3, '2026-11-22T10:00:00.000Z', { deletedAt: '2026-11-22T11:00:00.000Z' }),
    entry(4, '2026-11-24T10:00:00.000Z'),
  ];

  it('is the latest entry that is published and not deleted, or one published in the future', () => {
    expect(latestLiveEntry(timeline, NOW)?.id).toBe(2);
    expect(timeline.map((e) => canEditEntry(e, timeline, agent, NOW))).toEqual([false, true, false, true]);
  });

  it('only by its author, an agent, and never a changelog entry', () => {
    expect(canEditEntry(timeline[1]!, timeline, { id: 31, type: 'AGENT' }, NOW)).toBe(false);
    expect(canEditEntry(timeline[1]!, timeline, { id: 30, type: 'USER' }, NOW)).toBe(false);
    const changelog = [entry(5, '2026-11-23T09:00:00.000Z', { contentType: 'CHANGELOG' })];
    expect(canEditEntry(changelog[0]!, changelog, agent, NOW)).toBe(false);
  });
});
