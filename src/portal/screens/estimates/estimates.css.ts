/** The estimate form's weekly slots: one line each (day, start, end with their ± menu, delete). */
export const estimatesCss = `
.ap-slots { display: flex; flex-direction: column; align-items: flex-start; gap: var(--ap-space-3); }
.ap-slot-row { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--ap-space-3); }
.ap-slot-row > .ap-field:first-child { width: 180px; }
/* Level with the inputs: below the fields' one-line label (its height and the field's gap). */
.ap-slot-row__remove { margin-top: calc(13px * var(--ap-line-height) + 6px); }
`;
