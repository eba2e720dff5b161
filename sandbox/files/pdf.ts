/**
 * The sandbox's PDF documents (bills, credit notes, fiscal attestations) on one A4 layout,
 * with pdf-lib and its standard Helvetica (WinAnsi covers French accents and €). Metadata
 * dates come from the data, never from the clock, so the same data gives the same bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export interface PdfModel {
  /** Document title (metadata and first heading). */
  title: string;
  /** Metadata subject (a mandate's RUM), searchable without reading the page. */
  subject?: string;
  /** The document's date: creation and modification dates of the file. */
  date: Date;
  /** The agency: its name first. */
  issuer: string[];
  recipient: string[];
  paragraphs: string[];
  table?: { columns: PdfColumn[]; rows: string[][] };
  totals: [label: string, value: string][];
  footer: string[];
  /** Lines after the totals: an estimate's signature block. */
  closing?: string[];
  /** Printed across the page: 'BROUILLON', 'APERÇU'. */
  watermark?: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const LINE = rgb(0.8, 0.82, 0.85);

/** WinAnsi has no narrow no-break space (the thousands separator of amounts): a no-break space instead. */
const winAnsi = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** A long text cut into lines of at most `width` characters at spaces (paragraphs are drawn one line each). */
export function wrapLines(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

export async function renderPdf(model: PdfModel): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(winAnsi(model.title));
  doc.setAuthor(winAnsi(model.issuer[0] ?? ''));
  if (model.subject) doc.setSubject(winAnsi(model.subject));
  doc.setCreator('agency-portal sandbox');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(model.date);
  doc.setModificationDate(model.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, size: number, font: PDFFont = regular, color = INK, target: PDFPage = page) =>
    target.drawText(winAnsi(value), { x, y, size, font, color });
  const newPageIfNeeded = (space: number) => {
    if (y - space > MARGIN + 40) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };

  model.issuer.forEach((line, i) => {
    text(line, MARGIN, i === 0 ? 14 : 9, i === 0 ? bold : regular, i === 0 ? INK : MUTED);
    y -= i === 0 ? 18 : 12;
  });
  y = A4[1] - MARGIN - 90;
  model.recipient.forEach((line, i) => {
    page.drawText(winAnsi(line), { x: 330, y: y + 60 - i * 13, size: 10, font: i === 0 ? bold : regular, color: INK });
  });
  y -= 20;
  text(model.title, MARGIN, 16, bold);
  y -= 24;
  for (const paragraph of model.paragraphs) {
    newPageIfNeeded(14);
    text(paragraph, MARGIN, 10);
    y -= 14;
  }
  if (model.table) {
    y -= 10;
    const drawRow = (cells: string[], font: PDFFont) => {
      let x = MARGIN;
      model.table!.columns.forEach((column, i) => {
        const value = winAnsi(cells[i] ?? '');
        const width = font.widthOfTextAtSize(value, 9);
        page.drawText(value, { x: column.align === 'right' ? x + column.width - width - 4 : x + 4, y, size: 9, font, color: INK });
        x += column.width;
      });
      y -= 6;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: LINE });
      y -= 12;
    };
    drawRow(model.table.columns.map((c) => c.label), bold);
    for (const row of model.table.rows) {
      newPageIfNeeded(20);
      drawRow(row, regular);
    }
  }
  y -= 8;
  for (const [label, value] of model.totals) {
    newPageIfNeeded(16);
    const width = bold.widthOfTextAtSize(winAnsi(value), 10);
    text(label, 330, 10, regular);
    text(value, A4[0] - MARGIN - width, 10, bold);
    y -= 16;
  }
  if (model.closing) y -= 12;
  for (const line of model.closing ?? []) {
    newPageIfNeeded(14);
    text(line, MARGIN, 10);
    y -= 14;
  }
  for (const target of doc.getPages()) {
    model.footer.forEach((line, i) => target.drawText(winAnsi(line), { x: MARGIN, y: MARGIN - 10 - i * 10, size: 7, font: regular, color: MUTED }));
    if (model.watermark) target.drawText(winAnsi(model.watermark), { x: 150, y: 380, size: 60, font: bold, color: rgb(0.85, 0.85, 0.85), opacity: 0.5 });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
