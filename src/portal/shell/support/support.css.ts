export const supportCss = `
.ap-support-tabs { display: flex; flex-wrap: wrap; gap: 2px; border-bottom: 1px solid var(--ap-color-border); margin-bottom: var(--ap-space-4); }
.ap-support-tab { display: inline-flex; align-items: center; gap: 6px; border: 1px solid transparent; border-bottom: none; border-radius: var(--ap-radius) var(--ap-radius) 0 0;
  margin-bottom: -1px; background: none; font: inherit; padding: var(--ap-space-2) var(--ap-space-3); cursor: pointer; color: var(--ap-color-muted); }
.ap-support-tab[aria-selected="true"] { border-color: var(--ap-color-border); background: var(--ap-color-surface); color: var(--ap-color-text); font-weight: 600; }
.ap-support-tab:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-support-tab__close { display: inline-flex; border-radius: 50%; padding: 2px; color: var(--ap-color-muted); }
.ap-support-tab__close:hover { background: var(--ap-color-background); color: var(--ap-color-text); }
.ap-ticket__close { margin-left: auto; }
.ap-tickets th button { border: none; background: none; font: inherit; color: inherit; text-transform: inherit; letter-spacing: inherit; cursor: pointer; padding: 0; display: inline-flex; gap: 4px; align-items: center; }
.ap-tickets td { vertical-align: top; }
.ap-tickets__title-cell { min-width: 260px; }
.ap-tickets__title { display: flex; align-items: flex-start; gap: 6px; }
.ap-tickets__open { border: none; background: none; font: inherit; color: var(--ap-color-primary); font-weight: 600; text-align: left; cursor: pointer; padding: 0; }
.ap-tickets__open:hover { text-decoration: underline; }
.ap-tickets__expand { height: 24px; width: 24px; padding: 0; }
.ap-tickets__details td { background: var(--ap-color-background); }
.ap-unread { display: inline-flex; align-items: center; justify-content: center; min-width: 20px; height: 20px; padding: 0 6px; border-radius: 10px; background: var(--ap-color-danger); color: #fff; font-size: var(--ap-font-size-sm); font-weight: 700; }
.ap-unread-dot { width: 8px; height: 8px; border-radius: 50%; background: var(--ap-color-danger); flex: none; margin-top: 7px; }
.ap-tag__remove { border: none; background: none; padding: 0 0 0 4px; margin: 0; cursor: pointer; color: inherit; display: inline-flex; align-items: center; }
.ap-tag__remove:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); border-radius: 50%; }
.ap-link-dialog { min-height: 320px; }
.ap-tags { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.ap-files { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.ap-files li { display: flex; align-items: center; gap: var(--ap-space-2); }
.ap-files a { color: var(--ap-color-primary); }
.ap-priority { display: flex; align-items: center; gap: var(--ap-space-3); flex-wrap: wrap; }
.ap-priority input[type=range] { width: 140px; accent-color: var(--ap-color-primary); }
.ap-ticket { display: grid; grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr); gap: var(--ap-space-5); align-items: start; }
.ap-ticket__head { display: flex; align-items: center; gap: var(--ap-space-3); flex-wrap: wrap; margin-bottom: var(--ap-space-3); }
.ap-ticket__head h3 { margin: 0; font-size: var(--ap-font-size-xl); }
.ap-ticket__side { display: flex; flex-direction: column; gap: var(--ap-space-4); }
.ap-ticket__side section { border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); padding: var(--ap-space-3); background: var(--ap-color-surface); display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-ticket__side h4, .ap-ticket__main h4 { margin: 0; font-size: var(--ap-font-size-md); }
.ap-ticket__facts { display: grid; grid-template-columns: auto 1fr; gap: 4px var(--ap-space-3); margin: 0; font-size: var(--ap-font-size-md); }
.ap-ticket__facts dt { color: var(--ap-color-muted); }
.ap-ticket__facts dd { margin: 0; }
.ap-ticket__main { display: flex; flex-direction: column; gap: var(--ap-space-4); min-width: 0; }
.ap-ticket__description { border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); padding: var(--ap-space-3); background: var(--ap-color-surface); white-space: pre-wrap; }
.ap-timeline { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-entry { border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); padding: var(--ap-space-3); background: var(--ap-color-surface); display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-entry--agents { background: var(--ap-color-warning-soft); border-color: var(--ap-color-warning); }
.ap-entry--changelog { background: var(--ap-color-background); border-style: dashed; font-size: var(--ap-font-size-md); }
.ap-entry--unread { border-left: 4px solid var(--ap-color-danger); }
.ap-entry--future { border-style: dashed; border-color: var(--ap-color-info); }
.ap-entry__head { display: flex; align-items: center; gap: var(--ap-space-2); flex-wrap: wrap; font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-entry__head strong { color: var(--ap-color-text); }
.ap-entry__head .ap-row-actions { margin-left: auto; }
.ap-entry__deleted { font-style: italic; color: var(--ap-color-muted); }
.ap-editor { display: flex; flex-direction: column; gap: var(--ap-space-2); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); padding: var(--ap-space-3); background: var(--ap-color-surface); }
.ap-editor__actions { display: flex; gap: var(--ap-space-2); flex-wrap: wrap; align-items: flex-end; }
.ap-editor__actions .ap-spacer { flex: 1; }
.ap-ticket-form { display: flex; flex-direction: column; gap: var(--ap-space-4); max-width: 900px; }
.ap-ticket-form__row { display: grid; grid-template-columns: minmax(180px, 240px) minmax(0, 1fr); gap: var(--ap-space-3); }
.ap-ticket-form textarea { min-height: 140px; }
.ap-links { display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-links h5 { margin: 0; font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); text-transform: uppercase; }
.ap-links ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.ap-links li { display: flex; align-items: center; gap: var(--ap-space-2); }
.ap-models { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-models li { border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); padding: var(--ap-space-2) var(--ap-space-3); display: flex; gap: var(--ap-space-3); align-items: flex-start; }
.ap-models li > div { flex: 1; min-width: 0; }
@media (max-width: 1100px) { .ap-ticket { grid-template-columns: minmax(0, 1fr); } }
`;
