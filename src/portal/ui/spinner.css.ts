export const spinnerCss = `
@keyframes ap-spin { to { transform: rotate(360deg); } }
.ap-spinner { display: inline-block; flex: none; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent; animation: ap-spin 0.8s linear infinite; opacity: 0.8; }
.ap-loading { display: flex; align-items: center; justify-content: center; gap: var(--ap-space-3); padding: var(--ap-space-7) var(--ap-space-4); color: var(--ap-color-muted); }
@media (prefers-reduced-motion: reduce) { .ap-spinner { animation-duration: 2.4s; } }
`;
