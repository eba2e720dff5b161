/**
 * The public pages' demo data: each agency's drop page (/listo/depot-lyon-presquile, …) and,
 * in Lyon, the welcome booklet shared by the token `demo-livret-lyon` (open 60 days from the
 * seed's day) and the same booklet by `demo-partage-expire` (expired yesterday).
 */
import type { Db } from '../store/db';
import { AGENCY } from './organisation';

export const DEMO_DROPS = { lyon: 'depot-lyon-presquile', geneve: 'depot-geneve', paris: 'depot-paris-11' } as const;
export const DEMO_SHARE_TOKEN = 'demo-livret-lyon';
export const DEMO_EXPIRED_SHARE_TOKEN = 'demo-partage-expire';

const DAY_MS = 86_400_000;

/** A one-page PDF that any reader opens: the booklet's title. */
function bookletPdf(): Buffer {
  const text = "BT /F1 20 Tf 72 760 Td (Livret d'accueil des familles) Tj ET";
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function seedPublicPages(db: Db, today: Date): void {
  const drop = db.prepare('INSERT INTO drops (id, agency_id) VALUES (?, ?)');
  for (const [agency, id] of Object.entries(DEMO_DROPS)) drop.run(id, AGENCY[agency as keyof typeof AGENCY]);
  const at = today.toISOString();
  const mediaId = Number(
    db.prepare('INSERT INTO medias (agency_id, file_name, mime_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)').run(AGENCY.lyon, 'livret-accueil.pdf', 'application/pdf', bookletPdf(), at).lastInsertRowid,
  );
  const share = db.prepare('INSERT INTO shares (token, agency_id, media_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  share.run(DEMO_SHARE_TOKEN, AGENCY.lyon, mediaId, at, new Date(today.getTime() + 60 * DAY_MS).toISOString());
  share.run(DEMO_EXPIRED_SHARE_TOKEN, AGENCY.lyon, mediaId, new Date(today.getTime() - 31 * DAY_MS).toISOString(), new Date(today.getTime() - DAY_MS).toISOString());
}
