export const publicPagesCss = `
.ap-public-file { display: flex; align-items: center; gap: var(--ap-space-3); padding: var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: 8px; overflow-wrap: anywhere; }
.ap-public-file > svg { flex: none; color: var(--ap-color-primary); }
.ap-public-file input[type='file'] { width: 100%; font: inherit; }
.ap-public-list { margin: 0; padding-left: var(--ap-space-5); color: var(--ap-color-muted); }
`;
