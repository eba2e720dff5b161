export const paginationCss = `
.ap-pagination { display: flex; align-items: center; gap: var(--ap-space-3); margin-top: var(--ap-space-3); flex-wrap: wrap; }
.ap-pagination__summary { margin-right: auto; color: var(--ap-color-muted); font-variant-numeric: tabular-nums; }
.ap-pagination__pages { display: flex; align-items: center; gap: 2px; }
.ap-pagination__button { min-width: 32px; height: 32px; padding: 0 var(--ap-space-2); display: inline-flex; align-items: center; justify-content: center; border: 1px solid transparent; border-radius: var(--ap-radius); background: none; color: var(--ap-color-text); font-variant-numeric: tabular-nums; cursor: pointer; }
.ap-pagination__button:hover:not(:disabled) { background: var(--ap-color-primary-soft); }
.ap-pagination__button:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-pagination__button:disabled { color: var(--ap-color-border-strong); cursor: default; }
.ap-pagination__button[aria-current="page"] { border-color: var(--ap-color-primary); background: var(--ap-color-primary); color: var(--ap-color-primary-contrast); font-weight: 600; }
.ap-pagination__gap { padding: 0 4px; color: var(--ap-color-muted); }
.ap-pagination__size { height: 32px; padding: 0 var(--ap-space-2); border: 1px solid var(--ap-color-border-strong); border-radius: var(--ap-radius); background: var(--ap-color-surface); color: var(--ap-color-text); }
`;
