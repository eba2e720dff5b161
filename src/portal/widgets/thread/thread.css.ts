/** A discussion as a conversation: the scrolled messages (newest at the bottom), day separators, bubbles, the reply box. */
export const threadCss = `
.ap-thread__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--ap-space-2) var(--ap-space-4); }
.ap-thread__head h2 { margin: 0; font-size: var(--ap-font-size-lg, 1.125rem); }
.ap-thread { display: flex; flex-direction: column; gap: var(--ap-space-3); min-width: 0; }
.ap-thread__scroll { display: flex; flex-direction: column; gap: var(--ap-space-2); min-height: 240px; max-height: max(300px, calc(100vh - 470px)); overflow-y: auto; padding: var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-background); }
.ap-thread__scroll:focus-visible { outline: none; box-shadow: var(--ap-focus-ring); }
.ap-thread__older, .ap-thread__start { align-self: center; margin: 0; font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-thread__older { padding: var(--ap-space-1) var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: 12px; background: var(--ap-color-surface); font: inherit; font-size: var(--ap-font-size-sm); color: var(--ap-color-primary); cursor: pointer; }
.ap-thread__day-label { display: flex; align-items: center; gap: var(--ap-space-3); margin: var(--ap-space-2) 0; font-size: var(--ap-font-size-sm); font-weight: 600; color: var(--ap-color-muted); }
.ap-thread__day-label::before, .ap-thread__day-label::after, .ap-thread__new::before, .ap-thread__new::after { content: ''; flex: 1; border-top: 1px solid var(--ap-color-border); }
.ap-thread__messages { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-thread__new { display: flex; align-items: center; gap: var(--ap-space-3); font-size: var(--ap-font-size-sm); font-weight: 600; color: var(--ap-color-danger); }
.ap-thread__new::before, .ap-thread__new::after { border-color: var(--ap-color-danger); }
.ap-bubble { display: flex; flex-direction: column; gap: 2px; max-width: min(72%, 640px); padding: var(--ap-space-2) var(--ap-space-3); border-radius: 12px; background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); }
.ap-bubble--theirs { align-self: flex-start; border-bottom-left-radius: 4px; }
.ap-bubble--mine { align-self: flex-end; border-bottom-right-radius: 4px; background: var(--ap-color-primary-soft); border-color: transparent; }
.ap-bubble--direct { border-style: dashed; }
.ap-bubble__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 var(--ap-space-2); font-size: var(--ap-font-size-sm); }
.ap-bubble__author { font-weight: 600; }
.ap-bubble__meta { color: var(--ap-color-muted); }
.ap-bubble__text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.ap-bubble__status { align-self: flex-end; font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-thread__reply { display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-thread__child { max-width: 360px; }
.ap-thread__send { display: flex; justify-content: flex-end; }
`;
