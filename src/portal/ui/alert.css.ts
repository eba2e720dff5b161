export const alertCss = `
.ap-alert { padding: var(--ap-space-3); border-radius: var(--ap-radius); border: 1px solid; border-left-width: 4px; font-size: var(--ap-font-size-md); }
.ap-alert--danger { background: var(--ap-color-danger-soft); border-color: rgba(179, 38, 30, 0.3); color: var(--ap-color-danger); }
.ap-alert--success { background: var(--ap-color-success-soft); border-color: rgba(27, 122, 71, 0.3); color: var(--ap-color-success); }
.ap-alert--info { background: var(--ap-color-info-soft); border-color: rgba(31, 92, 153, 0.25); color: var(--ap-color-info); }
.ap-alert--warning { background: var(--ap-color-warning-soft); border-color: rgba(151, 90, 6, 0.3); color: var(--ap-color-warning); }
`;
