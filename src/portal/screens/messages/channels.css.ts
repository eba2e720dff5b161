/** /channels: the correspondents on the left, the open thread on the right. */
export const channelsCss = `
.ap-channels { display: grid; grid-template-columns: minmax(240px, 300px) 1fr; gap: var(--ap-space-5); align-items: start; }
.ap-channels__side { display: flex; flex-direction: column; gap: var(--ap-space-3); min-width: 0; }
.ap-channels__title { margin: var(--ap-space-2) 0; font-size: var(--ap-font-size-md); }
.ap-channels__threads { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--ap-space-1); max-height: 60vh; overflow-y: auto; }
.ap-channels__thread { display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 0 var(--ap-space-2); width: 100%; padding: var(--ap-space-2) var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface, #fff); font: inherit; text-align: left; cursor: pointer; }
.ap-channels__thread[aria-current='true'] { border-color: var(--ap-color-primary); box-shadow: inset 3px 0 0 var(--ap-color-primary); }
.ap-channels__thread:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-channels__name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ap-channels__date { grid-column: 1; font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-channels__unread { grid-column: 2; grid-row: 1 / 3; min-width: 20px; padding: 0 6px; border-radius: 10px; background: var(--ap-color-danger); color: #fff; font-size: 11px; font-weight: 700; line-height: 20px; text-align: center; }
.ap-channels__thread-view { display: flex; flex-direction: column; gap: var(--ap-space-3); min-width: 0; }
@media (max-width: 800px) { .ap-channels { grid-template-columns: 1fr; } }
`;
