export const guidesCss = `
.ap-guides__search { width: 280px; }
.ap-guides { display: flex; flex-direction: column; border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); margin-bottom: var(--ap-space-3); }
.ap-guide + .ap-guide { border-top: 1px solid var(--ap-color-border); }
.ap-guide h3 { margin: 0; font-size: inherit; }
.ap-guide__toggle { display: grid; grid-template-columns: 1fr auto; gap: 2px var(--ap-space-3); width: 100%; padding: var(--ap-space-3) var(--ap-space-4); border: none; background: none; text-align: left; cursor: pointer; color: var(--ap-color-text); font-weight: 400; }
.ap-guide__toggle:hover { background: var(--ap-color-background); }
.ap-guide__toggle:focus-visible { outline: none; box-shadow: inset var(--ap-focus-ring); }
.ap-guide__toggle[aria-expanded="true"] { background: var(--ap-color-primary-soft); }
.ap-guide__title { font-weight: 650; font-size: var(--ap-font-size-lg); }
.ap-guide__date { grid-row: 1; grid-column: 2; font-size: var(--ap-font-size-sm); }
.ap-guide__body { padding: var(--ap-space-3) var(--ap-space-5) var(--ap-space-5); }
.ap-rich-text { line-height: 1.6; }
.ap-rich-text :where(h1, h2, h3, h4) { margin: var(--ap-space-4) 0 var(--ap-space-2); }
.ap-rich-text :where(p, ul, ol) { margin: 0 0 var(--ap-space-3); }
.ap-rich-text img { max-width: 100%; height: auto; border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); }
`;
