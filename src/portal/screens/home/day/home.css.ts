/** The home's agency day: events, figures, today's planning, birthdays. */
export const homeCss = `
/* The events' actions are icons: the side column can take more room for its names and tags. */
.ap-home-day { display: grid; grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr); gap: var(--ap-space-4); margin-top: var(--ap-space-4); align-items: start; }
.ap-home-day__side { display: flex; flex-direction: column; gap: var(--ap-space-4); min-width: 0; }
@media (max-width: 960px) { .ap-home-day { grid-template-columns: minmax(0, 1fr); } }
.ap-home-panel { display: flex; flex-direction: column; gap: var(--ap-space-3); min-width: 0; }
.ap-home-panel .ap-panel__title { margin: 0; justify-content: space-between; flex-wrap: wrap; }
.ap-home-filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-3); }
.ap-home-events, .ap-home-list { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-home-event { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: var(--ap-space-3); align-items: start; padding: var(--ap-space-2) var(--ap-space-3); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); }
.ap-home-event--unread { border-left: 3px solid var(--ap-color-primary); background: var(--ap-color-background); }
.ap-home-event--unread .ap-home-event__title { font-weight: 600; }
.ap-home-event__icon { display: inline-flex; padding: 6px; border-radius: 50%; }
.ap-home-event__icon--info { color: var(--ap-color-info); background: var(--ap-color-info-soft); }
.ap-home-event__icon--success { color: var(--ap-color-success); background: var(--ap-color-success-soft); }
.ap-home-event__icon--warning { color: var(--ap-color-warning); background: var(--ap-color-warning-soft); }
.ap-home-event__icon--danger { color: var(--ap-color-danger); background: var(--ap-color-danger-soft); }
.ap-home-event__body { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.ap-home-event__detail, .ap-home-event__date { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); overflow-wrap: anywhere; }
.ap-home-event__actions { display: flex; gap: 2px; margin: -4px -6px 0 0; }
/* The time (or « Dans 3 jours ») in its own column: what follows wraps under itself, not under the time. */
.ap-home-row { display: grid; grid-template-columns: 88px minmax(0, 1fr); gap: var(--ap-space-2); align-items: baseline; font-size: var(--ap-font-size-sm); padding-bottom: var(--ap-space-2); border-bottom: 1px solid var(--ap-color-border); }
.ap-home-row:last-child { border-bottom: none; padding-bottom: 0; }
.ap-home-row__time { font-variant-numeric: tabular-nums; white-space: nowrap; color: var(--ap-color-muted); }
.ap-home-row__body { display: flex; flex-wrap: wrap; align-items: center; gap: 2px var(--ap-space-2); min-width: 0; }
`;
