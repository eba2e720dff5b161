/** The prospecting board: one column per stage, cards that can be dragged. */
export const boardCss = `
.ap-board { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(190px, 1fr); gap: var(--ap-space-3); overflow-x: auto; padding-bottom: var(--ap-space-2); align-items: start; }
.ap-board__column { background: var(--ap-color-background); border: 1px solid var(--ap-color-border); border-radius: 8px; padding: var(--ap-space-2); min-height: 160px; }
.ap-board__column--over { border-color: var(--ap-color-primary); background: var(--ap-color-primary-soft); }
.ap-board__title { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-2); font-size: var(--ap-font-size-md); margin: var(--ap-space-1) var(--ap-space-1) var(--ap-space-2); }
.ap-board__count { min-width: 24px; padding: 0 6px; border-radius: 10px; background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); font-size: var(--ap-font-size-sm); text-align: center; color: var(--ap-color-muted); }
/* Each column scrolls its own cards: the board stays within the window, its side scroll (eight stages) in sight under it. */
.ap-board__cards { list-style: none; margin: 0; padding: 0 2px 2px 0; display: flex; flex-direction: column; gap: var(--ap-space-2); max-height: max(320px, calc(100vh - 300px)); overflow-y: auto; }
.ap-board__card { display: flex; flex-direction: column; gap: 2px; padding: var(--ap-space-2) var(--ap-space-3); background: var(--ap-color-surface); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); cursor: grab; }
.ap-board__card[draggable="false"] { cursor: default; }
.ap-board__card-head { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--ap-space-1); }
.ap-board__card-head .ap-button { height: 26px; padding: 0 4px; }
.ap-board__more { margin: var(--ap-space-2) var(--ap-space-1) 0; font-size: var(--ap-font-size-sm); }
`;
