export const tableCss = `
.ap-table-wrap { overflow-x: auto; border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); }
.ap-table { width: 100%; border-collapse: collapse; font-size: var(--ap-font-size-md); }
.ap-table th { text-align: left; font-weight: 600; font-size: var(--ap-font-size-sm); text-transform: uppercase; letter-spacing: 0.03em; color: var(--ap-color-muted); background: var(--ap-color-background); padding: var(--ap-space-2) var(--ap-space-3); border-bottom: 1px solid var(--ap-color-border); white-space: nowrap; }
.ap-table td { padding: var(--ap-space-2) var(--ap-space-3); border-bottom: 1px solid var(--ap-color-border); vertical-align: middle; }
.ap-table tbody tr:last-child td { border-bottom: none; }
.ap-table tbody tr:hover td { background: var(--ap-color-primary-soft); }
.ap-table .ap-table__num { text-align: right; font-variant-numeric: tabular-nums; }

.ap-table__nowrap { white-space: nowrap; }
.ap-table__wide { min-width: 180px; }
/* max-width 0 lets the cell shrink to what is left, its content cut rather than widening the table. */
.ap-table__fill { width: 100%; max-width: 0; min-width: 120px; }
.ap-table__fill > * { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ap-cell-clip { display: inline-block; max-width: 240px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; }
.ap-table-wrap--busy tbody { opacity: 0.55; transition: opacity 120ms ease-in 150ms; }
.ap-table__sort { display: inline-flex; align-items: center; gap: 4px; padding: 0; border: none; background: none; font: inherit; color: inherit; text-transform: inherit; letter-spacing: inherit; cursor: pointer; }
.ap-table__sort svg { opacity: 0.45; }
.ap-table__sort--active { color: var(--ap-color-text); }
.ap-table__sort--active svg { opacity: 1; }
.ap-table__sort:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); border-radius: 3px; }
`;
