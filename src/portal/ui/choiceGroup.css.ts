export const choiceGroupCss = `
.ap-choices { margin: 0; padding: 0; border: none; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.ap-choices > legend { padding: 0; margin-bottom: 6px; }
/* As tall as a text field: beside other fields in a bar, the legend and the options line up with theirs. */
.ap-choices__options { display: flex; flex-wrap: wrap; align-items: center; min-height: var(--ap-control-height); gap: var(--ap-space-1) var(--ap-space-4); }
.ap-choices__option { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.ap-choices__option input { width: 16px; height: 16px; margin: 0; accent-color: var(--ap-color-primary); }
`;
