/**
 * SEPA mandates and AVIM. Each customer whose family already has a RUM and an IBAN (what
 * billing debits with) gets that mandate, SIGNED, with the same values; one in four also has
 * a newer mandate for another account, CREATED, not yet signed (the family's stays the signed
 * one). AVIM is on in Lyon, where three customers are validated, pending and expired.
 * Own PRNG: the shared one's sequence stays as the other seeds expect it.
 */
import { mandateReference } from '../../src/domain/customers/sepa';
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { logMandate } from '../store/sepaMandates';
import { FRENCH_BICS, frenchIban } from './french';
import { AGENCY } from './organisation';
import { SEED, mulberry32 } from './prng';

export function seedSepaMandates(db: Db, today: Date): void {
  const random = mulberry32(SEED + 41);
  const author = 'Sophie Lefèvre';
  const families = db
    .prepare(`SELECT f.id, f.agency_id AS agencyId, f.customer_id AS customerId, f.sepa_mandate_reference AS rum, f.iban, f.created_at AS createdAt,
        f.parent_first_name || ' ' || f.parent_last_name AS debtor
      FROM families f WHERE f.sepa_mandate_reference IS NOT NULL AND f.iban IS NOT NULL AND f.customer_id IS NOT NULL ORDER BY f.agency_id, f.id`)
    .all() as { id: number; agencyId: number; customerId: number; rum: string; iban: string; createdAt: string; debtor: string }[];
  const insert = db.prepare(`INSERT INTO sepa_mandates (agency_id, customer_id, family_id, sequence, rum, debtor_name, iban, bic, signature_date, created_at, sent_at, signed_at)
    VALUES (@agencyId, @customerId, @familyId, @sequence, @rum, @debtor, @iban, @bic, @signatureDate, @createdAt, @sentAt, @signedAt)`);
  const sequenceOf = (rum: string) => Number(rum.slice(rum.lastIndexOf('-') + 1));
  const next = new Map<number, number>();
  for (const f of families) next.set(f.agencyId, Math.max(next.get(f.agencyId) ?? 0, sequenceOf(f.rum)));

  families.forEach((f, i) => {
    const created = new Date(f.createdAt);
    const sentAt = addDays(created, 1).toISOString();
    const signed = addDays(created, 4);
    const id = Number(insert.run({
      agencyId: f.agencyId, customerId: f.customerId, familyId: f.id, sequence: sequenceOf(f.rum), rum: f.rum, debtor: f.debtor, iban: f.iban, bic: FRENCH_BICS[i % FRENCH_BICS.length],
      signatureDate: isoDate(signed), createdAt: f.createdAt, sentAt, signedAt: `${isoDate(signed)}T16:00:00.000Z`,
    }).lastInsertRowid);
    logMandate(db, id, author, 'Mandat créé', f.createdAt);
    logMandate(db, id, author, `Signé le ${isoDate(signed)}`, `${isoDate(signed)}T16:00:00.000Z`);
    if (i % 4 !== 1) return;
    const sequence = next.get(f.agencyId)! + 1;
    next.set(f.agencyId, sequence);
    const at = `${isoDate(addDays(today, -random.int(1, 20)))}T09:15:00.000Z`;
    const newer = Number(insert.run({
      agencyId: f.agencyId, customerId: f.customerId, familyId: f.id, sequence, rum: mandateReference(f.agencyId, sequence), debtor: f.debtor, iban: frenchIban(random),
      bic: random.pick(FRENCH_BICS), signatureDate: null, createdAt: at, sentAt: null, signedAt: null,
    }).lastInsertRowid);
    logMandate(db, newer, author, 'Mandat créé : changement de compte bancaire', at);
  });

  db.prepare('UPDATE agencies SET avim_enabled = 1 WHERE id = ?').run(AGENCY.lyon);
  const natural = db.prepare("SELECT id FROM customers WHERE agency_id = ? AND type = 'NATURAL' AND prospect = 0 AND archived = 0 ORDER BY id LIMIT 3").pluck().all(AGENCY.lyon) as number[];
  const avim = db.prepare('UPDATE customers SET avim_status = ?, avim_subscribed_at = ?, avim_validated_at = ? WHERE id = ?');
  const daysAgo = (days: number) => `${isoDate(addDays(today, -days))}T10:00:00.000Z`;
  const [validated, pending, expired] = natural;
  if (validated) avim.run('VALIDATED', daysAgo(120), daysAgo(115), validated);
  if (pending) avim.run('PENDING_CUSTOMER_VALIDATION', daysAgo(3), null, pending);
  if (expired) avim.run('PENDING_CUSTOMER_VALIDATION', daysAgo(45), null, expired);
}
