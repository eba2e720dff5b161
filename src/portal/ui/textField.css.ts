export const textFieldCss = `
.ap-field { display: flex; flex-direction: column; gap: 6px; }
.ap-field__label { font-size: 13px; font-weight: 600; color: var(--ap-color-text); }
.ap-field__input {
  display: block; width: 100%; height: var(--ap-control-height); padding: 0 var(--ap-space-3);
  border: 1px solid var(--ap-color-border-strong); border-radius: var(--ap-radius);
  background: var(--ap-color-surface); color: var(--ap-color-text);
  font-size: var(--ap-font-size-md); line-height: normal;
  transition: border-color 120ms, box-shadow 120ms;
}
.ap-field__input::placeholder { color: var(--ap-color-muted); opacity: 0.8; }
.ap-field__input:hover { border-color: var(--ap-color-muted); }
.ap-field__input:focus { outline: none; border-color: var(--ap-color-primary); box-shadow: var(--ap-focus-ring); }
.ap-field__input[aria-invalid="true"] { border-color: var(--ap-color-danger); }
.ap-field__input[aria-invalid="true"]:focus { box-shadow: 0 0 0 3px rgba(179, 38, 30, 0.25); }
.ap-field__input:disabled { background: var(--ap-color-background); color: var(--ap-color-muted); }
.ap-check { display: flex; align-items: center; gap: var(--ap-space-2); }
.ap-check input { width: 16px; height: 16px; margin: 0; accent-color: var(--ap-color-primary); }
.ap-field__select { padding-right: var(--ap-space-2); cursor: pointer; }
.ap-field__hint { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-field__error { font-size: var(--ap-font-size-sm); color: var(--ap-color-danger); font-weight: 500; }
`;
