/** The hour grid's styles: 40 px an hour (HOUR_GRID.hourHeight), a 48 px gutter of hours, the days sharing the rest; the legend's colours are the timeline's. */
export const hourGridCss = `
.ap-hg { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-hg__scroll { position: relative; overflow-y: auto; border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); overscroll-behavior: contain; }
.ap-hg__head { position: sticky; top: 0; z-index: 4; display: grid; grid-template-columns: 48px repeat(var(--ap-hg-days, 7), minmax(0, 1fr)); min-height: 40px; background: var(--ap-color-surface); border-bottom: 1px solid var(--ap-color-border); }
.ap-hg__day-name { display: flex; flex-direction: column; justify-content: center; padding: 4px 6px; border-left: 1px solid var(--ap-color-border); font-size: var(--ap-font-size-sm); font-weight: 600; }
.ap-hg__day-name small { font-weight: 400; color: var(--ap-color-warning); }
.ap-hg__body { position: relative; display: grid; grid-template-columns: 48px repeat(var(--ap-hg-days, 7), minmax(0, 1fr)); user-select: none; touch-action: none;
  background-image: repeating-linear-gradient(to bottom, var(--ap-color-border) 0 1px, transparent 1px 40px); background-position: 48px 0; }
.ap-hg__hours { position: relative; }
.ap-hg__hours span { position: absolute; right: 6px; transform: translateY(-50%); font-size: 11px; color: var(--ap-color-muted); font-variant-numeric: tabular-nums; }
.ap-hg__hours span:first-child { transform: none; }
.ap-hg__day { position: relative; border-left: 1px solid var(--ap-color-border); cursor: crosshair; }
.ap-hg__backdrop { position: absolute; left: 0 !important; width: 100% !important; background: var(--ap-tl-color); opacity: 0.3;
  background-image: repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.5) 0 4px, transparent 4px 8px); }
.ap-hg__event { position: absolute; z-index: 2; display: flex; flex-direction: column; align-items: flex-start; gap: 0; overflow: hidden; padding: 2px 6px; border: none; border-left: 3px solid var(--ap-color-primary);
  border-radius: 4px; background: var(--ap-color-primary-soft); color: var(--ap-color-text); font: inherit; font-size: 12px; line-height: 16px; text-align: left; cursor: grab; }
.ap-hg__event strong { white-space: nowrap; font-variant-numeric: tabular-nums; }
.ap-hg__event span { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ap-hg__detail { color: var(--ap-color-muted); }
.ap-hg__event:focus-visible { outline: 2px solid var(--ap-color-text); outline-offset: 1px; z-index: 3; }
.ap-hg__event--cancelled { border-left-color: var(--ap-color-danger); background: var(--ap-color-background); color: var(--ap-color-muted); text-decoration: line-through; cursor: pointer; }
.ap-hg__resize { position: absolute; left: 0; right: 0; bottom: 0; height: 6px; cursor: ns-resize; }
.ap-hg__ghost { position: absolute; z-index: 5; padding: 2px 6px; border: 2px dashed var(--ap-color-primary); border-radius: 4px; background: rgba(21, 101, 192, 0.12); font-size: 12px; font-weight: 600; pointer-events: none; }
.ap-hg__ghost--waiting { border-color: var(--ap-color-warning); background: rgba(230, 81, 0, 0.1); }
.ap-hg__totals { display: flex; flex-wrap: wrap; gap: var(--ap-space-2) var(--ap-space-4); margin: 0; font-size: var(--ap-font-size-sm); }
.ap-hg__totals dt { color: var(--ap-color-muted); }
.ap-hg__totals div { display: flex; gap: 6px; }
.ap-hg__totals dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.ap-hg__totals--over dd { color: var(--ap-color-danger); }
`;
