export const buttonCss = `
.ap-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--ap-space-2);
  height: var(--ap-control-height); padding: 0 var(--ap-space-4);
  border: 1px solid transparent; border-radius: var(--ap-radius);
  font-size: var(--ap-font-size-md); font-weight: 600; line-height: 1; white-space: nowrap;
  cursor: pointer; user-select: none; text-decoration: none;
  transition: background-color 120ms, border-color 120ms, box-shadow 120ms;
}
.ap-button:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-button:disabled { cursor: default; opacity: 0.65; }
.ap-button--primary { background: var(--ap-color-primary); color: var(--ap-color-primary-contrast); }
.ap-button--primary:hover:not(:disabled) { background: var(--ap-color-primary-hover); }
.ap-button--secondary { background: var(--ap-color-surface); color: var(--ap-color-text); border-color: var(--ap-color-border-strong); }
.ap-button--secondary:hover:not(:disabled) { background: var(--ap-color-background); }
.ap-button--ghost { background: transparent; color: var(--ap-color-text); }
.ap-button--ghost:hover:not(:disabled) { background: var(--ap-color-primary-soft); }
.ap-button--danger { background: var(--ap-color-danger); color: #fff; }
.ap-button--block { display: flex; width: 100%; }
.ap-button svg { flex: none; }
.ap-button--icon { width: 32px; height: 32px; padding: 0; color: var(--ap-color-muted); }
.ap-button--icon:hover:not(:disabled) { color: var(--ap-color-text); }
`;
