/** The activity screens' own layout (the timeline and tables bring theirs). */
export const activityCss = `
.ap-activity__bar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-3); margin-bottom: var(--ap-space-4); }
.ap-activity__busy { opacity: 0.6; }
.ap-activity__holidays { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); margin: 0 0 var(--ap-space-3); padding: 0; list-style: none; }
.ap-activity__holidays li { padding: 2px var(--ap-space-2); border-radius: var(--ap-radius); background: var(--ap-color-warning-soft); color: var(--ap-color-text); font-size: var(--ap-font-size-sm); }
.ap-activity__entries { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: var(--ap-space-3); margin: 0 0 var(--ap-space-4); padding: 0; list-style: none; }
.ap-activity__entry { display: flex; flex-direction: column; gap: var(--ap-space-1); padding: var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); }
.ap-activity__entry a { font-weight: 600; }
.ap-activity__count, .ap-activity__hint { color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); font-variant-numeric: tabular-nums; }
.ap-activity__hint { margin: 0 0 var(--ap-space-3); }
.ap-activity__facts { margin-bottom: var(--ap-space-4); }
`;
