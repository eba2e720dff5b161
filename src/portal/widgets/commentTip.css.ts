export const commentTipCss = `
.ap-tip { position: relative; display: inline-flex; }
.ap-tip__button { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; padding: 0; border: none; border-radius: var(--ap-radius); background: none; color: var(--ap-color-primary); cursor: help; }
.ap-tip__button:hover { background: var(--ap-color-primary-soft); }
.ap-tip__button:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-tip__bubble { position: absolute; z-index: 30; right: 0; bottom: calc(100% + 4px); width: max-content; max-width: 320px; padding: var(--ap-space-2) var(--ap-space-3); border-radius: var(--ap-radius); background: var(--ap-color-text); color: var(--ap-color-surface); font-size: var(--ap-font-size-sm); line-height: 1.4; white-space: pre-wrap; text-align: left; visibility: hidden; opacity: 0; transition: opacity 120ms; pointer-events: none; }
.ap-tip__button:hover + .ap-tip__bubble, .ap-tip__button:focus-visible + .ap-tip__bubble { visibility: visible; opacity: 1; }
`;
