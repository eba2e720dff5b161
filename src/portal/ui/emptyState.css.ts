export const emptyStateCss = `
.ap-empty { display: flex; flex-direction: column; align-items: center; gap: var(--ap-space-2); padding: var(--ap-space-6) var(--ap-space-4); color: var(--ap-color-muted); text-align: center; }
.ap-empty svg { color: var(--ap-color-border-strong); }
`;
