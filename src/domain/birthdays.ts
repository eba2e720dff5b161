/**
 * Upcoming birthdays of the quick search (spec 000 §2.4, §9): within 15 days, the day
 * in words and the age reached. Same rule as the sandbox's list: today counts (in 0 days)
 * up to 15 days ahead, and a 29 February birthday falls on 1 March in other years.
 */
import type { Dayjs } from 'dayjs';
import { frenchDay, toIsoDate, type DateInput } from './format/date';

export const UPCOMING_BIRTHDAY_DAYS = 15;

export interface UpcomingBirthday {
  /** 'YYYY-MM-DD' of the coming birthday. */
  readonly date: string;
  /** 0 today, 1 tomorrow… */
  readonly inDays: number;
  /** The age reached on that day. */
  readonly age: number;
  /** 'Aujourd'hui', 'Demain', 'Dans 3 jours'. */
  readonly when: string;
  /** '1 an', '34 ans'. */
  readonly ageLabel: string;
}

// Counted from the first of the month, so that 29 February moves on to 1 March in a common year
// (dayjs's year() would pull it back to 28 February).
const anniversary = (birth: Dayjs, year: number): Dayjs => birth.date(1).year(year).add(birth.date() - 1, 'day');

export function whenLabel(inDays: number): string {
  if (inDays === 0) return "Aujourd'hui";
  if (inDays === 1) return 'Demain';
  return `Dans ${inDays} jours`;
}

export function ageLabel(age: number): string {
  return `${age} ${age > 1 ? 'ans' : 'an'}`;
}

/** The coming birthday of someone born on `birthDate`, or null when it is more than 15 days away. */
export function upcomingBirthday(birthDate: DateInput, today: DateInput): UpcomingBirthday | null {
  const birth = frenchDay(birthDate)?.startOf('day');
  const now = frenchDay(today)?.startOf('day');
  if (!birth || !now) return null;
  let next = anniversary(birth, now.year());
  if (next.isBefore(now)) next = anniversary(birth, now.year() + 1);
  const inDays = Math.round(next.diff(now, 'day', true));
  if (inDays > UPCOMING_BIRTHDAY_DAYS) return null;
  const age = next.year() - birth.year();
  return { date: toIsoDate(next), inDays, age, when: whenLabel(inDays), ageLabel: ageLabel(age) };
}

/** A child's age on `today`: in months under two years (« 8 mois »), then in years (« 3 ans »). */
export function childAgeLabel(birthDate: DateInput, today: DateInput): string {
  const birth = frenchDay(birthDate)?.startOf('day');
  const now = frenchDay(today)?.startOf('day');
  if (!birth || !now) return '';
  const months = now.diff(birth, 'month');
  return months < 24 ? `${Math.max(0, months)} mois` : ageLabel(now.diff(birth, 'year'));
}

/** Who has a birthday (the dashboard's answer: employees and children), with the screen that shows them. */
export interface BirthdayPerson {
  readonly key: string;
  readonly kind: 'EMPLOYEE' | 'CHILD';
  readonly id: number;
  readonly name: string;
  readonly birthDate: string;
  /** A child's family (its page), and whether that family is a prospect. */
  readonly familyId?: number;
  readonly prospect?: boolean;
}

export type BirthdayRow = BirthdayPerson & { readonly upcoming: UpcomingBirthday };

/** Employees and children together, those within 15 days only, soonest first (the quick search's and the home's lists). */
export function upcomingBirthdayRows<E extends { id: number; birthDate: string; firstName: string; lastName: string }>(
  answer: {
    readonly employees: readonly E[];
    readonly children: readonly { id: number; familyId: number; birthDate: string; prospect: boolean; firstName: string; lastName: string }[];
  },
  today: DateInput,
  employeeName: (employee: E) => string = (e) => `${e.firstName} ${e.lastName}`,
): BirthdayRow[] {
  const people: BirthdayPerson[] = [
    ...answer.employees.map((e) => ({ key: `e${e.id}`, kind: 'EMPLOYEE' as const, id: e.id, name: employeeName(e), birthDate: e.birthDate })),
    ...answer.children.map((c) => ({ key: `c${c.id}`, kind: 'CHILD' as const, id: c.id, name: `${c.firstName} ${c.lastName}`, birthDate: c.birthDate, familyId: c.familyId, prospect: c.prospect })),
  ];
  return people
    .map((person) => ({ ...person, upcoming: upcomingBirthday(person.birthDate, today) }))
    .filter((row): row is BirthdayRow => row.upcoming !== null)
    .sort((a, b) => a.upcoming.inDays - b.upcoming.inDays);
}

/** The tag of a row: 'Intervenant', 'Enfant', 'Enfant (prospect)'. */
export function birthdayKindLabel(row: Pick<BirthdayPerson, 'kind' | 'prospect'>): string {
  if (row.kind === 'EMPLOYEE') return 'Intervenant';
  return row.prospect ? 'Enfant (prospect)' : 'Enfant';
}
