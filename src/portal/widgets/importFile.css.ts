/** The import widget: the drop zone, the file's line, the actions and the help below the tables. */
export const importFileCss = `
.ap-import { display: flex; flex-direction: column; gap: var(--ap-space-3); max-width: 1100px; margin-top: var(--ap-space-4); }
.ap-import__drop { display: flex; flex-direction: column; align-items: center; gap: var(--ap-space-2); padding: var(--ap-space-5) var(--ap-space-4); border: 2px dashed var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); color: var(--ap-color-text); text-align: center; cursor: pointer; }
.ap-import__drop:hover, .ap-import__drop--over, .ap-import__drop:focus-within { border-color: var(--ap-color-primary); background: var(--ap-color-background); }
.ap-import__drop svg { color: var(--ap-color-primary); }
.ap-import__choose { color: var(--ap-color-primary); text-decoration: underline; }
.ap-import__hint { color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); margin: 0; }
.ap-import__file { margin: 0; }
.ap-import__intro { margin: 0 0 var(--ap-space-3); max-width: 1100px; }
.ap-import__actions { display: flex; gap: var(--ap-space-3); align-items: center; flex-wrap: wrap; }
.ap-import__help summary { cursor: pointer; font-weight: 600; margin-bottom: var(--ap-space-2); }
.ap-import__batch { color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); }
.ap-import__batch p { margin: 0; }
`;
