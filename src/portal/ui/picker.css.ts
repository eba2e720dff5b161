/** The date and month fields (DateField, MonthField) and their calendar popover. */
export const pickerCss = `
.ap-picker__anchor { position: relative; }
.ap-picker__box {
  display: flex; align-items: stretch; height: var(--ap-control-height);
  border: 1px solid var(--ap-color-border-strong); border-radius: var(--ap-radius);
  background: var(--ap-color-surface); transition: border-color 120ms, box-shadow 120ms;
}
.ap-picker__box:hover { border-color: var(--ap-color-muted); }
.ap-picker__box:focus-within { border-color: var(--ap-color-primary); box-shadow: var(--ap-focus-ring); }
.ap-picker__box--invalid, .ap-picker__box--invalid:hover { border-color: var(--ap-color-danger); }
.ap-picker__box--invalid:focus-within { box-shadow: 0 0 0 3px rgba(179, 38, 30, 0.25); }
.ap-picker__box--disabled { background: var(--ap-color-background); }
.ap-picker__input {
  flex: 1; min-width: 0; width: 112px; padding: 0 var(--ap-space-3); border: none; outline: none;
  background: none; color: var(--ap-color-text); font: inherit; font-size: var(--ap-font-size-md);
  font-variant-numeric: tabular-nums;
}
.ap-picker__input::placeholder { color: var(--ap-color-muted); opacity: 0.8; }
.ap-picker__input:disabled { color: var(--ap-color-muted); }
.ap-picker__toggle, .ap-picker__nav {
  display: inline-flex; align-items: center; justify-content: center; padding: 0; border: none;
  background: none; color: var(--ap-color-muted); cursor: pointer;
}
.ap-picker__toggle { width: 34px; border-left: 1px solid var(--ap-color-border); border-radius: 0 var(--ap-radius) var(--ap-radius) 0; }
.ap-picker__toggle:hover:not(:disabled), .ap-picker__nav:hover:not(:disabled) { color: var(--ap-color-primary); background: var(--ap-color-primary-soft); }
.ap-picker__toggle:focus-visible, .ap-picker__nav:focus-visible { outline: 2px solid var(--ap-color-primary); outline-offset: -2px; }
.ap-picker__toggle:disabled, .ap-picker__nav:disabled { cursor: default; opacity: 0.4; }
.ap-picker__popover {
  position: absolute; z-index: 40; top: calc(100% + 4px); left: 0; width: 288px; padding: var(--ap-space-3);
  border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface);
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16); color: var(--ap-color-text); font-size: var(--ap-font-size-md);
}
/* In the top layer (Popover API): placed by the field, over any modal or drawer. */
.ap-picker__popover:popover-open { position: fixed; inset: auto; margin: 0; overflow: visible; }
.ap-picker__head { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-2); margin-bottom: var(--ap-space-2); }
.ap-picker__nav { width: 32px; height: 32px; border-radius: var(--ap-radius); }
.ap-picker__title { font-weight: 600; }
.ap-picker__year { display: flex; align-items: center; justify-content: center; gap: var(--ap-space-2); margin-bottom: var(--ap-space-2); font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-picker__year select { min-height: 28px; padding: 0 var(--ap-space-2); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); color: var(--ap-color-text); font: inherit; }
.ap-picker__grid { width: 100%; border-collapse: collapse; table-layout: fixed; }
.ap-picker__grid th { padding: 0 0 var(--ap-space-1); font-size: var(--ap-font-size-sm); font-weight: 600; color: var(--ap-color-muted); text-align: center; }
.ap-picker__grid abbr { text-decoration: none; }
.ap-picker__grid td { padding: 1px; text-align: center; }
.ap-picker__cell {
  width: 100%; height: 32px; padding: 0; border: 1px solid transparent; border-radius: var(--ap-radius);
  background: none; color: var(--ap-color-text); font: inherit; font-variant-numeric: tabular-nums; cursor: pointer;
}
.ap-picker__grid--months .ap-picker__cell { height: 40px; }
.ap-picker__cell:hover { background: var(--ap-color-primary-soft); }
.ap-picker__cell:focus { outline: 2px solid var(--ap-color-primary); outline-offset: 1px; }
.ap-picker__cell--outside { color: var(--ap-color-muted); }
.ap-picker__cell--today { border-color: var(--ap-color-primary); font-weight: 700; }
.ap-picker__cell--selected, .ap-picker__cell--selected:hover { background: var(--ap-color-primary); color: var(--ap-color-primary-contrast); }
.ap-picker__cell[aria-disabled="true"] { background: none; color: var(--ap-color-muted); opacity: 0.45; text-decoration: line-through; cursor: not-allowed; }
.ap-picker__foot { display: flex; justify-content: flex-end; margin-top: var(--ap-space-2); }
`;
