export const notesCss = `
.ap-notes { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-notes__head { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-3); }
.ap-notes__head h2 { margin: 0; font-size: var(--ap-font-size-lg); }
.ap-notes__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: var(--ap-space-3); list-style: none; margin: 0; padding: 0; }
.ap-note { position: relative; display: flex; flex-direction: column; gap: var(--ap-space-2); padding: var(--ap-space-3); border-radius: 4px;
  color: #1f2328; box-shadow: 0 1px 2px rgba(0,0,0,.12), 0 4px 10px rgba(0,0,0,.06); border: 1px solid rgba(0,0,0,.08); min-height: 120px; }
.ap-note__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-size: var(--ap-font-size-sm); color: #2b3340; }
.ap-note__about { font-weight: 600; color: #1f2328; }
/* The resource label's link in the note's ink: the link colour does not hold its contrast on every note colour. */
.ap-note__about a { color: inherit; text-decoration: underline; }
.ap-note__content { flex: 1; font-size: var(--ap-font-size-md); }
.ap-note__foot { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-2); flex-wrap: wrap; }
.ap-note__foot .ap-row-actions .ap-button { background: rgba(255,255,255,.55); }
.ap-note__select { position: absolute; top: 8px; right: 8px; }
.ap-note__select input { width: 16px; height: 16px; margin: 0; }
.ap-note--archived { opacity: .7; }
fieldset.ap-note-colors-field { border: none; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.ap-note-colors { display: flex; gap: 6px; flex-wrap: wrap; }
.ap-note-colors label { display: inline-flex; align-items: center; justify-content: center; width: 30px; height: 30px; border-radius: 50%; border: 2px solid transparent; cursor: pointer; }
.ap-note-colors input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.ap-note-colors label:has(input:checked) { border-color: var(--ap-color-text); }
.ap-note-colors label:has(input:focus-visible) { box-shadow: var(--ap-focus-ring); }
.ap-note-colors span { width: 22px; height: 22px; border-radius: 50%; border: 1px solid rgba(0,0,0,.2); }
`;
