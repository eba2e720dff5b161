export const passwordFieldCss = `
.ap-checklist { list-style: none; padding: 0; display: grid; gap: 2px; font-size: var(--ap-font-size-sm); }
.ap-checklist li { display: flex; align-items: center; gap: 6px; color: var(--ap-color-muted); }
.ap-checklist li[data-ok="true"] { color: var(--ap-color-success); }
`;
