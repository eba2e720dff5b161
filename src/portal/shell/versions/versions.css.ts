/** The versions history and the user guides share the scope toggle and these list styles. */
export const versionsCss = `
.ap-segmented { display: inline-flex; border: 1px solid var(--ap-color-border-strong); border-radius: var(--ap-radius); overflow: hidden; }
.ap-segmented button { padding: 6px var(--ap-space-4); border: none; background: var(--ap-color-surface); color: var(--ap-color-text); font-weight: 600; cursor: pointer; }
.ap-segmented button + button { border-left: 1px solid var(--ap-color-border-strong); }
.ap-segmented button[aria-selected="true"] { background: var(--ap-color-primary); color: var(--ap-color-primary-contrast); }
.ap-segmented button:focus-visible { outline: none; box-shadow: inset var(--ap-focus-ring); }
.ap-versions__bar { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-3); margin-bottom: var(--ap-space-4); }
.ap-versions { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-versions__item { padding: var(--ap-space-3) var(--ap-space-4); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-versions__head { display: flex; align-items: center; gap: var(--ap-space-3); }
.ap-versions__head h3 { margin: 0; }
.ap-versions__head .ap-row-actions { margin-left: auto; }
.ap-versions__items { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.ap-versions__items li { display: flex; align-items: center; gap: var(--ap-space-2); }
.ap-versions__items li .ap-row-actions { margin-left: auto; }
.ap-inline-form { display: flex; flex-direction: column; gap: var(--ap-space-3); padding: var(--ap-space-3); margin-bottom: var(--ap-space-3); border: 1px dashed var(--ap-color-border-strong); border-radius: var(--ap-radius); background: var(--ap-color-background); flex: 1; }
.ap-inline-form__actions { display: flex; justify-content: flex-end; gap: var(--ap-space-2); }
`;
