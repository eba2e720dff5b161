/**
 * Support tickets of the demo: agents and ordinary users (ids 30 to 33 of organisation.ts), tickets in
 * every status with comments, agents-only notes, changelog entries, a deleted message, a delayed one,
 * files, links, tags and entry models. Dates count back from the seed's day.
 */
import type { Db } from '../store/db';
import { insertEntry } from '../store/supportEntries';
import { insertAttachments } from '../store/supportFiles';
import { addTagRef, ensureTag, insertLink, insertModel, insertTicket } from '../store/supportTickets';
import type { TicketStatus, TicketType } from '../../src/domain/support/rules';

export const SUPPORT_AGENTS = [30, 31] as const;
const USER = { elodie: 32, hugo: 33, karim: 5, camille: 1, sophie: 2 } as const;
const [LUCIE, THOMAS] = SUPPORT_AGENTS;

interface SeedTicket {
  title: string;
  description: string;
  type: TicketType;
  status: TicketStatus;
  priority: number;
  agentPriority: number;
  by: number;
  daysAgo: number;
  assignee?: number;
  dueInDays?: number;
  agentPrivacy?: boolean;
  tags: string[];
  file?: [name: string, mimeType: string, text: string];
  /** [author, hours after creation, content, agents only?] */
  entries: [number, number, string, boolean?][];
}

const TICKETS: SeedTicket[] = [
  {
    title: 'Export SEPA refusé par la banque', description: 'Le fichier de prélèvement de ce mois est refusé : « IBAN invalide » sur deux familles.', type: 'BUG', status: 'NEW',
    priority: 8, agentPriority: 9, by: USER.elodie, daysAgo: 1, tags: ['Facturation', 'Export'], file: ['rejet-banque.txt', 'text/plain', 'Rejet : IBAN invalide (lignes 12 et 31)'],
    entries: [[USER.elodie, 2, '<p>Le rejet concerne les familles Roussel et Garnier.</p>']],
  },
  {
    title: 'Planning : doublon sur une intervention du mercredi', description: "Une intervention du mercredi apparaît deux fois dans le planning de l'intervenante.", type: 'BUG',
    status: 'IN_PROCESS', priority: 6, agentPriority: 7, by: USER.hugo, daysAgo: 4, assignee: LUCIE, dueInDays: -1, tags: ['Planning'],
    entries: [
      [USER.hugo, 1, '<p>Capture jointe, le doublon est visible depuis lundi.</p>'],
      [LUCIE, 5, '<p>Merci, nous reproduisons le problème.</p>'],
      [LUCIE, 6, '<p>Cause probable : synchronisation mobile rejouée deux fois.</p>', true],
      [USER.hugo, 30, '<p>Le doublon est toujours là ce matin.</p>'],
    ],
  },
  {
    title: 'Comment ajouter un second parent sur une famille ?', description: "Je ne trouve pas où saisir le second responsable légal d'une famille.", type: 'QUESTION', status: 'RESOLVED',
    priority: 3, agentPriority: 2, by: USER.karim, daysAgo: 12, assignee: THOMAS, tags: ['Familles'],
    entries: [[THOMAS, 3, "<p>Depuis la fiche famille, onglet <strong>Composition</strong>, bouton « Ajouter un parent ».</p>"], [USER.karim, 5, '<p>Parfait, merci !</p>']],
  },
  {
    title: 'Attestations fiscales : montant CESU', description: 'Les paiements CESU doivent-ils apparaître sur les attestations fiscales ?', type: 'QUESTION', status: 'PLANNED',
    priority: 5, agentPriority: 5, by: USER.elodie, daysAgo: 20, tags: ['Facturation'], entries: [[LUCIE, 24, '<p>Une évolution est prévue pour la prochaine version.</p>']],
  },
  {
    title: 'Ajouter un filtre par conseiller dans les exports', description: 'Nous aimerions filtrer le centre des exports par conseiller en charge.', type: 'FEATURE', status: 'ABANDONED',
    priority: 2, agentPriority: 1, by: USER.sophie, daysAgo: 40, tags: ['Export'], entries: [[THOMAS, 48, "<p>Nous n'allons pas retenir cette évolution pour le moment.</p>"]],
  },
  {
    title: 'Erreur 500 à la validation des pointages', description: 'La validation de la semaine 12 renvoie une erreur.', type: 'BUG', status: 'FIXED',
    priority: 9, agentPriority: 10, by: USER.hugo, daysAgo: 9, assignee: THOMAS, tags: ['Planning', 'Urgent'],
    entries: [[THOMAS, 2, '<p>Corrigé dans la version 1.0.1.</p>'], [USER.hugo, 3, '<p>Message envoyé par erreur.</p>']],
  },
  {
    title: "Demande d'accès pour une nouvelle conseillère", description: 'Merci de créer un compte pour Mme Bernard, conseillère à Paris 11e.', type: 'DEMAND', status: 'ARCHIVED',
    priority: 4, agentPriority: 4, by: USER.karim, daysAgo: 60, tags: [], entries: [[LUCIE, 6, '<p>Compte créé, identifiants envoyés par e-mail.</p>']],
  },
  {
    title: 'Audit interne des accès support', description: 'Revue trimestrielle des comptes ayant accès au support.', type: 'DEMAND', status: 'IN_PROCESS',
    priority: 5, agentPriority: 6, by: LUCIE, daysAgo: 3, agentPrivacy: true, dueInDays: 10, tags: ['Interne'], entries: [[THOMAS, 4, '<p>Liste exportée, à relire.</p>', true]],
  },
  {
    title: "Mise en page de l'attestation de l'administrateur", description: "Le logo de l'agence est coupé sur l'attestation.", type: 'BUG', status: 'NEW',
    priority: 4, agentPriority: 4, by: USER.camille, daysAgo: 2, tags: [], entries: [],
  },
];

const MODELS = [
  { title: 'Accusé de réception', content: '<p>Bonjour,</p><p>Nous avons bien reçu votre demande et revenons vers vous rapidement.</p>', public: true },
  { title: 'Demande de capture', content: "<p>Pourriez-vous nous joindre une capture d'écran du problème ?</p>", public: true },
  { title: 'Clôture', content: "<p>Nous clôturons ce ticket. N'hésitez pas à nous recontacter.</p>", public: true },
];

const at = (today: Date, daysAgo: number, hours: number) => new Date(today.getTime() - daysAgo * 86_400_000 + (9 + hours) * 3_600_000).toISOString();

export function seedSupport(db: Db, today: Date): void {
  db.prepare(`UPDATE users SET support_type = 'AGENT' WHERE id IN (${SUPPORT_AGENTS.join(', ')})`).run();
  const ids: number[] = [];
  for (const t of TICKETS) {
    const createdAt = at(today, t.daysAgo, 0);
    const due = t.dueInDays === undefined ? null : new Date(today.getTime() + t.dueInDays * 86_400_000).toISOString().slice(0, 10);
    const id = insertTicket(db, t.by, {
      type: t.type, title: t.title, description: t.description, priority: t.priority, agentPriority: t.agentPriority, dueDate: due,
      agentPrivacy: t.agentPrivacy ?? false, useContextData: false, contextData: null,
    }, createdAt);
    ids.push(id);
    db.prepare('UPDATE support_tickets SET status = ?, assignment = ? WHERE id = ?').run(t.status, t.assignee ?? null, id);
    if (t.file) insertAttachments(db, { ticketId: id, entryId: null }, [{ fileName: t.file[0], mimeType: t.file[1], contentBase64: Buffer.from(t.file[2]).toString('base64') }], t.by, createdAt);
    let last = createdAt;
    for (const [author, hours, content, agentsOnly] of t.entries) {
      last = at(today, t.daysAgo, hours);
      insertEntry(db, { ticketId: id, content, publishedAt: last, visibility: agentsOnly ? 'AGENTS' : null, actionType: 'COMMENT', createdBy: author });
    }
    if (t.status !== 'NEW') {
      last = at(today, t.daysAgo, 1);
      insertEntry(db, { ticketId: id, content: 'Statut modifié : Nouveau → …', publishedAt: last, visibility: null, actionType: 'STATUS_UPDATED', createdBy: t.assignee ?? LUCIE });
    }
    for (const name of t.tags) addTagRef(db, id, ensureTag(db, name).id);
    db.prepare('UPDATE support_tickets SET updated_at = (SELECT MAX(published_at) FROM support_entries WHERE ticket_id = ?) WHERE id = ? AND EXISTS (SELECT 1 FROM support_entries WHERE ticket_id = ?)').run(id, id, id);
  }
  ensureTag(db, 'Mobile');
  // Changelog texts say what changed: from NEW to the ticket's status.
  db.exec(`UPDATE support_entries SET content = 'Statut modifié : Nouveau → ' || CASE (SELECT status FROM support_tickets t WHERE t.id = ticket_id)
    WHEN 'IN_PROCESS' THEN 'En cours' WHEN 'PLANNED' THEN 'Planifié' WHEN 'FIXED' THEN 'Corrigé' WHEN 'RESOLVED' THEN 'Résolu'
    WHEN 'ABANDONED' THEN 'Abandonné' ELSE 'Archivé' END WHERE action_type = 'STATUS_UPDATED'`);
  // A deleted message, an agent's reply with a file, a delayed reply (agents see it before its date), links.
  db.prepare("UPDATE support_entries SET deleted_at = ? WHERE content = '<p>Message envoyé par erreur.</p>'").run(at(today, 9, 4));
  const reply = insertEntry(db, { ticketId: ids[1]!, content: '<p>Voici le journal de synchronisation.</p>', publishedAt: at(today, 3, 1), visibility: null, actionType: 'COMMENT', createdBy: LUCIE });
  insertAttachments(db, { ticketId: ids[1]!, entryId: reply }, [{ fileName: 'synchro.log', mimeType: 'text/plain', contentBase64: Buffer.from('sync 07:00 OK\nsync 07:00 OK (rejouée)\n').toString('base64') }], LUCIE, at(today, 3, 1));
  insertEntry(db, { ticketId: ids[3]!, content: '<p>La version 1.1.0 intégrera les paiements CESU.</p>', publishedAt: at(today, -3, 0), visibility: null, actionType: 'COMMENT', createdBy: LUCIE });
  insertLink(db, ids[1]!, ids[5]!, 'RELATES');
  insertLink(db, ids[5]!, ids[1]!, 'FIXES');
  insertLink(db, ids[0]!, ids[3]!, 'BLOCKS');
  // The creators have read their tickets up to two days ago: newer answers are unread.
  db.prepare(`INSERT OR IGNORE INTO support_entry_reads (entry_id, user_id) SELECT e.id, t.created_by FROM support_entries e JOIN support_tickets t ON t.id = e.ticket_id
    WHERE e.published_at < ?`).run(at(today, 2, 0));
  for (const model of MODELS) insertModel(db, LUCIE, model);
}
