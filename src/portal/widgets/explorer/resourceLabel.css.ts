/** The resource label and its popover (spec 001 §2). */
export const resourceLabelCss = `
.ap-rlabel { position: relative; display: inline; }
.ap-rlabel__name { font-weight: 600; }
.ap-rlabel__popover {
  position: absolute; z-index: 40; top: calc(100% + 4px); left: 0; min-width: 240px; padding: var(--ap-space-1) 0;
  border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface);
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16); color: var(--ap-color-text); font-size: var(--ap-font-size-md); font-weight: 400;
}
.ap-rlabel__popover:popover-open { position: fixed; inset: auto; margin: 0; overflow: visible; }
.ap-rlabel__title { padding: var(--ap-space-2) var(--ap-space-4) var(--ap-space-1); color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 320px; }
.ap-rlabel__item {
  display: flex; align-items: center; gap: var(--ap-space-2); width: 100%; padding: var(--ap-space-2) var(--ap-space-4); border: none;
  background: none; color: var(--ap-color-text); font: inherit; text-align: left; cursor: pointer; text-decoration: none; white-space: nowrap;
}
.ap-rlabel__item svg { flex: none; color: var(--ap-color-muted); }
.ap-rlabel__item:hover, .ap-rlabel__item:focus-visible { background: var(--ap-color-primary-soft); text-decoration: none; outline: none; }
`;
