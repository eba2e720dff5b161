/**
 * The printable slip of a SEPA debit order, as a PDF (pdf-lib, standard Helvetica: its
 * WinAnsi encoding covers French accents). Its dates come from the data, never from the
 * clock, so the same seed gives the same bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { decimalComma } from '../csv';
import type { Bill, Creditor } from './files';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const ROWS_PER_PAGE = 34;
const COLUMNS = [
  { title: 'Facture', x: MARGIN },
  { title: 'Débiteur', x: MARGIN + 105 },
  { title: 'RUM', x: MARGIN + 255 },
  { title: 'IBAN', x: MARGIN + 345 },
  { title: 'Montant', x: A4[0] - MARGIN, right: true },
];

const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const masked = (iban: string) => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;

export async function debitOrderSlipPdf(creditor: Creditor, bills: Bill[], collectionDate: string, createdAt: string): Promise<Buffer> {
  const debited = bills.filter((b) => b.iban && b.mandateReference);
  const total = debited.reduce((sum, b) => sum + b.amountCents, 0);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const when = new Date(createdAt);
  doc.setTitle(`Bordereau de prélèvement SEPA — ${creditor.name}`);
  doc.setAuthor(creditor.name);
  doc.setSubject(`Prélèvements du ${day(collectionDate)}`);
  doc.setCreator('agency-portal (sandbox)');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const pages = Math.max(1, Math.ceil(debited.length / ROWS_PER_PAGE));
  for (let index = 0; index < pages; index++) {
    const page = doc.addPage(A4);
    let y = A4[1] - MARGIN;
    const text = (value: string, x: number, options: { size?: number; font?: PDFFont; right?: boolean } = {}) => drawText(page, value, x, y, options.size ?? 9, options.font ?? font, options.right);
    text('Bordereau de prélèvement SEPA', MARGIN, { size: 16, font: bold });
    y -= 22;
    text(`${creditor.name} — ICS ${creditor.creditorIdentifier}`, MARGIN, { size: 10 });
    y -= 14;
    text(`Date d'échéance : ${day(collectionDate)}    Compte crédité : ${masked(creditor.iban)}    Page ${index + 1} / ${pages}`, MARGIN, { size: 10 });
    y -= 26;
    for (const column of COLUMNS) text(column.title === 'Montant' ? `Montant (${creditor.currency})` : column.title, column.x, { font: bold, right: column.right });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
    y -= 14;
    for (const b of debited.slice(index * ROWS_PER_PAGE, (index + 1) * ROWS_PER_PAGE)) {
      const cells = [b.number, b.parentName, b.mandateReference!, masked(b.iban!), decimalComma(b.amountCents)];
      COLUMNS.forEach((column, i) => text(cells[i]!, column.x, { right: column.right }));
      y -= 16;
    }
    if (index === pages - 1) {
      y -= 6;
      text(`Total : ${debited.length} prélèvement${debited.length > 1 ? 's' : ''}`, MARGIN, { font: bold });
      text(decimalComma(total), A4[0] - MARGIN, { font: bold, right: true });
    }
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function drawText(page: PDFPage, value: string, x: number, y: number, size: number, font: PDFFont, right = false): void {
  page.drawText(value, { x: right ? x - font.widthOfTextAtSize(value, size) : x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
}
