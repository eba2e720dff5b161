export const commentFieldCss = `
.ap-comment { height: auto; min-height: 72px; padding: var(--ap-space-2) var(--ap-space-3); resize: vertical; font-family: inherit; line-height: var(--ap-line-height); }
.ap-comment__count { align-self: flex-end; font-variant-numeric: tabular-nums; }
.ap-comment__count--over { color: var(--ap-color-danger); font-weight: 600; }
`;
