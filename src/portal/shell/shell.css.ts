/** The shell around private screens: header, left menu with its hover shortcuts, page. */
export const shellCss = `
.ap-shell { flex: 1 0 auto; display: flex; flex-direction: column; min-height: 0; }
.ap-shell__body { flex: 1; display: flex; min-height: 0; }
.ap-header { display: flex; align-items: center; gap: var(--ap-space-3); height: 56px; padding: 0 var(--ap-space-4); background: var(--ap-color-surface); border-bottom: 1px solid var(--ap-color-border); }
.ap-header__brand { display: flex; align-items: center; gap: var(--ap-space-2); font-weight: 700; font-size: var(--ap-font-size-lg); color: var(--ap-color-text); white-space: nowrap; }
.ap-header__brand .ap-brand__mark { width: 30px; height: 30px; border-radius: 8px; font-size: 17px; }
.ap-header__brand:hover { text-decoration: none; }
.ap-header__search { display: flex; align-items: center; gap: var(--ap-space-2); flex: 0 1 280px; min-width: 170px; overflow: hidden; white-space: nowrap; height: var(--ap-control-height); padding: 0 var(--ap-space-3); margin-left: var(--ap-space-4); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-background); color: var(--ap-color-muted); cursor: pointer; font-size: var(--ap-font-size-md); }
.ap-header__search svg, .ap-header__search kbd { flex: none; }
.ap-header__search:hover { border-color: var(--ap-color-border-strong); }
.ap-header__search:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-header__search kbd { margin-left: auto; font-family: inherit; font-size: 11px; padding: 1px 5px; border: 1px solid var(--ap-color-border); border-radius: 4px; background: var(--ap-color-surface); }
.ap-header__spacer { flex: 1; }
.ap-header__agency { display: flex; align-items: baseline; gap: var(--ap-space-2); max-width: 260px; }
.ap-header__agency-label { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ap-header__user-name { font-weight: 600; }
@container (max-width: 1280px) { .ap-header__user .ap-tag, .ap-header__search kbd { display: none; } }
.ap-shell { container-type: inline-size; }
.ap-header__sep { width: 1px; height: 24px; background: var(--ap-color-border); }
.ap-main { flex: 1; min-width: 0; padding: var(--ap-space-5); }
.ap-main > * { max-width: 1400px; }

.ap-page-head { display: flex; flex-direction: column; gap: var(--ap-space-1); margin-bottom: var(--ap-space-5); }
.ap-page-intro { margin: calc(-1 * var(--ap-space-3)) 0 var(--ap-space-4); max-width: 90ch; }
.ap-page-head--actions { flex-direction: row; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: var(--ap-space-3); }
.ap-panel { background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); border-radius: 8px; padding: var(--ap-space-5); }
.ap-panel__title { display: flex; align-items: center; gap: var(--ap-space-2); font-size: var(--ap-font-size-lg); }
.ap-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: var(--ap-space-4); }
.ap-facts { display: grid; grid-template-columns: max-content 1fr; gap: var(--ap-space-2) var(--ap-space-5); margin: var(--ap-space-3) 0 0; }
.ap-facts dt { color: var(--ap-color-muted); }
.ap-facts dd { margin: 0; font-weight: 500; }
.ap-facts__note { display: block; margin-top: 2px; font-size: var(--ap-font-size-sm); font-weight: 400; color: var(--ap-color-muted); }
.ap-placeholder { display: flex; flex-direction: column; align-items: center; gap: var(--ap-space-3); text-align: center; padding: var(--ap-space-7) var(--ap-space-4); }
.ap-placeholder svg { color: var(--ap-color-primary); }

.ap-menu { flex: none; width: 240px; padding: var(--ap-space-3) var(--ap-space-2); background: var(--ap-color-surface); border-right: 1px solid var(--ap-color-border); }
.ap-menu__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.ap-menu__item { position: relative; }
.ap-menu__link { display: flex; align-items: center; gap: var(--ap-space-3); width: 100%; padding: 7px var(--ap-space-3); border: none; border-radius: var(--ap-radius); background: none; color: var(--ap-color-text); font-size: var(--ap-font-size-md); text-align: left; cursor: pointer; }
.ap-menu__link svg { flex: none; color: var(--ap-color-muted); }
.ap-menu__link:hover { background: var(--ap-color-background); text-decoration: none; }
.ap-menu__link[aria-current] { background: var(--ap-color-primary-soft); color: var(--ap-color-primary); font-weight: 600; }
.ap-menu__link[aria-current] svg { color: var(--ap-color-primary); }
.ap-menu__link--parent[aria-current] { background: none; }
.ap-menu__link--sub { padding-left: calc(var(--ap-space-3) * 2 + 20px); font-size: var(--ap-font-size-sm); }
.ap-menu__label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ap-menu__badge { min-width: 20px; padding: 0 6px; border-radius: 10px; background: var(--ap-color-danger); color: #fff; font-size: 11px; font-weight: 700; line-height: 20px; text-align: center; }
.ap-menu__flyout { display: none; position: absolute; left: calc(100% + 4px); top: 0; z-index: 15; min-width: 230px; list-style: none; margin: 0; padding: var(--ap-space-1) 0; background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16); }
.ap-menu__flyout::before { content: ""; position: absolute; left: -8px; top: 0; width: 8px; height: 100%; }
.ap-menu__item:hover > .ap-menu__flyout, .ap-menu__item:focus-within > .ap-menu__flyout { display: block; }
.ap-menu__flyout a { display: block; padding: 6px var(--ap-space-4); color: var(--ap-color-text); }
.ap-menu__flyout a:hover, .ap-menu__flyout a:focus-visible { background: var(--ap-color-primary-soft); text-decoration: none; }
.ap-menu__flyout a[aria-current="page"] { background: var(--ap-color-primary-soft); color: var(--ap-color-primary); font-weight: 600; }

.ap-filters { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: var(--ap-space-3); margin-bottom: var(--ap-space-4); }
.ap-row-actions { display: inline-flex; gap: 2px; }
.ap-row-actions .ap-button { height: 30px; padding: 0 6px; }
.ap-strong { font-weight: 600; }
.ap-main .ap-panel + .ap-grid { margin-top: var(--ap-space-4); }
.ap-form__row { display: grid; grid-template-columns: 1fr 1fr; gap: var(--ap-space-3); }
.ap-news { display: flex; flex-direction: column; gap: var(--ap-space-4); }
.ap-news__item { display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-news__item img { max-width: 100%; border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); }
.ap-inline { display: inline-flex; align-items: center; gap: var(--ap-space-2); }
.ap-panel__intro { margin: var(--ap-space-1) 0 var(--ap-space-4); }
`;
