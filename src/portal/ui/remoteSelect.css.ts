export const remoteSelectCss = `
.ap-remote-select { position: relative; }
.ap-remote-select__list { position: absolute; top: 100%; left: 0; right: 0; z-index: 20; max-height: 280px; overflow: auto; list-style: none; margin: 4px 0 0; padding: var(--ap-space-1) 0; background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16); }
.ap-remote-select__option { padding: 6px var(--ap-space-3); cursor: pointer; }
.ap-remote-select__option[aria-selected="true"], .ap-remote-select__option:hover { background: var(--ap-color-primary-soft); }
.ap-remote-select__detail { display: block; font-size: 0.8125rem; color: var(--ap-color-muted); }
.ap-remote-select__note { padding: 6px var(--ap-space-3); color: var(--ap-color-muted); }
`;
