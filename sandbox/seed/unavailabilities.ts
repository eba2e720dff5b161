/**
 * Unavailabilities, consistent with the planning: the regular professionals are
 * unavailable when their pattern leaves them free (Wednesdays, Tuesday training,
 * week-ends); the free ones hold other jobs and every kind of absence, some under way
 * today. Every weekly type and every period shape (always, from, until, a single day,
 * between) is there. Seeded before the planning, which keeps out of the dated absences; a
 * birth leave goes to the civility it is for (maternity to a woman).
 */
import type { AbsenceType } from '../../src/api/contract/unavailabilities';
import { weekDayOf } from '../../src/domain/calendar';
import { fitsCivility, type Civility } from '../../src/domain/unavailability/leaveCivility';
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { AGENCY } from './organisation';
import { REGULAR_PROS, ROUND_THE_CLOCK_PROS, activeProfessionals } from './planning';

interface Weekly {
  /** Index among the regular professionals (R) or the free ones (F). */
  who: ['R' | 'F', number];
  type: 'OTHER_BUSINESS' | 'FORMATION' | 'OTHER';
  comment: string | null;
  days: number[];
  start: string;
  end: string;
  /** Offsets from the seed's day; null: open. */
  from: number | null;
  until: number | null;
}

const WEEKLY: Weekly[] = [
  { who: ['R', 0], type: 'OTHER', comment: 'Garde ses propres enfants le mercredi', days: [3], start: '00:00', end: '23:59', from: null, until: null },
  { who: ['R', 1], type: 'FORMATION', comment: "CAP Accompagnant éducatif petite enfance", days: [2], start: '09:00', end: '12:30', from: -14, until: 90 },
  { who: ['R', 2], type: 'OTHER', comment: 'Week-ends réservés', days: [6, 7], start: '00:00', end: '23:59', from: -60, until: null },
  { who: ['F', 0], type: 'OTHER_BUSINESS', comment: 'Employée dans une cantine scolaire le matin', days: [1, 2, 4, 5], start: '08:00', end: '12:00', from: null, until: null },
  { who: ['F', 1], type: 'OTHER', comment: 'Cours du soir', days: [1], start: '14:00', end: '23:59', from: null, until: 30 },
  { who: ['F', 2], type: 'OTHER', comment: null, days: [], start: '00:00', end: '23:59', from: 10, until: 10 },
];

interface Absence {
  type: AbsenceType;
  comment: string | null;
  /** Day offsets and times. */
  from: [number, string];
  to: [number, string];
}

/** Given in turn to the free professionals and the inactive ones, each to the next one free then. */
const ABSENCES: Absence[] = [
  { type: 'PAID_VACATION', comment: "Congés d'automne", from: [-2, '00:00'], to: [5, '23:59'] },
  { type: 'MATERNITY_LEAVE', comment: null, from: [-40, '00:00'], to: [70, '23:59'] },
  { type: 'UNPAID_AUTHORIZED_ABSENCE', comment: 'Rendez-vous médical', from: [0, '08:00'], to: [0, '12:00'] },
  { type: 'SICK_VACATION', comment: 'Arrêt de travail de 5 jours', from: [-10, '00:00'], to: [-6, '23:59'] },
  { type: 'FORMATION', comment: 'Formation premiers secours (SST)', from: [7, '09:00'], to: [8, '17:00'] },
  { type: 'WORK_ACCIDENT', comment: 'Chute dans un escalier chez une famille', from: [-30, '00:00'], to: [-21, '23:59'] },
  { type: 'PAID_AUTHORIZED_ABSENCE', comment: 'Mariage de sa sœur', from: [3, '00:00'], to: [3, '23:59'] },
  { type: 'UNJUSTIFIED_ABSENCE', comment: null, from: [-4, '14:00'], to: [-4, '18:00'] },
  { type: 'NOT_WORKING', comment: "Ne travaille pas l'après-midi", from: [1, '13:00'], to: [1, '23:59'] },
  { type: 'TRAVEL_ACCIDENT', comment: 'Accident de scooter sur le trajet', from: [-60, '00:00'], to: [-55, '23:59'] },
  { type: 'UNPAID_VACATION', comment: 'Voyage familial', from: [20, '00:00'], to: [34, '23:59'] },
  { type: 'COMPENSATORY_REST', comment: null, from: [-1, '00:00'], to: [-1, '23:59'] },
  { type: 'PANDEMIC_LEAVE', comment: 'Isolement', from: [-120, '00:00'], to: [-114, '23:59'] },
  { type: 'PARENTAL_EDUCATION_LEAVE', comment: 'Congé parental à temps plein', from: [-200, '00:00'], to: [160, '23:59'] },
];

export function seedUnavailabilities(db: Db, today: Date): void {
  const weekly = db.prepare(`INSERT INTO weekly_unavailabilities (employee_id, week_day, start_date, end_date, start_time, end_time, type, comment, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const absence = db.prepare('INSERT INTO unavailabilities (employee_id, type, start_date_time, end_date_time, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const created = addDays(today, -90).toISOString();
  const day = (offset: number) => isoDate(addDays(today, offset));
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const active = activeProfessionals(db, agencyId);
    const regular = active.slice(ROUND_THE_CLOCK_PROS, ROUND_THE_CLOCK_PROS + REGULAR_PROS);
    const free = active.slice(ROUND_THE_CLOCK_PROS + REGULAR_PROS);
    for (const slot of WEEKLY) {
      const employeeId = (slot.who[0] === 'R' ? regular : free)[slot.who[1]];
      if (employeeId === undefined) continue;
      // A single day applies on its own week day.
      const days = slot.days.length ? slot.days : [weekDayOf(day(slot.from!))!];
      for (const weekDay of days) {
        weekly.run(employeeId, weekDay, slot.from === null ? null : day(slot.from), slot.until === null ? null : day(slot.until), slot.start, slot.end, slot.type, slot.comment, created);
      }
    }
    const inactive = db.prepare("SELECT id FROM employees WHERE agency_id = ? AND status IN ('INACTIVE', 'SUSPENDED') ORDER BY id").pluck().all(agencyId) as number[];
    const people = [...free, ...inactive];
    // A birth leave goes to the civility it is for (the next one in turn): maternity to a woman.
    const civilities = new Map(db.prepare('SELECT id, civility FROM employees WHERE agency_id = ?').raw().all(agencyId) as [number, Civility][]);
    const taken = new Map<number, [string, string][]>();
    ABSENCES.forEach((a, i) => {
      const period: [string, string] = [`${day(a.from[0])}T${a.from[1]}`, `${day(a.to[0])}T${a.to[1]}`];
      const isFree = (id: number) => !(taken.get(id) ?? []).some(([start, end]) => start < period[1] && end > period[0]);
      // The next one in turn who is free then (and of the civility a birth leave is for).
      const employeeId = people.map((_, j) => people[(i + j) % people.length]!).find((id) => isFree(id) && fitsCivility(a.type, civilities.get(id)!));
      if (employeeId === undefined) return;
      taken.set(employeeId, [...(taken.get(employeeId) ?? []), period]);
      absence.run(employeeId, a.type, period[0], period[1], a.comment, created);
    });
  }
}
