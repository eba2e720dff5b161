/**
 * Design tokens as CSS custom properties, declared on :host so that the host page can
 * theme the portal (`agency-portal { --ap-color-primary: … }`), and the root wrapper
 * that shields the portal from the host page's CSS: `all: initial` drops every
 * inherited property (fonts, colours, line height…) and sizes are in px only, never rem,
 * which would follow the host's html font size.
 */
export const tokensCss = `
:host {
  --ap-color-primary: #1f5c99;
  --ap-color-primary-hover: #184a7b;
  --ap-color-primary-soft: #e8f0f9;
  --ap-color-primary-contrast: #ffffff;
  --ap-color-text: #1d2733;
  --ap-color-muted: #5b6878;
  --ap-color-background: #f3f5f8;
  --ap-color-surface: #ffffff;
  --ap-color-border: #d4dae2;
  --ap-color-border-strong: #a9b3c0;
  --ap-color-danger: #b3261e;
  --ap-color-danger-soft: #fbeceb;
  --ap-color-success: #1b7a47;
  --ap-color-success-soft: #e7f4ec;
  --ap-color-warning: #975a06;
  --ap-color-warning-soft: #fdf3e1;
  --ap-color-info: #1f5c99;
  --ap-color-info-soft: #e8f0f9;
  --ap-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif;
  --ap-font-size: 14px;
  --ap-font-size-sm: 12px;
  --ap-font-size-md: 14px;
  --ap-font-size-lg: 16px;
  --ap-font-size-xl: 20px;
  --ap-font-size-xxl: 26px;
  --ap-line-height: 1.45;
  --ap-space-1: 4px;
  --ap-space-2: 8px;
  --ap-space-3: 12px;
  --ap-space-4: 16px;
  --ap-space-5: 24px;
  --ap-space-6: 32px;
  --ap-space-7: 48px;
  --ap-radius: 6px;
  --ap-control-height: 36px;
  --ap-shadow: 0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08);
  --ap-focus-ring: 0 0 0 3px rgba(31, 92, 153, 0.35);
  display: block;
}
.ap-root {
  all: initial;
  display: flex;
  flex-direction: column;
  /* Fills a host page's min-height on the element (agency-portal { min-height: 640px }), whatever its display. */
  min-height: inherit;
  position: relative;
  box-sizing: border-box;
  font-family: var(--ap-font-family);
  font-size: var(--ap-font-size);
  font-weight: 400;
  line-height: var(--ap-line-height);
  color: var(--ap-color-text);
  background: var(--ap-color-background);
  text-align: left;
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;
}
.ap-root *, .ap-root *::before, .ap-root *::after { box-sizing: border-box; }
/* Base rules wrapped in :where() weigh nothing, so any component class overrides them. */
:where(.ap-root) :where(h1, h2, h3, p, ul, dl) { margin: 0; }
:where(.ap-root) :where(h1) { font-size: var(--ap-font-size-xxl); line-height: 1.25; font-weight: 650; }
:where(.ap-root) :where(h2) { font-size: var(--ap-font-size-xl); line-height: 1.3; font-weight: 650; }
:where(.ap-root) :where(h3) { font-size: var(--ap-font-size-lg); line-height: 1.35; font-weight: 600; }
:where(.ap-root) :where(a) { color: var(--ap-color-primary); text-decoration: none; border-radius: 2px; }
:where(.ap-root) :where(a:hover) { text-decoration: underline; }
:where(.ap-root) :where(:focus-visible) { outline: 2px solid var(--ap-color-primary); outline-offset: 2px; }
:where(.ap-root) :where(input, button, select, textarea) { font: inherit; color: inherit; margin: 0; }
/* Chromium's own sheet (156) says thead, tfoot { break-inside: if(media(overflow-block: paged): avoid;) } and builds a new
   media query each time a table's header is styled, kept for the page's life (+1 per list opened, bench/soak.mjs):
   an author rule meaning the same (no break inside a header, only felt when printing) replaces it. */
:where(.ap-root) :where(thead, tfoot) { break-inside: avoid; }
.ap-muted { color: var(--ap-color-muted); }
.ap-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ap-config-error { margin: var(--ap-space-5); padding: var(--ap-space-4); border: 1px solid var(--ap-color-danger); border-radius: var(--ap-radius); background: var(--ap-color-danger-soft); color: var(--ap-color-danger); }
`;
