/** The paye tab as a dense back office: heads with their action on the right, the period's table at full width, the bonuses and down payments side by side with one-line forms, the totals in a row. */
export const payeCss = `
.ap-paye-head { display: flex; align-items: center; gap: var(--ap-space-3); flex-wrap: wrap; }
.ap-paye-entries { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(560px, 100%), 1fr)); gap: var(--ap-space-5) var(--ap-space-6); margin-top: var(--ap-space-5); }
.ap-paye-entries h3 { margin: 0 0 var(--ap-space-2); }
.ap-paye-entries ul { list-style: none; margin: 0 0 var(--ap-space-3); padding: 0; border-top: 1px solid var(--ap-color-border); }
.ap-paye-entries li { display: flex; align-items: center; gap: var(--ap-space-3); min-height: 36px; border-bottom: 1px solid var(--ap-color-border); }
.ap-paye-entries li > span:first-child { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.ap-paye-amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
.ap-paye-entries .ap-muted { margin: 0 0 var(--ap-space-3); }
.ap-paye-form { display: flex; align-items: flex-end; gap: var(--ap-space-3); }
.ap-paye-form .ap-field { flex: 1 1 0; min-width: 0; }
.ap-paye-form .ap-paye-form__amount { flex: 0 0 130px; }
.ap-paye-form > .ap-button { flex: none; }
.ap-paye-form:has(.ap-field__error) { align-items: center; }
.ap-paye-totals { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--ap-space-2) var(--ap-space-6); margin: var(--ap-space-5) 0 0; padding-top: var(--ap-space-4); border-top: 1px solid var(--ap-color-border); }
.ap-paye-totals > div { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; }
.ap-paye-totals dt { color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); }
.ap-paye-totals dd { margin: 0; font-weight: 500; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ap-paye-totals__net dd { font-size: var(--ap-font-size-lg); font-weight: 700; }
.ap-paye-table .ap-table th { white-space: normal; vertical-align: bottom; }
.ap-paye-table .ap-table th, .ap-paye-table .ap-table td { padding: var(--ap-space-2); }
.ap-paye-table .ap-table th:first-child, .ap-paye-table .ap-table td:first-child { padding-left: var(--ap-space-3); }
`;
