export const layoutCss = `
.ap-auth { flex: 1 0 auto; display: flex; flex-direction: column; align-items: center; padding: var(--ap-space-7) var(--ap-space-4); }
.ap-brand { display: flex; align-items: center; gap: var(--ap-space-3); margin-bottom: var(--ap-space-5); }
.ap-brand__mark { display: flex; align-items: center; justify-content: center; flex: none; width: 40px; height: 40px; border-radius: 10px; background: var(--ap-color-primary); color: var(--ap-color-primary-contrast); font-size: 22px; font-weight: 800; line-height: 1; }
.ap-brand__name { font-size: var(--ap-font-size-xl); font-weight: 700; letter-spacing: -0.01em; }
.ap-brand__tagline { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-card { width: 100%; max-width: 400px; background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); border-radius: 10px; box-shadow: var(--ap-shadow); padding: var(--ap-space-6); }
.ap-card__title { font-size: var(--ap-font-size-xl); margin-bottom: var(--ap-space-5); }
.ap-card__title:has(+ .ap-card__intro) { margin-bottom: var(--ap-space-2); }
.ap-card__intro { color: var(--ap-color-muted); margin-bottom: var(--ap-space-5); }
.ap-form { display: flex; flex-direction: column; gap: var(--ap-space-4); }
.ap-form__actions { display: flex; flex-direction: column; gap: var(--ap-space-3); margin-top: var(--ap-space-2); }
.ap-form__links { display: flex; justify-content: space-between; align-items: center; font-size: var(--ap-font-size-md); }
.ap-back { display: inline-flex; align-items: center; gap: var(--ap-space-1); }

`;
