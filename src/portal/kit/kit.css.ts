/** The people screens' kit: list toolbar and filters, record header and tabs, form grid. */
export const kitCss = `
.ap-list-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ap-space-2); margin-bottom: var(--ap-space-3); }
.ap-list-toolbar__search { flex: 1 1 300px; max-width: 560px; min-width: 220px; }
.ap-list-toolbar__search .ap-field { margin: 0; }
.ap-list-toolbar__filters { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); align-items: center; }
.ap-list-toolbar__end { display: flex; gap: var(--ap-space-1); margin-left: auto; align-items: center; }
.ap-filter { position: relative; display: inline-flex; }
.ap-filter__button { display: inline-flex; align-items: center; gap: 6px; height: var(--ap-control-height); padding: 0 var(--ap-space-3); border: 1px dashed var(--ap-color-border-strong); border-radius: 999px; background: var(--ap-color-surface); color: var(--ap-color-text); font: inherit; font-size: var(--ap-font-size-md); cursor: pointer; white-space: nowrap; max-width: 280px; }
.ap-filter__button span { overflow: hidden; text-overflow: ellipsis; }
.ap-filter__button--set { border-style: solid; border-color: var(--ap-color-primary); background: var(--ap-color-primary-soft); color: var(--ap-color-primary); font-weight: 600; }
.ap-filter__button:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-filter__panel { position: absolute; top: calc(100% + 4px); left: 0; z-index: 20; min-width: 240px; max-height: 360px; overflow: auto; margin: 0; padding: var(--ap-space-3); background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16); }
.ap-filter__panel--end { left: auto; right: 0; }
.ap-filter__values { display: flex; flex-direction: column; gap: var(--ap-space-1); border: none; }
.ap-filter__value { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-3); }
.ap-filter__count { color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); font-variant-numeric: tabular-nums; }
.ap-filter__range { display: grid; grid-template-columns: 1fr 1fr; gap: var(--ap-space-2); min-width: 320px; }
.ap-filter__range .ap-button { grid-column: 1 / -1; justify-self: start; }
.ap-filter__stats { grid-column: 1 / -1; margin: 0; font-size: var(--ap-font-size-sm); }
.ap-list-foot { display: flex; justify-content: space-between; align-items: center; gap: var(--ap-space-3); margin-top: var(--ap-space-3); }
/* A list's e-mail takes the width the other columns leave (listCells): cut to it, not to 240 px. */
.ap-table__fill .ap-cell-clip { display: block; max-width: 100%; }
.ap-cell-sub { display: block; color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); }
.ap-overdue { color: var(--ap-color-danger); font-weight: 600; }

.ap-record-head { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: var(--ap-space-3); margin-bottom: var(--ap-space-3); }
.ap-record-head__title { display: flex; flex-direction: column; gap: var(--ap-space-1); }
.ap-record-head__name { display: flex; align-items: center; gap: var(--ap-space-2); flex-wrap: wrap; margin: 0; }
.ap-record-head__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ap-space-2); }
/* Tabs wrap rather than scroll: every tab of a long record (customer, family) stays visible at 1280 px. */
.ap-tabs { display: flex; flex-wrap: wrap; column-gap: 2px; border-bottom: 1px solid var(--ap-color-border); margin-bottom: var(--ap-space-4); }
.ap-record-stack, .ap-record-home { display: flex; flex-direction: column; gap: var(--ap-space-4); }
/* Doubled class: outranks .ap-grid's narrower columns whatever order the sheets load in. */
.ap-grid.ap-record-home__lists { grid-template-columns: repeat(auto-fit, minmax(min(520px, 100%), 1fr)); }
.ap-tabs a { padding: var(--ap-space-2) 8px; border-bottom: 2px solid transparent; color: var(--ap-color-muted); white-space: nowrap; font-weight: 500; }
.ap-tabs a:hover { color: var(--ap-color-text); text-decoration: none; }
.ap-tabs a[aria-current="page"] { color: var(--ap-color-primary); border-bottom-color: var(--ap-color-primary); }
.ap-tabs a:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-form-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: var(--ap-space-3); }
.ap-form-grid > .ap-field--wide { grid-column: 1 / -1; }
/* A short dialog of search fields: room for an open list of choices under them (the dialog's body would clip it). */
.ap-form-grid--read-only { border: 0; margin: 0; padding: 0; min-width: 0; }
.ap-form-grid--room { min-height: 340px; align-content: start; }
.ap-form-intro { margin: 0 0 var(--ap-space-3); }
.ap-alert + .ap-form-intro { margin-top: var(--ap-space-3); }
.ap-form-grid > .ap-field--wide .ap-field__input { width: 100%; }
.ap-record-stack .ap-panel__title, .ap-record-home .ap-panel__title { margin: 0 0 var(--ap-space-3); }
.ap-record-stack .ap-page-head, .ap-record-home .ap-page-head { margin-bottom: var(--ap-space-3); }
.ap-record-stack .ap-page-head .ap-panel__title, .ap-record-home .ap-page-head .ap-panel__title { margin: 0; }
.ap-form-section { border: none; padding: 0; margin: 0 0 var(--ap-space-4); }
.ap-form-section > legend { font-weight: 600; margin-bottom: var(--ap-space-2); padding: 0; }
.ap-code { margin: var(--ap-space-3) 0; padding: var(--ap-space-3); background: var(--ap-color-background); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); font-size: var(--ap-font-size-sm); white-space: pre-wrap; }
.ap-form-actions { display: flex; gap: var(--ap-space-2); justify-content: flex-end; margin-top: var(--ap-space-4); }
`;
