import { describe, expect, it } from 'vitest';
import { COMMENT_REQUIRED, cancellationCommentError, cancellationLabel, isSimilarEvent } from '../../../src/domain/planning/cancellations';

describe('cancellation comment', () => {
  it.each([
    ['OTHER', undefined, COMMENT_REQUIRED],
    ['OTHER', '   ', COMMENT_REQUIRED],
    ['OTHER', 'Rendez-vous chez le pédiatre', null],
    ['SICKNESS', null, null],
    ['SICKNESS', 'x'.repeat(501), '500 caractères au plus'],
    ['VACATION', 'x'.repeat(500), null],
  ] as const)('%s with %j → %s', (reason, comment, expected) => {
    expect(cancellationCommentError(reason, comment)).toBe(expected);
  });
});

describe('cancellation label', () => {
  it('names who cancelled and why; « Autre » shows its comment', () => {
    expect(cancellationLabel({ type: 'FAMILY', reason: 'SICKNESS' })).toBe('Annulée par la famille · Maladie');
    expect(cancellationLabel({ type: 'PRO', reason: 'STRIKE', comment: 'ignoré' })).toBe('Annulée par l’intervenant(e) · Grève');
    expect(cancellationLabel({ type: 'AGENCY', reason: 'OTHER', comment: 'Déménagement' })).toBe('Annulée par l’agence · Déménagement');
  });
});

describe('similar events', () => {
  const event = { day: '2026-11-23', startTime: '16:30', endTime: '19:00', proId: 1, familyId: 2 };
  it.each([
    ['the same slot a week later', { day: '2026-11-30' }, true],
    ['the same slot three weeks before', { day: '2026-11-02' }, true],
    ['itself', {}, false],
    ['another week day', { day: '2026-11-24' }, false],
    ['another start', { day: '2026-11-30', startTime: '16:45' }, false],
    ['another end', { day: '2026-11-30', endTime: '19:30' }, false],
    ['another professional', { day: '2026-11-30', proId: 3 }, false],
    ['another family', { day: '2026-11-30', familyId: 3 }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(isSimilarEvent(event, { ...event, ...change })).toBe(expected);
  });
});
