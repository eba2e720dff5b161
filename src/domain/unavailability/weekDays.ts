/**
 * The days a weekly unavailability applies to (spec 000 §5): a single day (1 Monday to
 * 7 Sunday) or a group: 8 Mon-Fri, 9 Mon-Fri except Wednesday, 10 Mon-Sun,
 * 11 Mon-Sun except Wednesday, 12 Saturday and Sunday.
 */
import { WEEK_DAYS, WEEK_DAY_NAMES, type WeekDay } from '../calendar';

export type WeekDayGroup = 8 | 9 | 10 | 11 | 12;
export type WeekDayChoice = WeekDay | WeekDayGroup;

const GROUPS: Readonly<Record<WeekDayGroup, { days: readonly WeekDay[]; label: string }>> = {
  8: { days: [1, 2, 3, 4, 5], label: 'Du lundi au vendredi' },
  9: { days: [1, 2, 4, 5], label: 'Du lundi au vendredi sauf le mercredi' },
  10: { days: [1, 2, 3, 4, 5, 6, 7], label: 'Du lundi au dimanche' },
  11: { days: [1, 2, 4, 5, 6, 7], label: 'Du lundi au dimanche sauf le mercredi' },
  12: { days: [6, 7], label: 'Samedi et dimanche' },
};

/** The choices of the dialog's day list, in order: each day, then the groups. */
export const WEEK_DAY_CHOICES: readonly WeekDayChoice[] = [...WEEK_DAYS, 8, 9, 10, 11, 12];

const isGroup = (choice: WeekDayChoice): choice is WeekDayGroup => choice in GROUPS;

/** The week days a choice covers. */
export function weekDaysOf(choice: WeekDayChoice): readonly WeekDay[] {
  return isGroup(choice) ? GROUPS[choice].days : [choice];
}

/** 'Mardi', 'Du lundi au vendredi sauf le mercredi'… */
export function weekDayChoiceLabel(choice: WeekDayChoice): string {
  return isGroup(choice) ? GROUPS[choice].label : WEEK_DAY_NAMES[choice];
}
