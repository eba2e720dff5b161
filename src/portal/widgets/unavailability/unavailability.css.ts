export const unavailabilityCss = `
.ap-unavailability { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-unavailability__bar { display: flex; align-items: center; justify-content: flex-end; gap: var(--ap-space-2); }
.ap-unavailability__actions { display: inline-flex; gap: 2px; }
.ap-unavailability__actions .ap-button { height: 28px; padding: 0 6px; }
.ap-unavailability__form { display: flex; flex-direction: column; gap: var(--ap-space-4); }
.ap-unavailability__row { display: flex; flex-wrap: wrap; gap: var(--ap-space-3); }
.ap-unavailability__row > .ap-field { flex: 1 1 160px; }
.ap-unavailability__summary { padding: var(--ap-space-2) var(--ap-space-3); border-radius: var(--ap-radius); background: var(--ap-color-background); color: var(--ap-color-muted); }
`;
