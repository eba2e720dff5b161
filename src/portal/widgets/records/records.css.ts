/** The record pages' read-only widgets: messages list and planning overview. */
export const recordsCss = `
.ap-record-widget { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-message__direction { display: inline-flex; vertical-align: middle; color: var(--ap-color-muted); }
.ap-message__unread { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: var(--ap-color-primary); }
.ap-message__type { display: inline-flex; align-items: center; vertical-align: middle; gap: var(--ap-space-1); white-space: nowrap; }
.ap-message__open { display: block; max-width: 100%; padding: 0; border: none; background: none; color: var(--ap-color-primary); font: inherit; text-align: left; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; cursor: pointer; }
.ap-message__open:hover { text-decoration: underline; }
.ap-message__open:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-message__open--unread { font-weight: 600; }
.ap-message__meta { display: grid; grid-template-columns: max-content 1fr; gap: var(--ap-space-1) var(--ap-space-3); margin: 0 0 var(--ap-space-4); font-size: var(--ap-font-size-sm); }
.ap-message__meta dt { color: var(--ap-color-muted); }
.ap-message__meta dd { margin: 0; }
.ap-message__content { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.ap-message-form { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-message__to { margin: 0; }
.ap-message__quote { margin: 0; padding: var(--ap-space-2) var(--ap-space-3); border-left: 3px solid var(--ap-color-border); color: var(--ap-color-muted); white-space: pre-wrap; overflow-wrap: anywhere; }
.ap-record-widget__actions { display: flex; justify-content: flex-end; gap: var(--ap-space-2); }
.ap-overview { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: var(--ap-space-5); }
.ap-overview__section { display: flex; flex-direction: column; gap: var(--ap-space-2); min-width: 0; }
.ap-overview__section h3 { margin: 0; font-size: var(--ap-font-size-md); }
.ap-overview__days { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-overview__day { font-size: var(--ap-font-size-sm); font-weight: 600; color: var(--ap-color-muted); }
.ap-overview__day::first-letter { text-transform: uppercase; }
.ap-overview__events { margin: var(--ap-space-1) 0 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--ap-space-1); }
.ap-overview__event { display: flex; gap: var(--ap-space-3); padding: var(--ap-space-1) var(--ap-space-2); border-left: 3px solid var(--ap-color-primary); background: var(--ap-color-background); border-radius: var(--ap-radius); }
.ap-overview__time { font-variant-numeric: tabular-nums; white-space: nowrap; }
.ap-overview__sheets { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--ap-space-1); font-size: var(--ap-font-size-sm); }
.ap-overview__sheet { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-2); }
.ap-overview__completion { display: flex; align-items: center; gap: var(--ap-space-2); }
/* A link within the sheet's text: underlined, so that it is told apart otherwise than by its colour. */
.ap-overview__sheet a { text-decoration: underline; }
.ap-overview__months { display: flex; flex-direction: column; gap: var(--ap-space-4); min-width: 0; }
`;
