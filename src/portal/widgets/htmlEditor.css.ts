export const htmlEditorCss = `
.ap-html-editor { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.ap-html-editor__toolbar { display: flex; flex-wrap: wrap; gap: 2px; }
.ap-html-editor__toolbar .ap-button { height: 28px; padding: 0 8px; font-size: var(--ap-font-size-sm); }
.ap-html-editor__panes { display: grid; gap: var(--ap-space-3); grid-template-columns: minmax(0, 1fr); }
.ap-html-editor--preview .ap-html-editor__panes { grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); }
.ap-html-editor textarea { min-height: 140px; resize: vertical; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--ap-font-size-sm); height: auto; padding: var(--ap-space-2); }
.ap-html-editor__preview { border: 1px dashed var(--ap-color-border-strong); border-radius: var(--ap-radius); padding: var(--ap-space-3); background: var(--ap-color-background); overflow: auto; max-height: 420px; }
.ap-html-editor__preview-title { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); margin: 0 0 var(--ap-space-2); }
.ap-rich-text { line-height: 1.5; overflow-wrap: anywhere; }
.ap-rich-text :where(p, ul, ol) { margin: 0 0 var(--ap-space-2); }
.ap-rich-text :where(p, ul, ol):last-child { margin-bottom: 0; }
.ap-rich-text img { max-width: 100%; height: auto; }
`;
