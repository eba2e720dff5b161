export const replacementCss = `
.ap-replacement { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-replacement__bar { display: flex; justify-content: flex-end; margin-top: var(--ap-space-3); }
.ap-replacement__intro { margin: 0 0 var(--ap-space-3); }
.ap-replacement__all { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-2); }
.ap-replacement__all > .ap-field { flex: 1 1 320px; }
.ap-replacement__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-replacement__event { display: flex; flex-direction: column; gap: var(--ap-space-2); padding: var(--ap-space-2) var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); }
.ap-replacement__what { display: flex; flex-wrap: wrap; gap: var(--ap-space-1) var(--ap-space-3); align-items: baseline; }
.ap-replacement__when { font-weight: 600; }
.ap-replacement__why { color: var(--ap-color-muted); font-size: 0.875em; }
.ap-replacement__choice { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); align-items: flex-start; }
.ap-replacement__choice > .ap-field:first-child { flex: 0 0 150px; }
.ap-replacement__choice > .ap-field { flex: 1 1 200px; min-width: 0; }
`;
