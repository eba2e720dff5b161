export const quickSearchCss = `
.ap-qs__tabs { display: flex; gap: 2px; border-bottom: 1px solid var(--ap-color-border); margin: calc(-1 * var(--ap-space-2)) 0 var(--ap-space-4); }
.ap-qs__tab { padding: var(--ap-space-2) var(--ap-space-3); border: none; border-bottom: 2px solid transparent; background: none; color: var(--ap-color-muted); font-weight: 600; cursor: pointer; }
.ap-qs__tab[aria-selected="true"] { color: var(--ap-color-primary); border-bottom-color: var(--ap-color-primary); }
.ap-qs__tab:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-qs__panel { min-height: 320px; }
.ap-qs__input { display: flex; align-items: center; gap: var(--ap-space-2); height: 40px; padding: 0 var(--ap-space-3); border: 1px solid var(--ap-color-border-strong); border-radius: var(--ap-radius); color: var(--ap-color-muted); }
.ap-qs__input--focus { border-color: var(--ap-color-primary); box-shadow: var(--ap-focus-ring); }
.ap-qs__input input { flex: 1; border: none; outline: none; background: none; font-size: var(--ap-font-size-lg); color: var(--ap-color-text); }
.ap-qs__hint { padding: var(--ap-space-4) 0; }
.ap-qs__group { margin: var(--ap-space-4) 0 var(--ap-space-1); font-size: var(--ap-font-size-sm); text-transform: uppercase; letter-spacing: 0.04em; color: var(--ap-color-muted); }
.ap-qs__list { list-style: none; margin: 0; padding: 0; }
.ap-qs__row { display: flex; align-items: center; gap: var(--ap-space-2); border-bottom: 1px solid var(--ap-color-border); }
.ap-qs__open { flex: 1; display: flex; align-items: baseline; gap: var(--ap-space-3); min-width: 0; padding: var(--ap-space-2) var(--ap-space-2); border: none; background: none; color: var(--ap-color-text); text-align: left; cursor: pointer; font-size: var(--ap-font-size-md); }
.ap-qs__open:hover, .ap-qs__open:focus-visible { background: var(--ap-color-primary-soft); text-decoration: none; outline: none; }
.ap-qs__label { font-weight: 600; }
.ap-qs__detail { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ap-qs__star { display: flex; padding: 6px; border: none; border-radius: var(--ap-radius); background: none; color: var(--ap-color-warning); cursor: pointer; }
.ap-qs__star:hover, .ap-qs__star:focus-visible { background: var(--ap-color-warning-soft); outline: none; }
.ap-qs__event { padding: var(--ap-space-2); flex-wrap: wrap; }
.ap-qs__time { min-width: 110px; font-variant-numeric: tabular-nums; font-weight: 600; }
.ap-qs__link { padding: 0; border: none; background: none; color: var(--ap-color-primary); cursor: pointer; font-size: var(--ap-font-size-md); }
.ap-qs__progress { flex-basis: 100%; height: 4px; border-radius: 2px; background: var(--ap-color-primary-soft); overflow: hidden; }
.ap-qs__progress span { display: block; height: 100%; background: var(--ap-color-primary); }
.ap-qs__details-head { display: flex; align-items: center; gap: var(--ap-space-3); margin-bottom: var(--ap-space-2); }
.ap-qs__details-head h3 { margin-right: auto; }
.ap-qs__actions { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); margin-top: var(--ap-space-4); }
.ap-qs__actions .ap-button:hover { text-decoration: none; }
`;
