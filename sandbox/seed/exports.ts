/** Exports of the last months: every type in Lyon and Paris; the sales journal only in Geneva (CHF, no SEPA nor CAF). */
import { isoDate } from '../dates';
import type { Db } from '../store/db';
import { FRENCH_BICS } from './french';
import { cafDeclaration, salesJournal, sepaDebitOrder, type Bill, type Creditor } from './files';
import { debitOrderSlipPdf } from './slipPdf';
import { AGENCY } from './organisation';
import type { People } from './people';
import type { Random } from './prng';

type ExportType = 'BILLING_DEBIT_ORDER' | 'BILLING_DEBIT_ORDER_SLIP_FILE' | 'BILLING_CAF_DECLARATION' | 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL';

/** « de mai 2026 », « d'octobre 2026 » */
function ofMonth(year: number, month: number): string {
  const name = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  return /^[aeiou]/i.test(name) ? `d'${name}` : `de ${name}`;
}

interface FamilyRow {
  id: number;
  label: string;
  parent: string;
  caf: string | null;
  rum: string | null;
  iban: string | null;
  childName: string;
  childBirthDate: string;
}

function billsOf(db: Db, random: Random, agencyId: number, familyIds: number[], year: number, month: number, hourlyCents: number): Bill[] {
  const families = db
    .prepare(
      `SELECT f.id, f.label, f.parent_first_name || ' ' || f.parent_last_name AS parent, f.caf_number AS caf, f.sepa_mandate_reference AS rum, f.iban,
              c.first_name AS childName, c.birth_date AS childBirthDate
       FROM families f JOIN children c ON c.id = (SELECT MIN(id) FROM children WHERE family_id = f.id)
       WHERE f.agency_id = ? AND f.prospect = 0 ORDER BY f.id`,
    )
    .all(agencyId) as FamilyRow[];
  return families
    .filter(() => random.chance(0.75) && familyIds.length > 0)
    .map((f, i) => {
      const hours = random.int(8, 90);
      return {
        number: `F${year}${String(month).padStart(2, '0')}-${agencyId}${String(i + 1).padStart(4, '0')}`,
        familyLabel: f.label,
        parentName: f.parent,
        childName: f.childName,
        childBirthDate: f.childBirthDate,
        cafNumber: f.caf,
        mandateReference: f.rum,
        iban: f.iban,
        bic: random.pick(FRENCH_BICS),
        hours,
        amountCents: hours * hourlyCents,
      };
    });
}

/** A file whose bytes are made asynchronously (PDFs): its row is written empty, then filled by `renderFiles` before the server listens. */
export interface PendingFile {
  rowId: number;
  render: () => Promise<Buffer>;
}

export async function renderFiles(db: Db, pending: PendingFile[]): Promise<void> {
  const update = db.prepare('UPDATE exports SET content = ? WHERE id = ?');
  for (const file of pending) update.run(await file.render(), file.rowId);
}

export function seedExports(db: Db, random: Random, today: Date, scale: number, people: People): PendingFile[] {
  const pending: PendingFile[] = [];
  const insert = db.prepare(`INSERT INTO exports (agency_id, type, created_at, document_name, description, mime_type, emitted, emitted_at, relevant_year,
    relevant_month, content) VALUES (@agencyId, @type, @createdAt, @name, @description, @mimeType, @emitted, @emittedAt, @year, @month, @content)`);
  const creditorOf = (agencyId: number): Creditor => {
    const row = db.prepare('SELECT label, iban, bic, creditor_identifier AS ics, school_vacation_zone AS zone FROM agencies WHERE id = ?').get(agencyId) as {
      label: string; iban: string; bic: string; ics: string; zone: string;
    };
    return { name: row.label, iban: row.iban, bic: row.bic, creditorIdentifier: row.ics, currency: row.zone === 'SUISSE_GEN' ? 'CHF' : 'EUR' };
  };

  const months = 6 * scale;
  for (let back = months; back >= 1; back--) {
    const relevant = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const year = relevant.getUTCFullYear();
    const month = relevant.getUTCMonth() + 1;
    const period = `${year}-${String(month).padStart(2, '0')}`;
    // Produced in the first days of the following month (and never after today).
    const created = new Date(Math.min(Date.UTC(year, month, random.int(1, 4), random.int(7, 17), random.int(0, 59)), today.getTime()));
    const createdAt = created.toISOString();
    const collectionDate = isoDate(new Date(Date.UTC(year, month, 10)));
    const emitted = back > 1;
    const emittedAt = emitted ? new Date(created.getTime() + random.int(1, 3) * 86_400_000).toISOString() : null;

    for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
      const creditor = creditorOf(agencyId);
      const bills = billsOf(db, random, agencyId, people.familyIds.get(agencyId) ?? [], year, month, agencyId === AGENCY.geneve ? 3400 : 2450);
      const files: { type: ExportType; name: string; description: string; mimeType: string; content: Buffer | (() => Promise<Buffer>) }[] = [
        {
          type: 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL', name: `journal-des-ventes-${period}.csv`, mimeType: 'text/csv; charset=utf-8',
          description: `Journal des ventes ${ofMonth(year, month)} (${bills.length} factures, ${creditor.currency})`, content: salesJournal(bills, isoDate(created)),
        },
      ];
      if (agencyId !== AGENCY.geneve) {
        files.push(
          {
            type: 'BILLING_DEBIT_ORDER', name: `prelevements-sepa-${period}.xml`, mimeType: 'application/xml',
            description: `Ordre de prélèvement SEPA ${ofMonth(year, month)}`, content: sepaDebitOrder(creditor, bills, `PRLV-${agencyId}-${period}`, createdAt, collectionDate),
          },
          {
            type: 'BILLING_DEBIT_ORDER_SLIP_FILE', name: `bordereau-prelevements-${period}.pdf`, mimeType: 'application/pdf',
            description: `Bordereau des prélèvements ${ofMonth(year, month)}`, content: () => debitOrderSlipPdf(creditor, bills, collectionDate, createdAt),
          },
          {
            type: 'BILLING_CAF_DECLARATION', name: `declaration-caf-${period}.csv`, mimeType: 'text/csv; charset=utf-8',
            description: `Déclaration CAF (CMG structure) ${ofMonth(year, month)}`, content: cafDeclaration(bills, year, month),
          },
        );
      }
      for (const file of files) {
        const later = typeof file.content === 'function' ? file.content : null;
        const { lastInsertRowid } = insert.run({ agencyId, type: file.type, createdAt, name: file.name, description: file.description, mimeType: file.mimeType,
          emitted: emitted ? 1 : 0, emittedAt, year, month, content: later ? Buffer.alloc(0) : file.content });
        if (later) pending.push({ rowId: Number(lastInsertRowid), render: later });
      }
    }
  }
  return pending;
}
