export const timeInputCss = `
.ap-time__row { display: flex; align-items: center; gap: var(--ap-space-1); }
.ap-time__box { display: inline-flex; align-items: center; gap: var(--ap-space-2); height: var(--ap-control-height); padding: 0 var(--ap-space-3); border: 1px solid var(--ap-color-border-strong); border-radius: var(--ap-radius); background: var(--ap-color-surface); color: var(--ap-color-muted); }
.ap-time__box:focus-within { border-color: var(--ap-color-primary); box-shadow: var(--ap-focus-ring); }
.ap-time__input { width: 56px; border: none; outline: none; background: none; color: var(--ap-color-text); font-size: var(--ap-font-size-md); font-variant-numeric: tabular-nums; }
.ap-time__suggestions { display: flex; flex-wrap: wrap; gap: var(--ap-space-1); list-style: none; margin: 0; padding: 0; }
.ap-time__suggestion { padding: 2px var(--ap-space-2); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); font-variant-numeric: tabular-nums; cursor: pointer; }
.ap-time__suggestion:hover, .ap-time__suggestion[aria-selected="true"] { border-color: var(--ap-color-primary); background: var(--ap-color-primary-soft); color: var(--ap-color-primary); }
`;
