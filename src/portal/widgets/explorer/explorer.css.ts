/** The resource explorer (spec 001 §2). */
export const explorerCss = `
.ap-explorer { display: flex; flex-direction: column; gap: var(--ap-space-3); min-height: 500px; }
/* One label column for the main view's two lists (the customer's and its family's). */
.ap-explorer .ap-facts { grid-template-columns: 200px 1fr; margin: 0; }
.ap-explorer__head { display: flex; align-items: center; gap: var(--ap-space-3); }
.ap-explorer__title { margin: 0; font-size: var(--ap-font-size-lg); }
.ap-explorer__views { display: flex; flex-wrap: wrap; gap: 2px; border-bottom: 1px solid var(--ap-color-border); }
.ap-explorer__view {
  padding: var(--ap-space-2) var(--ap-space-3); border: none; border-bottom: 2px solid transparent; margin-bottom: -1px;
  background: none; color: var(--ap-color-muted); font: inherit; cursor: pointer;
}
.ap-explorer__view:hover { color: var(--ap-color-text); }
.ap-explorer__view[aria-pressed="true"] { color: var(--ap-color-primary); border-bottom-color: var(--ap-color-primary); font-weight: 600; }
.ap-explorer__view:focus-visible { outline: 2px solid var(--ap-color-primary); outline-offset: -2px; }
.ap-explorer__search { max-width: 420px; }
.ap-explorer__section { margin: var(--ap-space-3) 0 0; font-size: var(--ap-font-size-md); }
.ap-explorer__footer { margin: 0; color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); }
.ap-explorer__balance { margin: 0; font-size: var(--ap-font-size-lg); font-weight: 600; }
.ap-explorer__notes { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: var(--ap-space-3); list-style: none; margin: 0; padding: 0; }
`;
