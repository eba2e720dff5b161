import { describe, expect, it } from 'vitest';
import * as timings from '../../../src/domain/timings';

describe('delays of spec 000 §9', () => {
  it('are the spec values', () => {
    expect({ ...timings }).toEqual({
      DEBOUNCE_MS: 300,
      TICKET_SEARCH_DEBOUNCE_MS: 500,
      LABEL_HOVER_DELAY_MS: 500,
      PAGE_TITLE_DELAY_MS: 300,
      SUPPORT_DRAWER_CHECK_MS: 60_000,
      TOKEN_EXPIRY_NOTICE_MS: 10_000,
      HOLIDAYS_CACHE_MS: 3_600_000,
      UNREAD_COUNTERS_REFRESH_MS: 60_000,
    });
  });
});
