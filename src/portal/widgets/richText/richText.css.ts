export const richTextCss = `
.ap-rich-editor { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.ap-rich-editor__box { border: 1px solid var(--ap-color-border-strong); border-radius: var(--ap-radius); background: var(--ap-color-surface); }
.ap-rich-editor__box:focus-within { border-color: var(--ap-color-primary); box-shadow: var(--ap-focus-ring); }
.ap-rich-editor__box[data-invalid] { border-color: var(--ap-color-danger); }
.ap-rich-editor__toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 2px; padding: 4px; border-bottom: 1px solid var(--ap-color-border); background: var(--ap-color-background); border-radius: var(--ap-radius) var(--ap-radius) 0 0; }
.ap-rich-editor__toolbar .ap-button { width: 30px; height: 30px; }
.ap-rich-editor__rule { width: 1px; height: 20px; margin: 0 4px; background: var(--ap-color-border); }
.ap-rich-editor__toolbar .ap-button[aria-pressed="true"] { background: var(--ap-color-primary-soft); color: var(--ap-color-primary); }
.ap-rich-editor__link { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-2); padding: var(--ap-space-2); border-bottom: 1px solid var(--ap-color-border); }
.ap-rich-editor__link .ap-field { flex: 1 1 260px; }
.ap-rich-editor__link-actions { display: flex; gap: var(--ap-space-2); }
.ap-rich-editor__area { overflow: auto; resize: vertical; }
.ap-rich-editor__area .ProseMirror { outline: none; padding: var(--ap-space-2) var(--ap-space-3); white-space: pre-wrap; white-space: break-spaces; overflow-wrap: anywhere; }
.ap-rich-editor__area .ProseMirror-selectednode { outline: 2px solid var(--ap-color-primary); }
.ap-rich-editor__area .ProseMirror-gapcursor { display: none; }
.ap-rich-editor__area blockquote { margin: 0 0 var(--ap-space-2); padding-left: var(--ap-space-3); border-left: 3px solid var(--ap-color-border-strong); color: var(--ap-color-muted); }
.ap-rich-editor__area a { color: var(--ap-color-primary); text-decoration: underline; }
.ap-rich-editor__area li > p { margin: 0; }
.ap-rich-editor__area table { border-collapse: collapse; margin: 0 0 var(--ap-space-2); }
.ap-rich-editor__area :where(th, td) { border: 1px solid var(--ap-color-border-strong); padding: 4px 8px; vertical-align: top; text-align: left; }
.ap-rich-editor__area :where(th, td) > p { margin: 0; }
.ap-rich-text { line-height: 1.5; overflow-wrap: anywhere; }
.ap-rich-text :where(p, ul, ol) { margin: 0 0 var(--ap-space-2); }
.ap-rich-text :where(p, ul, ol):last-child { margin-bottom: 0; }
.ap-rich-text img { max-width: 100%; height: auto; }
`;
