export const hoursChartCss = `
.ap-hours-chart { margin: 0; display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-hours-chart__title { font-size: var(--ap-font-size-sm); font-weight: 600; color: var(--ap-color-muted); }
.ap-hours-chart__svg { max-width: 100%; height: auto; overflow: visible; }
.ap-hours-chart__axis { stroke: var(--ap-color-border-strong); stroke-width: 1; }
.ap-hours-chart__bar { fill: var(--ap-color-primary); }
.ap-hours-chart__month:last-child .ap-hours-chart__bar { fill: var(--ap-color-primary-hover); }
.ap-hours-chart__value { fill: var(--ap-color-text); font-size: 11px; font-weight: 600; font-variant-numeric: tabular-nums; }
.ap-hours-chart__label { fill: var(--ap-color-muted); font-size: 11px; }
.ap-hours-chart__increased { fill: var(--ap-color-text); fill-opacity: 0.45; }
.ap-hours-chart__legend { display: inline-flex; align-items: center; gap: var(--ap-space-1); }
.ap-hours-chart__average { stroke: var(--ap-color-warning); stroke-width: 1; stroke-dasharray: 4 3; }
.ap-hours-chart__notes { margin: 0; display: flex; flex-wrap: wrap; gap: var(--ap-space-3); font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
`;
