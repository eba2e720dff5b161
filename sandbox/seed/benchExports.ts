/**
 * Bench only (`benchExports` option, `--bench-exports N --bench-export-mb M`): N extra
 * sales journals of M MB each in agency 1, not emitted, relevant to the seed's month, so
 * that `bench/` can measure downloads of big files. Their bytes are journal lines repeated
 * to the size, the same for the same options.
 */
import type { Db } from '../store/db';

export interface BenchExports {
  count: number;
  bytes: number;
}

function journalOfSize(bytes: number): Buffer {
  const header = '\ufeffJournal;Date;Compte;Libellé;Pièce;Débit;Crédit\r\n';
  const lines: string[] = [];
  let size = Buffer.byteLength(header);
  for (let i = 1; size < bytes; i++) {
    const line = `VE;01/11/2026;706000;Prestations de garde - Famille ${String(i).padStart(7, '0')};F202611-${i};;${(i % 997) + 10},50\r\n`;
    lines.push(line);
    size += Buffer.byteLength(line);
  }
  return Buffer.from(header + lines.join(''), 'utf8').subarray(0, bytes);
}

export function seedBenchExports(db: Db, today: Date, { count, bytes }: BenchExports): void {
  const content = journalOfSize(bytes);
  const insert = db.prepare(`INSERT INTO exports (agency_id, type, created_at, document_name, description, mime_type, emitted, emitted_at, relevant_year,
    relevant_month, content) VALUES (1, 'ACCOUNTING_EXPORT_OF_SALES_JOURNAL', @createdAt, @name, @description, 'text/csv; charset=utf-8', 0, NULL, @year, @month, @content)`);
  for (let i = 1; i <= count; i++) {
    insert.run({
      createdAt: today.toISOString(),
      name: `journal-volumineux-${String(i).padStart(4, '0')}.csv`,
      description: `Journal des ventes volumineux n° ${i} (banc d'essai)`,
      year: today.getUTCFullYear(),
      month: today.getUTCMonth() + 1,
      content,
    });
  }
}
