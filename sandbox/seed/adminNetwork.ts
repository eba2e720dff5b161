/**
 * The administration's network (issue 15): each client's public access hash (fixed, so that
 * /clients/{hash}/overview links stay the same from one seed to the next) and a few push
 * notifications already sent by the admin (/pushNotifications' history).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../store/db';

/** The seeded hash of a client: 32 hex characters. */
export const clientHashOf = (clientId: number) => createHash('sha256').update(`agency-portal-client-${clientId}`).digest('hex').slice(0, 32);

const PUSHES = [
  { userId: 6, daysAgo: 12, title: 'Planning de la semaine', body: 'Votre planning de la semaine prochaine est disponible dans l’application.' },
  { userId: 2, daysAgo: 5, title: 'Nouvelle version du portail', body: 'Les attestations fiscales et les modèles de documents ont été mis à jour. Consultez les nouveautés.' },
  { userId: 6, daysAgo: 1, title: 'Feuille d’heures à valider', body: 'Pensez à valider votre feuille d’heures du mois avant vendredi.' },
] as const;

export function seedAdminNetwork(db: Db, today: Date): void {
  const setHash = db.prepare('UPDATE clients SET public_access_hash = ? WHERE id = ?');
  for (const id of db.prepare('SELECT id FROM clients ORDER BY id').pluck().all() as number[]) setHash.run(clientHashOf(id), id);
  const push = db.prepare('INSERT INTO push_notifications (user_id, sent_by, title, body, sent_at) VALUES (?, 1, ?, ?, ?)');
  for (const p of PUSHES) push.run(p.userId, p.title, p.body, new Date(today.getTime() - p.daysAgo * 86_400_000 + 9.5 * 3_600_000).toISOString());
}
