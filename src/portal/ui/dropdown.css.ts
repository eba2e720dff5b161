export const dropdownCss = `
.ap-dropdown { position: relative; display: inline-flex; }
.ap-dropdown__menu { position: absolute; top: calc(100% + 4px); z-index: 20; min-width: 220px; list-style: none; margin: 0; padding: var(--ap-space-1) 0; background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16); }
.ap-dropdown__menu:popover-open { position: fixed; inset: auto; margin: 0; overflow: visible; color: var(--ap-color-text); }
.ap-dropdown__menu--start { left: 0; }
.ap-dropdown__menu--end { right: 0; }
.ap-dropdown__item { display: flex; align-items: center; gap: var(--ap-space-2); width: 100%; padding: var(--ap-space-2) var(--ap-space-4); border: none; background: none; color: var(--ap-color-text); text-align: left; font-size: var(--ap-font-size-md); cursor: pointer; text-decoration: none; }
.ap-dropdown__item:hover:not([aria-disabled="true"]), .ap-dropdown__item:focus-visible { background: var(--ap-color-primary-soft); text-decoration: none; outline: none; }
.ap-dropdown__item[aria-disabled="true"] { color: var(--ap-color-muted); cursor: default; }
`;
