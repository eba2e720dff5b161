/** The billing screens' and widgets' styles: toolbars, bulk bar, payment progress, bill facts and totals, change logs. */
export const billingCss = `
.ap-billing-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-3); margin-bottom: var(--ap-space-4); }
.ap-billing-toolbar > * { min-width: 170px; }
.ap-billing-bulk { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ap-space-2); padding: var(--ap-space-2) var(--ap-space-3); margin-bottom: var(--ap-space-3);
  background: var(--ap-color-primary-soft); border-radius: var(--ap-radius, 6px); }
.ap-billing-bulk__count { font-weight: 600; margin-right: auto; }
.ap-progress { display: inline-flex; align-items: center; gap: var(--ap-space-1); min-width: 96px; }
.ap-progress__track { display: block; flex: 1; height: 6px; border-radius: 3px; background: var(--ap-color-border); overflow: hidden; min-width: 50px; }
.ap-progress__bar { display: block; height: 100%; border-radius: 3px; }
.ap-progress__bar--success { background: var(--ap-color-success); }
.ap-progress__bar--info { background: var(--ap-color-info); }
.ap-progress__text { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); min-width: 34px; text-align: right; }
.ap-bill-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ap-space-3); }
.ap-bill-head h1 { margin: 0; }
.ap-bill-actions { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); margin: var(--ap-space-3) 0 var(--ap-space-5); }
.ap-bill-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: var(--ap-space-3) var(--ap-space-5); margin: 0 0 var(--ap-space-5); }
.ap-bill-facts dt { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-bill-facts dd { margin: 2px 0 0; font-weight: 600; }
.ap-sepa-actions { flex-wrap: wrap; max-width: 172px; }
.ap-bill-section { margin-bottom: var(--ap-space-6, 32px); }
.ap-bill-section h2 { font-size: 1.05em; margin: 0 0 var(--ap-space-3); display: flex; align-items: center; gap: var(--ap-space-3); }
.ap-bill-totals { margin: var(--ap-space-3) 0 0 auto; max-width: 340px; display: grid; grid-template-columns: 1fr auto; gap: var(--ap-space-1) var(--ap-space-4); }
.ap-bill-totals dt { color: var(--ap-color-muted); }
.ap-bill-totals dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
.ap-bill-totals .ap-bill-totals__main { color: inherit; font-weight: 700; }
.ap-amount-input { max-width: 140px; }
.ap-negative { color: var(--ap-color-danger); }
.ap-bill-history { margin: 0; padding-left: var(--ap-space-4); display: grid; gap: var(--ap-space-1); }
.ap-bills-list .ap-table td:nth-child(3) { min-width: 170px; }
.ap-bills-list .ap-progress { display: flex; margin-top: 4px; }
`;
