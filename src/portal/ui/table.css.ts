export const tableCss = `
.ap-table-wrap { overflow-x: auto; border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); }
.ap-table { width: 100%; border-collapse: collapse; font-size: var(--ap-font-size-md); }
.ap-table th { text-align: left; font-weight: 600; font-size: var(--ap-font-size-sm); text-transform: uppercase; letter-spacing: 0.03em; color: var(--ap-color-muted); background: var(--ap-color-background); padding: var(--ap-space-2) var(--ap-space-3); border-bottom: 1px solid var(--ap-color-border); white-space: nowrap; }
.ap-table td { padding: var(--ap-space-2) var(--ap-space-3); border-bottom: 1px solid var(--ap-color-border); vertical-align: middle; }
.ap-table tbody tr:last-child td { border-bottom: none; }
.ap-table tbody tr:hover td { background: var(--ap-color-primary-soft); }
.ap-table .ap-table__num { text-align: right; font-variant-numeric: tabular-nums; }

.ap-table__nowrap { white-space: nowrap; }
`;
