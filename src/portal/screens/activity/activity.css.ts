/** The activity screens' own layout (the timeline and tables bring theirs). */
export const activityCss = `
.ap-activity__bar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-3); margin-bottom: var(--ap-space-4); }
.ap-activity__busy { opacity: 0.6; }
`;
