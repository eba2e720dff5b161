/**
 * Notes of the demo on families and professionals of Lyon and Paris: reminders in every status
 * (scheduled, restarted, outdated, none), some pinned, one archived, every colour. Dates count from the seed's day.
 */
import type { Db } from '../store/db';
import { NOTE_COLORS } from '../../src/domain/notes';
import { AGENCY } from './organisation';

interface SeedNote {
  content: string;
  /** Days from the seed's day to the reminder (negative: passed), and how many times one was set. */
  reminder?: [days: number, times: number];
  pinned?: boolean;
  archived?: boolean;
  on: 'family' | 'pro';
}

const NOTES: SeedNote[] = [
  { on: 'family', content: '<p><strong>Code du portail :</strong> 4512B. Sonner deux fois.</p>', pinned: true },
  { on: 'family', content: '<p>Rappeler la maman pour le <em>planning des vacances</em> de février.</p>', reminder: [3, 1], pinned: true },
  { on: 'pro', content: '<p>Visite médicale à renouveler avant la fin du mois.</p>', reminder: [-2, 1], pinned: true },
  { on: 'pro', content: '<ul><li>Permis B</li><li>Véhiculée</li><li>Disponible le mercredi</li></ul>', pinned: true },
  { on: 'family', content: '<p>Allergie aux arachides du plus jeune : prévenir chaque nouvel intervenant.</p>', reminder: [7, 2] },
  { on: 'pro', content: '<p>Souhaite passer à 30 h par semaine à la rentrée.</p>', reminder: [-10, 2] },
  { on: 'family', content: '<p>Attestation CAF envoyée par courrier.</p>', archived: true },
  { on: 'pro', content: "<p>Entretien annuel à planifier avec la directrice d'agence.</p>", reminder: [14, 1] },
];

export function seedNotes(db: Db, today: Date): void {
  const insert = db.prepare(`INSERT INTO notes (agency_id, content, color, reminder_date, reminder_count, pinned, family_id, pro_id, archived, created_by, created_at, updated_at)
    VALUES (@agencyId, @content, @color, @reminderDate, @times, @pinned, @familyId, @proId, @archived, @createdBy, @createdAt, @createdAt)`);
  const firstIds = (table: string, agencyId: number) => db.prepare(`SELECT id FROM ${table} WHERE agency_id = ? ORDER BY id LIMIT 4`).pluck().all(agencyId) as number[];
  for (const [agencyId, author] of [[AGENCY.lyon, 2], [AGENCY.paris, 32]] as const) {
    const families = firstIds('families', agencyId);
    const pros = firstIds('employees', agencyId);
    NOTES.forEach((note, i) => {
      const at = (days: number, hour: number) => new Date(today.getTime() + days * 86_400_000 + hour * 3_600_000).toISOString();
      insert.run({
        agencyId, content: note.content, color: NOTE_COLORS[i % NOTE_COLORS.length], reminderDate: note.reminder ? at(note.reminder[0], 9) : null,
        times: note.reminder?.[1] ?? 0, pinned: note.pinned ? 1 : 0, familyId: note.on === 'family' ? families[i % 2] : null,
        proId: note.on === 'pro' ? pros[i % 2] : null, archived: note.archived ? 1 : 0, createdBy: author, createdAt: at(-(20 - i), 8),
      });
    });
  }
}
