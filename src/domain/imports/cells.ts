/**
 * Reading one cell of an import file as French offices write it: dates DD/MM/YYYY, decimal
 * commas (with or without thousands spaces and a € sign), times 9:30 or 9h30, choices in
 * any case and with or without accents. Each reader answers the value or the reason why not.
 */
import { isDateInRange } from '../dateRange';
import { frenchDateToIso, frenchMonthToIso } from '../datePicker';
import { maxLengthMessage } from '../validation';
import { MESSAGES } from '../messages';
import { isEmail } from '../validation';
import { isPhone, nationalDigits } from '../phone';
import { isTime } from '../time';
import { foldAccents } from '../text';

export type CellKind = 'text' | 'email' | 'mobile' | 'phone' | 'date' | 'birthDate' | 'month' | 'time' | 'amount' | 'hours' | 'postcode' | 'nir' | 'choice';
export type CellValue = string | number | boolean | null;

export interface ColumnSpec {
  /** Key of the value in the checked row. */
  key: string;
  /** The column's title in the file's first line (matched in any case, with or without accents). */
  header: string;
  /** Other titles accepted for the same column. */
  aliases?: readonly string[];
  required: boolean;
  kind: CellKind;
  /** Longest text accepted (text cells; 200 by default). */
  max?: number;
  /** choice cells: accepted words (folded) → value. */
  choices?: Readonly<Record<string, CellValue>>;
  /** What the column holds, for `--help` and the README. */
  help: string;
}

export type CellResult = { ok: true; value: CellValue } | { ok: false; reason: string };

/** Lower case, no accents, single spaces, no final dot: 'Mme.' → 'mme', 'Salarié' → 'salarie'. */
export function fold(text: string): string {
  return foldAccents(text)
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}

const ok = (value: CellValue): CellResult => ({ ok: true, value });
const fail = (reason: string): CellResult => ({ ok: false, reason });
const quoted = (raw: string) => `« ${raw} »`;

export { frenchDateToIso };

/** '1 234,56', '1234.56', '12,5 €' → 123456 hundredths; null when not a number ≥ 0 with at most 2 decimals. */
export function frenchDecimalToHundredths(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const [units, decimals = ''] = compact.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

function readTime(raw: string): string | null {
  const match = /^(\d{1,2})\s*[:hH]\s*(\d{2})?$/.exec(raw.trim());
  if (!match) return null;
  const time = `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`;
  return isTime(time) ? time : null;
}

const READERS: Record<CellKind, (raw: string, column: ColumnSpec) => CellResult> = {
  text: (raw, column) => (raw.length > (column.max ?? 200) ? fail(maxLengthMessage(column.max ?? 200)) : ok(raw)),
  email: (raw) => (isEmail(raw) ? ok(raw) : fail(`${MESSAGES.invalidEmail} (${quoted(raw)})`)),
  mobile: (raw) => (isPhone(raw, 'mobile') ? ok(nationalDigits(raw)) : fail(`numéro de mobile non valide : 06 ou 07 puis 8 chiffres (${quoted(raw)})`)),
  phone: (raw) => (isPhone(raw, 'landline') ? ok(nationalDigits(raw)) : fail(`numéro de téléphone non valide : 0 puis 9 chiffres (${quoted(raw)})`)),
  date: (raw) => {
    const iso = frenchDateToIso(raw);
    return iso && isDateInRange(iso) ? ok(iso) : fail(`date attendue au format JJ/MM/AAAA, du 01/01/2018 au 31/12/2100 (${quoted(raw)})`);
  },
  birthDate: (raw) => {
    const iso = frenchDateToIso(raw);
    return iso && iso >= '1900-01-01' && iso <= '2100-12-31' ? ok(iso) : fail(`date attendue au format JJ/MM/AAAA (${quoted(raw)})`);
  },
  month: (raw) => {
    const month = frenchMonthToIso(raw);
    return month ? ok(month) : fail(`mois attendu au format MM/AAAA (${quoted(raw)})`);
  },
  time: (raw) => {
    const time = readTime(raw);
    return time ? ok(time) : fail(`heure attendue au format HH:MM, de 00:00 à 23:59 (${quoted(raw)})`);
  },
  amount: (raw) => {
    const cents = frenchDecimalToHundredths(raw);
    return cents === null ? fail(`montant attendu en euros, avec une virgule et au plus 2 décimales (${quoted(raw)})`) : ok(cents);
  },
  hours: (raw) => {
    const hundredths = frenchDecimalToHundredths(raw);
    return hundredths === null ? fail(`nombre d'heures attendu, avec une virgule décimale (${quoted(raw)})`) : ok(Math.round((hundredths * 60) / 100));
  },
  postcode: (raw) => (/^\d{4,5}$/.test(raw) ? ok(raw) : fail(`code postal attendu sur 4 ou 5 chiffres (${quoted(raw)})`)),
  nir: (raw) => {
    const digits = raw.replace(/\s/g, '');
    return /^[12]\d{12}(\d{2})?$/.test(digits) ? ok(digits) : fail(`n° de sécurité sociale attendu sur 13 ou 15 chiffres (${quoted(raw)})`);
  },
  choice: (raw, column) => {
    const value = column.choices?.[fold(raw)];
    return value !== undefined ? ok(value) : fail(`valeur non reconnue ${quoted(raw)} : ${choiceWords(column).join(', ')} attendu`);
  },
};

/** The words a choice column accepts, as its help shows them (the first spelling of each value). */
export function choiceWords(column: ColumnSpec): string[] {
  const seen = new Set<CellValue>();
  return Object.entries(column.choices ?? {}).flatMap(([word, value]) => (seen.has(value) ? [] : (seen.add(value), [word])));
}

/** Reads a cell: blank is null (or the required message), else the column's reader. */
export function readCell(column: ColumnSpec, raw: string | undefined): CellResult {
  const text = (raw ?? '').trim();
  if (!text) return column.required ? fail(MESSAGES.required) : ok(null);
  return READERS[column.kind](text, column);
}
