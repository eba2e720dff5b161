/** The admin network's pure rules: the months of /stats and the push notification's form rules. */
import { describe, expect, it } from 'vitest';
import { PUSH_BODY_MAX, PUSH_RULES, PUSH_TITLE_MAX, STATS_MONTHS, monthsUpTo } from '../../../src/domain/adminNetwork';
import { formErrors } from '../../../src/domain/form/rules';
import { MESSAGES } from '../../../src/domain/messages';
import { maxLengthMessage } from '../../../src/domain/validation';

describe('monthsUpTo', () => {
  it('gives the months ending with the one asked, oldest first, across a new year', () => {
    expect(monthsUpTo('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo('2026-11', STATS_MONTHS)).toHaveLength(12);
    expect(monthsUpTo('2026-11', STATS_MONTHS)[0]).toBe('2025-12');
  });
});

describe('the push form', () => {
  it('requires a title and a text, each within its limit', () => {
    expect(formErrors({ title: ' ', body: '' }, PUSH_RULES)).toEqual({ title: MESSAGES.required, body: MESSAGES.required });
    expect(formErrors({ title: 'x'.repeat(PUSH_TITLE_MAX + 1), body: 'x'.repeat(PUSH_BODY_MAX) }, PUSH_RULES)).toEqual({ title: maxLengthMessage(PUSH_TITLE_MAX) });
    expect(formErrors({ title: 'Rappel', body: 'x'.repeat(PUSH_BODY_MAX + 1) }, PUSH_RULES)).toEqual({ body: maxLengthMessage(PUSH_BODY_MAX) });
    expect(formErrors({ title: 'Rappel', body: 'Texte' }, PUSH_RULES)).toEqual({});
  });
});
