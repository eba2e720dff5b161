/** The planning timeline's styles; sizes match PlanningTimeline's constants (row 36 px, header 44 px, labels 240 px). */
export const timelineCss = `
.ap-tl { display: flex; flex-direction: column; gap: var(--ap-space-3); --ap-tl-resource: var(--ap-color-primary); }
.ap-tl__scroll { position: relative; overflow: auto; border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); overscroll-behavior: contain; }
.ap-tl__canvas { position: relative; }
.ap-tl__head { position: sticky; top: 0; z-index: 4; display: flex; height: 44px; background: var(--ap-color-surface); border-bottom: 1px solid var(--ap-color-border); }
.ap-tl__corner { position: sticky; left: 0; z-index: 5; flex: 0 0 240px; display: flex; align-items: flex-end; padding: 0 var(--ap-space-3) 6px; background: var(--ap-color-surface); border-right: 1px solid var(--ap-color-border); color: var(--ap-color-muted); font-size: var(--ap-font-size-sm); font-weight: 600; }
.ap-tl__axis { position: relative; flex: none; }
.ap-tl__column { position: absolute; top: 0; bottom: 0; border-left: 1px solid var(--ap-color-border); }
.ap-tl__column-label { position: absolute; top: 4px; left: 4px; font-size: var(--ap-font-size-sm); font-weight: 600; color: var(--ap-color-text); white-space: nowrap; text-transform: capitalize; font-variant-numeric: tabular-nums; }
.ap-tl__mark-label { position: absolute; bottom: 4px; transform: translateX(-50%); font-size: 11px; color: var(--ap-color-muted); }
.ap-tl__body { position: relative; }
.ap-tl__grid { position: absolute; top: 0; left: 240px; pointer-events: none; }
.ap-tl__grid-column { position: absolute; top: 0; bottom: 0; border-left: 1px solid var(--ap-color-border); }
.ap-tl__day { position: absolute; top: 0; bottom: 0; }
.ap-tl__off { position: absolute; top: 0; bottom: 0; background: rgba(91, 104, 120, 0.06); }
.ap-tl__mark { position: absolute; top: 0; bottom: 0; border-left: 1px dashed var(--ap-color-border-strong); }
.ap-tl__row { position: absolute; left: 0; right: 0; height: 36px; display: flex; border-bottom: 1px solid var(--ap-color-border); }
.ap-tl__row:hover .ap-tl__label { background: var(--ap-color-primary-soft); }
/* 240px whatever the name's length (min-width: 0, else a long name widens it over the track): the name on two lines at most, its badge « (C) » never cut. */
.ap-tl__label { position: sticky; left: 0; z-index: 3; flex: 0 0 240px; min-width: 0; display: flex; align-items: center; gap: var(--ap-space-2); padding: 0 var(--ap-space-2) 0 var(--ap-space-3); background: var(--ap-color-surface); border-right: 1px solid var(--ap-color-border); }
.ap-tl__swatch { flex: none; width: 10px; height: 10px; border-radius: 50%; background: var(--ap-tl-resource); }
.ap-tl__name { flex: 1; min-width: 0; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-height: 16px; font-size: var(--ap-font-size-sm); overflow-wrap: anywhere; }
.ap-tl__badge { flex: none; font-size: var(--ap-font-size-sm); font-weight: 600; color: var(--ap-color-muted); }
.ap-tl__totals { display: inline-flex; align-items: center; gap: 4px; font-size: var(--ap-font-size-sm); font-variant-numeric: tabular-nums; }
.ap-tl__count { min-width: 20px; padding: 0 5px; border-radius: 10px; background: var(--ap-color-background); color: var(--ap-color-muted); text-align: center; }
.ap-tl__duration { display: inline-block; padding: 1px 6px; border-radius: 4px; background: var(--ap-color-primary-soft); color: var(--ap-color-primary); font-size: var(--ap-font-size-sm); font-weight: 600; font-variant-numeric: tabular-nums; }
.ap-tl__track { position: relative; flex: 1; }
.ap-tl__event { position: absolute; top: 6px; height: 24px; min-width: 2px; padding: 0 4px; overflow: hidden; border: none; border-radius: 4px; background: var(--ap-tl-color, var(--ap-tl-resource)); color: #fff; font-size: 11px; line-height: 24px; text-align: left; white-space: nowrap; text-overflow: ellipsis; cursor: pointer; }
.ap-tl__event:hover { filter: brightness(1.1); }
.ap-tl__event:focus-visible { outline: 2px solid var(--ap-color-text); outline-offset: 1px; z-index: 2; }
.ap-tl__event--background { top: 0; height: 100%; border-radius: 0; opacity: 0.35; cursor: default; background-image: repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.45) 0 4px, transparent 4px 8px); }
.ap-tl__cursor { position: absolute; top: 0; bottom: 0; z-index: 3; width: 0; border-left: 1px solid var(--ap-color-danger); pointer-events: none; }
.ap-tl__cursor-label { position: absolute; z-index: 6; transform: translateX(-50%); padding: 1px 6px; border-radius: 4px; background: var(--ap-color-danger); color: #fff; font-size: 11px; font-weight: 600; white-space: nowrap; pointer-events: none; font-variant-numeric: tabular-nums; }
.ap-tl__tip { position: absolute; z-index: 7; max-width: 320px; padding: var(--ap-space-2) var(--ap-space-3); border-radius: var(--ap-radius); background: var(--ap-color-text); color: var(--ap-color-surface); font-size: var(--ap-font-size-sm); white-space: pre-line; pointer-events: none; }
.ap-tl__legend ul { display: flex; flex-wrap: wrap; gap: var(--ap-space-2) var(--ap-space-4); margin: 0; padding: 0; list-style: none; font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-tl__legend li { display: inline-flex; align-items: center; gap: 6px; }
.ap-tl__legend-swatch { width: 14px; height: 14px; border-radius: 3px; background: var(--ap-tl-color); }
.ap-tl-kind--prestation { --ap-tl-color: var(--ap-tl-resource); }
.ap-tl__legend .ap-tl-kind--prestation { --ap-tl-color: var(--ap-color-primary); }
.ap-tl-kind--weeklyUnavailability { --ap-tl-color: #6b7280; }
.ap-tl-kind--paidLeave { --ap-tl-color: #2e7d32; }
.ap-tl-kind--unpaidLeave { --ap-tl-color: #827717; }
.ap-tl-kind--sickLeave { --ap-tl-color: #c62828; }
.ap-tl-kind--workAccident { --ap-tl-color: #ad1457; }
.ap-tl-kind--maternityLeave { --ap-tl-color: #6a1b9a; }
.ap-tl-kind--training { --ap-tl-color: #00838f; }
.ap-tl-kind--pandemicLeave { --ap-tl-color: #4e342e; }
.ap-tl-kind--authorisedPaidAbsence { --ap-tl-color: #b7950b; }
.ap-tl-kind--authorisedUnpaidAbsence { --ap-tl-color: #5c6bc0; }
.ap-tl-kind--unjustifiedAbsence { --ap-tl-color: #e65100; }
.ap-tl-kind--informativeAbsence { --ap-tl-color: #90a4ae; }
`;
