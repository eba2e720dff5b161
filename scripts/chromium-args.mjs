/**
 * The flags of Debian's Chromium for the browser tests and the benchmarks (docs/toolchain.md: no sandbox, no GPU, nothing
 * fetched from Google). Chromium 156 also loads its address bar's suggestion popup, two WebUI pages
 * (chrome://omnibox-popup.top-chrome) each in a renderer of its own, in every new window, so in every new context,
 * while the page under test loads: on this two-core machine they took CPU from the page at random, and the
 * benchmarks' figures swung with it. Playwright adds its own `--disable-features` list; Chromium merges both.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
