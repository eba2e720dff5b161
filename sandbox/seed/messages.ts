/**
 * Messages of the last four weeks between each agency, its families with planning and their
 * professionals (spec 001 §3 Message): every type, threads with replies, direct family ↔
 * professional exchanges, weekly plannings sent to the professionals; the last days' messages
 * mostly unread. Its own PRNG stream (the seed's mulberry32, another seed number), so that
 * it changes nothing the other seeders draw. All sent before the seed's day.
 */
import type { MessagePartyKind, MessageType } from '../../src/domain/messaging';
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { AGENCY } from './organisation';
import { SEED, mulberry32, type Random } from './prng';

/** The seed's PRNG on a stream of its own. */
const MESSAGES_SEED = SEED + 42;
/** How far back the history goes, in days. */
const HISTORY_DAYS = 28;

const WEEK_DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

interface Cast {
  agency: string;
  family: string;
  parent: string;
  child: string;
  pro: string;
  proFirstName: string;
  /** A day of the thread, 'mercredi 12/11'. */
  day: string;
}

interface Step {
  /** Days before the seed's day (at least 1), and the hour; a reply or a relay follows the step before instead. */
  daysAgo: number;
  hour: number;
  from: MessagePartyKind;
  to: MessagePartyKind;
  type: MessageType;
  /** Variants; one is drawn. */
  texts: readonly ((c: Cast) => string)[];
  /** About the family's child. */
  aboutChild?: boolean;
  /** Answers the step before (a little later, about the same day). */
  reply?: boolean;
  /** Passes the step before on (a little later, about the same day), without answering it. */
  relays?: boolean;
  /** The day it speaks of is before it was sent (a declaration), rather than after (a request). */
  aboutPast?: boolean;
  /** Left out now and then. */
  optional?: boolean;
}

/** One family's history, oldest first. */
const THREAD: readonly Step[] = [
  { daysAgo: 26, hour: 9, from: 'AGENCY', to: 'FAMILY', type: 'INFO', texts: [
    (c) => `Bonjour ${c.parent}, votre espace famille est ouvert : vous y retrouverez le planning et les relevés d'heures. L'équipe de l'${c.agency}`,
    () => "Rappel : l'agence sera fermée le 11 novembre. Pour toute urgence, la permanence reste joignable par téléphone.",
  ] },
  { daysAgo: 20, hour: 18, from: 'FAMILY', to: 'AGENCY', type: 'TEXT', aboutChild: true, texts: [
    (c) => `Bonjour, serait-il possible d'ajouter une garde pour ${c.child} le ${c.day} de 14h à 18h ? Merci d'avance.`,
    (c) => `Bonjour, ${c.child} aura une sortie scolaire le ${c.day} : la garde peut-elle commencer à 15h au lieu de 16h30 ?`,
  ] },
  { daysAgo: 19, hour: 10, from: 'AGENCY', to: 'FAMILY', type: 'TEXT', reply: true, texts: [
    (c) => `Bonjour ${c.parent}, c'est noté : ${c.pro} interviendra le ${c.day}. Bonne journée !`,
    (c) => `Bonjour, c'est bien pris en compte, le planning est modifié pour le ${c.day}. Belle journée à vous.`,
  ] },
  { daysAgo: 15, hour: 17, from: 'AGENCY', to: 'PRO', type: 'PLANNING', texts: [
    (c) => `Bonjour ${c.proFirstName}, un créneau a été ajouté chez la ${c.family} le ${c.day}. Merci de le confirmer dans l'application.`,
  ] },
  { daysAgo: 12, hour: 20, from: 'PRO', to: 'AGENCY', type: 'TIMES', aboutPast: true, texts: [
    (c) => `Horaires du ${c.day} chez la ${c.family} : arrivée 16h35, départ 19h10 (sortie d'école retardée).`,
    (c) => `Horaires du ${c.day} : 8h05 – 18h20, les parents sont rentrés plus tard que prévu.`,
  ] },
  { daysAgo: 11, hour: 9, from: 'AGENCY', to: 'FAMILY', type: 'TIMES', relays: true, texts: [
    (c) => `Les horaires du ${c.day} ont été corrigés sur votre relevé : 16h35 – 19h10, comme déclaré par ${c.pro}.`,
    (c) => `Relevé d'heures : l'intervention du ${c.day} est enregistrée de 8h05 à 18h20.`,
  ] },
  { daysAgo: 9, hour: 12, from: 'FAMILY', to: 'PRO', type: 'TEXT', aboutChild: true, texts: [
    (c) => `Bonjour ${c.proFirstName}, pensez à récupérer le doudou de ${c.child} chez la voisine ce soir, merci !`,
    (c) => `Bonjour ${c.proFirstName}, ${c.child} a un peu de fièvre : le Doliprane est dans le placard de la cuisine.`,
  ] },
  { daysAgo: 9, hour: 13, from: 'PRO', to: 'FAMILY', type: 'TEXT', reply: true, texts: [
    () => "Bien reçu, je m'en occupe. À ce soir !",
    () => 'Très bien, je vous tiens au courant. Bonne journée.',
  ] },
  { daysAgo: 5, hour: 16, from: 'PRO', to: 'FAMILY', type: 'LATE', optional: true, texts: [
    () => "J'aurai environ 15 minutes de retard à cause des bouchons, toutes mes excuses.",
    () => 'Mon tram est bloqué : j’arrive avec 10 minutes de retard.',
  ] },
  { daysAgo: 5, hour: 16, from: 'AGENCY', to: 'FAMILY', type: 'LATE', relays: true, texts: [
    (c) => `${c.pro} nous signale un retard d'environ 15 minutes. Nous restons joignables si besoin.`,
  ] },
  { daysAgo: 2, hour: 11, from: 'AGENCY', to: 'FAMILY', type: 'PLANNING', aboutChild: true, texts: [
    (c) => `Le planning de ${c.child} pour la semaine prochaine est à jour : nouveau créneau le ${c.day}.`,
    (c) => `Votre planning de la semaine prochaine est disponible dans l'application (${c.pro}).`,
  ] },
  { daysAgo: 1, hour: 21, from: 'FAMILY', to: 'AGENCY', type: 'TEXT', optional: true, texts: [
    () => 'Merci pour la mise à jour. Pouvez-vous nous envoyer la facture du mois dernier ?',
    () => 'Bonsoir, nous partons en vacances la semaine prochaine : faut-il annuler les gardes dès maintenant ?',
  ] },
];

interface Pair {
  familyId: number;
  employeeId: number;
}

export function seedMessages(db: Db, today: Date): void {
  const random = mulberry32(MESSAGES_SEED);
  const insert = db.prepare(`INSERT INTO messages (agency_id, sender_kind, recipient_kind, family_id, pro_id, child_id, reply_of, type, content, unread, send_date)
    VALUES (@agencyId, @from, @to, @familyId, @proId, @childId, @replyOf, @type, @content, @unread, @sendDate)`);
  const from = isoDate(addDays(today, -HISTORY_DAYS));
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const agency = db.prepare('SELECT label FROM agencies WHERE id = ?').pluck().get(agencyId) as string;
    // Each family with planning in the last weeks, with the professional who came most.
    const pairs = db
      .prepare(
        `SELECT family_id AS familyId, employee_id AS employeeId FROM planning_events WHERE agency_id = @agencyId AND day >= @from AND day < @today
         GROUP BY family_id, employee_id ORDER BY family_id, COUNT(*) DESC, employee_id`,
      )
      .all({ agencyId, from, today: isoDate(today) }) as Pair[];
    const seen = new Set<number>();
    for (const { familyId, employeeId } of pairs) {
      if (seen.has(familyId)) continue;
      seen.add(familyId);
      const family = db.prepare('SELECT label, parent_first_name AS parent FROM families WHERE id = ?').get(familyId) as { label: string; parent: string };
      const child = db.prepare('SELECT id, first_name AS name FROM children WHERE family_id = ? ORDER BY id LIMIT 1').get(familyId) as { id: number; name: string } | undefined;
      const pro = db.prepare('SELECT first_name AS firstName, last_name AS lastName FROM employees WHERE id = ?').get(employeeId) as { firstName: string; lastName: string };
      const cast = (sent: Date, aboutPast: boolean): Cast => ({
        agency, family: family.label, parent: family.parent, child: child?.name ?? 'votre enfant', pro: `${pro.firstName} ${pro.lastName}`,
        proFirstName: pro.firstName, day: dayText(workingDay(addDays(todayOf(sent), aboutPast ? -random.int(1, 3) : random.int(2, 6)), aboutPast)),
      });
      // The step before, when it was sent: a reply or a relay follows it by a few minutes to a few hours and speaks of the same day.
      let previous: { id: number; sent: Date; cast: Cast } | null = null;
      for (const step of THREAD) {
        if (step.optional && random.chance(0.25)) {
          previous = null;
          continue;
        }
        const before: { id: number; sent: Date; cast: Cast } | null = step.reply || step.relays ? previous : null;
        const sent: Date = before
          ? new Date(before.sent.getTime() + random.int(10, 150) * 60_000)
          : new Date(today.getTime() - (step.daysAgo + random.int(0, 1)) * 86_400_000 + step.hour * 3_600_000 + random.int(0, 50) * 60_000);
        const about: Cast = before ? before.cast : cast(sent, step.aboutPast ?? false);
        const result = insert.run({
          agencyId, from: step.from, to: step.to, type: step.type, content: random.pick(step.texts)(about),
          familyId: step.from === 'FAMILY' || step.to === 'FAMILY' ? familyId : null,
          proId: step.from === 'PRO' || step.to === 'PRO' ? employeeId : null,
          childId: step.aboutChild && child ? child.id : null, replyOf: step.reply && before ? before.id : null,
          unread: unreadAt(random, Math.floor((today.getTime() - sent.getTime()) / 86_400_000) + 1), sendDate: sent.toISOString(),
        });
        previous = { id: Number(result.lastInsertRowid), sent, cast: about };
      }
    }
    seedWeeklyPlannings(db, random, agencyId, today, insert);
  }
}

/** Every Friday of the history, each professional with planning receives next week's: 'Votre planning de la semaine du lundi 24/11 est disponible'. */
function seedWeeklyPlannings(db: Db, random: Random, agencyId: number, today: Date, insert: ReturnType<Db['prepare']>): void {
  const pros = db
    .prepare('SELECT DISTINCT employee_id FROM planning_events WHERE agency_id = ? AND day >= ? ORDER BY employee_id')
    .pluck()
    .all(agencyId, isoDate(addDays(today, -HISTORY_DAYS))) as number[];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const friday = addDays(today, -daysAgo);
    if (friday.getUTCDay() !== 5) continue;
    for (const proId of pros) {
      insert.run({
        agencyId, from: 'AGENCY', to: 'PRO', type: 'PLANNING', familyId: null, proId, childId: null, replyOf: null,
        content: `Votre planning de la semaine du ${dayText(addDays(friday, 3))} est disponible dans l'application. Bon week-end !`,
        unread: unreadAt(random, daysAgo), sendDate: new Date(friday.getTime() + 15 * 3_600_000 + random.int(0, 30) * 60_000).toISOString(),
      });
    }
  }
}

/** Read, except most of the last three days' messages. */
function unreadAt(random: Random, daysAgo: number): number {
  return daysAgo <= 3 && random.chance(0.7) ? 1 : 0;
}

/** The day (UTC midnight) of an instant. */
function todayOf(instant: Date): Date {
  return new Date(`${isoDate(instant)}T00:00:00Z`);
}

/** A week-end day moved to the Friday before (a day spoken of in the past) or the Monday after. */
function workingDay(date: Date, backwards: boolean): Date {
  const weekDay = date.getUTCDay();
  if (weekDay === 6) return addDays(date, backwards ? -1 : 2);
  if (weekDay === 0) return addDays(date, backwards ? -2 : 1);
  return date;
}

/** 'lundi 24/11'. */
function dayText(date: Date): string {
  return `${WEEK_DAYS[date.getUTCDay()]} ${isoDate(date).slice(8, 10)}/${isoDate(date).slice(5, 7)}`;
}
