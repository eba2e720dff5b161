export const tagCss = `
.ap-tag { display: inline-flex; align-items: center; height: 22px; padding: 0 var(--ap-space-2); border-radius: 11px; font-size: var(--ap-font-size-sm); font-weight: 600; line-height: 1; white-space: nowrap; border: 1px solid transparent; }
.ap-tag--info { background: var(--ap-color-info-soft); color: var(--ap-color-info); }
.ap-tag--primary { background: var(--ap-color-primary); color: var(--ap-color-primary-contrast); }
.ap-tag--success { background: var(--ap-color-success-soft); color: var(--ap-color-success); }
.ap-tag--warning { background: var(--ap-color-warning-soft); color: var(--ap-color-warning); }
.ap-tag--danger { background: var(--ap-color-danger-soft); color: var(--ap-color-danger); }
.ap-tag--neutral { background: var(--ap-color-background); color: var(--ap-color-muted); border-color: var(--ap-color-border); }
`;
