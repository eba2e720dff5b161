/**
 * Reading a CSV file as French offices produce it: Excel's ';' or ',', UTF-8 with or
 * without BOM, or Windows-1252 (Excel's « CSV (séparateur : point-virgule) » on Windows);
 * quoted fields holding separators, quotes and line breaks. Parsed by csv-parse's browser
 * build (no Node built-in: the CLI and the portal read files with this same module); each
 * record keeps the line of the file where it starts, for error messages.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import type { ImportSource, SourceRecord } from './check';

export type Encoding = 'utf-8' | 'windows-1252';

/**
 * Windows-1252's characters at 0x80–0x9F (€, œ, ’, …; five bytes unused). Node 20's
 * TextDecoder('windows-1252') decodes these bytes as Latin-1 control characters, so they
 * are mapped here; every other byte is the same in both.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** UTF-8 when the bytes are valid UTF-8 (BOM or not), else Windows-1252, which every byte sequence is. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: Encoding } {
  try {
    // The decoder drops a leading BOM itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
    return { text, encoding: 'windows-1252' };
  }
}

/** ';' or ',': the one the title line uses most outside quotes (';' on a tie, as French Excel writes). */
export function detectDelimiter(text: string): ';' | ',' {
  let quoted = false;
  const count = { ';': 0, ',': 0 };
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ';' || char === ',')) count[char]++;
  }
  return count[','] > count[';'] ? ',' : ';';
}

/** A CSV the parser cannot read: the line and a French reason. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

const CSV_REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'un guillemet ouvert n’est jamais fermé',
  CSV_INVALID_CLOSING_QUOTE: 'un guillemet fermant est suivi d’autres caractères que le séparateur',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'un guillemet fermant est suivi d’autres caractères que le séparateur',
};

const isBlankRecord = (cells: string[]) => cells.every((cell) => !cell.trim());

/** Titles and records of the text; lines counted in the file as an editor shows them. */
export function parseCsv(text: string): ImportSource & { delimiter: ';' | ',' } {
  const delimiter = detectDelimiter(text);
  const bytes = new TextEncoder().encode(text);
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    parsed = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch (error) {
    const { code, lines, message } = error as { code?: string; lines?: number; message: string };
    throw new CsvSyntaxError(lines ?? 1, CSV_REASONS[code ?? ''] ?? `fichier CSV illisible (${message})`);
  }
  // A record starts where the previous one ended, after the blank lines skipped before it.
  let offset = 0;
  let line = 1;
  const records: SourceRecord[] = [];
  for (const { record, info } of parsed) {
    while (bytes[offset] === 0x0d || bytes[offset] === 0x0a) if (bytes[offset++] === 0x0a) line++;
    records.push({ line, cells: record });
    for (; offset < info.bytes; offset++) if (bytes[offset] === 0x0a) line++;
  }
  const [titles, ...data] = records;
  return { delimiter, headers: titles?.cells ?? [], records: data.filter((r) => !isBlankRecord([...r.cells])) };
}
