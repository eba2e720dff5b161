export const planningsCss = `
/* The week or month (800px at least, its seven days side by side), the interventions to staff beside it, under it when the room lacks. */
.ap-plannings__layout { display: flex; flex-wrap: wrap; gap: var(--ap-space-4); align-items: flex-start; }
.ap-plannings__main { flex: 1 1 800px; min-width: 0; }
.ap-to-staff { flex: 0 0 300px; max-width: 100%; }
.ap-plannings__layout > .ap-to-staff { padding: var(--ap-space-4); }
.ap-to-staff .ap-panel__title { margin: 0 0 var(--ap-space-2); font-size: var(--ap-font-size-md); }
.ap-to-staff__count { min-width: 22px; padding: 0 6px; border-radius: 11px; background: var(--ap-color-warning); color: #fff; font-size: var(--ap-font-size-sm); text-align: center; }
.ap-to-staff__hint { margin: 0 0 var(--ap-space-2); font-size: var(--ap-font-size-sm); }
.ap-to-staff__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ap-space-1); }
.ap-to-staff__event { display: flex; flex-direction: column; gap: 2px; width: 100%; padding: var(--ap-space-2); border: 1px solid var(--ap-color-border); border-left: 3px solid var(--ap-color-warning); border-radius: var(--ap-radius); background: var(--ap-color-surface); font: inherit; font-size: var(--ap-font-size-sm); text-align: left; cursor: pointer; }
.ap-to-staff__event:hover, .ap-to-staff__event:focus-visible { background: var(--ap-color-primary-soft); }
.ap-to-staff__when { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: var(--ap-space-2); }
.ap-to-staff__when span { white-space: nowrap; }
.ap-plannings__bar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-3); margin-bottom: var(--ap-space-4); }
/* The previous and next buttons stay beside their date. */
.ap-plannings__nav { display: flex; align-items: flex-end; gap: var(--ap-space-2); }
.ap-planning-grid { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-week { display: grid; grid-template-columns: repeat(7, minmax(104px, 1fr)); gap: var(--ap-space-2); overflow-x: auto; }
.ap-week__day { display: flex; flex-direction: column; gap: var(--ap-space-2); min-height: 120px; padding: var(--ap-space-2); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); background: var(--ap-color-surface); }
.ap-week__day h2 { margin: 0; font-size: var(--ap-font-size-sm); font-weight: 600; text-transform: capitalize; }
.ap-week__holiday { margin: 0; font-size: var(--ap-font-size-sm); color: var(--ap-color-warning); }
.ap-week__day--today { border-color: var(--ap-color-primary); }
.ap-week__day--outside { background: var(--ap-color-background); }
.ap-week__day--outside h2 { color: var(--ap-color-muted); }
.ap-week__events { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ap-space-1); }
/* A day is narrow: the hours on one line, the other party under them, the actions at the bottom right. */
.ap-week__event { display: flex; flex-direction: column; gap: 2px; padding: var(--ap-space-1) var(--ap-space-2); border-radius: var(--ap-radius); background: var(--ap-color-primary-soft); font-size: var(--ap-font-size-sm); overflow-wrap: anywhere; }
.ap-week__event strong { display: block; white-space: nowrap; }
.ap-week__event--cancelled { background: var(--ap-color-background); color: var(--ap-color-muted); border-left: 3px solid var(--ap-color-danger); }
.ap-week__event--cancelled .ap-week__event-slot, .ap-week__event--cancelled .ap-week__event-who { text-decoration: line-through; }
.ap-week__cancellation { color: var(--ap-color-danger); font-weight: 600; }
.ap-week__event-actions { display: flex; justify-content: flex-end; margin: 0 -6px -4px 0; }
.ap-available-pros { display: flex; flex-direction: column; align-items: flex-start; gap: var(--ap-space-2); margin: var(--ap-space-3) 0; }
.ap-available-pros ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--ap-space-1); }
.ap-rejections { display: flex; flex-direction: column; gap: var(--ap-space-2); }
.ap-rejections ul { margin: 0; padding-left: var(--ap-space-4); }
/* The hour grid's event dialog: its cancel, restore and delete buttons, apart from the form's own. */
.ap-event-actions { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); margin-top: var(--ap-space-3); padding-top: var(--ap-space-3); border-top: 1px solid var(--ap-color-border); }
/* The event dialog's similar events and infos, under the form. */
.ap-event-more { display: grid; grid-template-columns: 1fr 1fr; gap: var(--ap-space-4); margin-top: var(--ap-space-4); }
.ap-event-more h3 { margin: 0 0 var(--ap-space-2); font-size: var(--ap-font-size-sm); }
.ap-event-more ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ap-space-1); max-height: 180px; overflow-y: auto; font-size: var(--ap-font-size-sm); }
.ap-event-more li { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-2); }
.ap-event-more__cancelled { text-decoration: line-through; color: var(--ap-color-muted); }
`;
