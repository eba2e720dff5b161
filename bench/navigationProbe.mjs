// The page's own clock for bench/navigation.mjs: installed at the document's start (an init script), it waits in the
// page for a state of the screen and times it from the click (or from now, for `history.back()`), so that no round trip
// to Node and no Playwright script evaluated in the page falls inside the measure.

/**
 * Runs in the page. `kind` is 'bare' (the reference page's document) or 'portal' (the element's shadow root). Defines
 * `__benchNavigation.arm(state, args, atClick)` and `.result()`: the states are `record` (the heading reads the
 * customer's name, the first tab's content is there, nothing loading) and `rows` (the list's rows, with the link to
 * `args.customerId` when given, no record heading, nothing loading). `result()` answers, in ms from the start: `dom`
 * (the first DOM change after which the state holds) and `painted` (the frame showing it drawn: a task posted from
 * the frame's callback runs once its style, layout and paint are done), and the resources fetched meanwhile.
 */
export const navigationProbe = (kind) => {
  const rootOf = () => (kind === 'bare' ? document : document.querySelector('agency-portal')?.shadowRoot);
  // What the portal shows while something loads (ui/Spinner.tsx, a busy table or panel); the bare page's « Chargement… ».
  const BUSY = '.ap-loading, .ap-spinner, [aria-busy="true"]';
  const HEADING = kind === 'bare' ? 'h1' : 'h1.ap-record-head__name';
  const FIRST_TAB = kind === 'bare' ? '.record-home' : '.ap-record-home';
  const rowLink = (customerId) => `tbody tr a[href*="/customers/${customerId === undefined ? '' : `${customerId}/`}"]`;
  const STATES = {
    record: (root, { name }) => Boolean(root.querySelector(HEADING)?.textContent.startsWith(name) && root.querySelector(FIRST_TAB) && !root.querySelector(BUSY)),
    rows: (root, { customerId }) => Boolean(!root.querySelector(HEADING) && root.querySelector(rowLink(customerId)) && !root.querySelector(BUSY)),
  };
  let pending = null;
  globalThis.__benchNavigation = {
    arm(state, args, atClick) {
      const holds = () => {
        const root = rootOf();
        return root != null && STATES[state](root, args);
      };
      pending = new Promise((resolve, reject) => {
        let start = 0;
        let dom = null;
        const observer = new MutationObserver(() => {
          if (dom === null && holds()) dom = performance.now();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`état « ${state} » jamais atteint en 10 s`));
        }, 10_000);
        const frame = () => {
          if (!holds()) return requestAnimationFrame(frame);
          dom ??= performance.now();
          const drawn = new MessageChannel();
          drawn.port1.onmessage = () => {
            const painted = performance.now();
            observer.disconnect();
            clearTimeout(timer);
            const fetched = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= start);
            resolve({
              dom: dom - start,
              painted: painted - start,
              resources: fetched.map((entry) => ({ name: new URL(entry.name).pathname, type: entry.initiatorType, start: entry.startTime - start, end: entry.responseEnd - start })),
            });
          };
          drawn.port2.postMessage(null);
        };
        const begin = () => {
          start = performance.now();
          performance.clearResourceTimings();
          observer.observe(rootOf() ?? document, { subtree: true, childList: true, attributes: true, characterData: true });
          requestAnimationFrame(frame);
        };
        // Capture on the window: before the portal's own handler (React listens on its root, inside the shadow root).
        if (atClick) addEventListener('click', begin, { capture: true, once: true });
        else begin();
      });
    },
    result: () => pending,
  };
};
