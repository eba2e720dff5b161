/** Delays of spec 000 §9 that the shell and widgets share (the session's 2 hours live with the API client). */

/** Buttons, searches and window resizing wait this long after the last event. */
export const DEBOUNCE_MS = 300;
export const TICKET_SEARCH_DEBOUNCE_MS = 500;
/** A label's hover text shows after this delay. */
export const LABEL_HOVER_DELAY_MS = 500;
/** The page title is set this long after a route change. */
export const PAGE_TITLE_DELAY_MS = 300;
/** How often the open support drawer is checked (and closed when it should be). */
export const SUPPORT_DRAWER_CHECK_MS = 60_000;
/** The access token's expiry is announced this long before, for a silent renewal. */
export const TOKEN_EXPIRY_NOTICE_MS = 10_000;
/** Holidays of a month are looked up once an hour at most. */
export const HOLIDAYS_CACHE_MS = 60 * 60 * 1000;
/** How often the unread counters refresh while someone is logged in (value "not shown" in the spec: decided here). */
export const UNREAD_COUNTERS_REFRESH_MS = 60_000;
