/** The generic modal and drawer: native <dialog> elements in the top layer (they work inside the shadow root). */
export const modalCss = `
.ap-dialog { padding: 0; border: none; color: var(--ap-color-text); background: var(--ap-color-surface); box-shadow: 0 12px 36px rgba(16, 24, 40, 0.28); font-family: var(--ap-font-family); font-size: var(--ap-font-size); line-height: var(--ap-line-height); }
.ap-dialog::backdrop { background: rgba(29, 39, 51, 0.45); }
.ap-dialog[open] { display: flex; flex-direction: column; }
.ap-modal { width: min(var(--ap-dialog-width, 560px), calc(100vw - 32px)); max-height: calc(100vh - 64px); border-radius: 10px; }
.ap-drawer { margin: 0 0 0 auto; height: 100vh; max-height: 100vh; width: var(--ap-dialog-width, 50vw); max-width: 80vw; border-radius: 0; }
.ap-dialog__head { display: flex; align-items: center; gap: var(--ap-space-3); padding: var(--ap-space-4) var(--ap-space-5); border-bottom: 1px solid var(--ap-color-border); }
.ap-dialog__icon { display: flex; color: var(--ap-color-primary); }
.ap-dialog__titles { flex: 1; min-width: 0; }
.ap-dialog__title { font-size: var(--ap-font-size-lg); font-weight: 650; margin: 0; }
.ap-dialog__subtitle { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-dialog__actions { display: flex; align-items: center; gap: var(--ap-space-2); }
.ap-dialog__body { flex: 1; overflow: auto; padding: var(--ap-space-5); }
.ap-dialog__foot { display: flex; justify-content: flex-end; gap: var(--ap-space-2); padding: var(--ap-space-3) var(--ap-space-5); border-top: 1px solid var(--ap-color-border); background: var(--ap-color-background); }
`;
