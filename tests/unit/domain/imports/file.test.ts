/** src/domain/imports/file.ts: a file's bytes to checked rows, the API's refusals as issues of the file, the answer in words (CLI and portal alike). */
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../../../src/domain/imports/file';
import { answerSummary, describeReading, issueOfApiError } from '../../../../src/domain/imports/report';
import { PLANNINGS } from '../../../../src/domain/imports/specs';

const utf8 = (text: string) => new TextEncoder().encode(text);
const TITLES = 'Matricule intervenant;Code client;Date;Heure début;Heure fin';

describe('readImportFile', () => {
  it('reads, parses and checks a good file: rows with their line, how it was read, no issue', () => {
    const file = readImportFile(PLANNINGS.progisap, utf8(`\ufeff${TITLES}\r\nINT-1-0001;CLI-1-0001;02/11/2026;8h30;12:00\r\n`));
    expect(file.issues).toEqual([]);
    expect(file.rows).toEqual([{ line: 2, employeeRef: 'INT-1-0001', customerRef: 'CLI-1-0001', day: '2026-11-02', startTime: '08:30', endTime: '12:00' }]);
    expect(describeReading(file)).toBe('UTF-8, séparateur « ; »');
  });

  it('names the line, the column and the reason of every bad cell, and keeps only the good rows', () => {
    const file = readImportFile(PLANNINGS.progisap, utf8(`${TITLES}\nINT-1-0001;CLI-1-0001;31/02/2026;8h30;12:00\nINT-1-0001;CLI-1-0001;03/11/2026;9:00;9:00\nINT-1-0002;CLI-1-0002;04/11/2026;14:00;18:00\n`));
    expect(file.issues).toEqual([
      { line: 2, column: 'Date', reason: 'date attendue au format JJ/MM/AAAA, du 01/01/2018 au 31/12/2100 (« 31/02/2026 »)' },
      { line: 3, column: 'Heure fin', reason: "l'heure de fin doit être différente de l'heure de début" },
    ]);
    expect(file.rows.map((row) => row.line)).toEqual([4]);
  });

  it('turns a CSV the parser cannot read into one issue on its line, without source', () => {
    const file = readImportFile(PLANNINGS.domino, utf8('Date intervention;Début\n"02/11/2026;8:00\n'));
    expect(file.source).toBeNull();
    expect(file.issues).toEqual([{ line: 2, column: '', reason: 'un guillemet ouvert n’est jamais fermé' }]);
    expect(describeReading(file)).toBe('UTF-8');
  });

  it('refuses an Excel workbook with the way to save it as CSV', () => {
    const file = readImportFile(PLANNINGS.ximi, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]));
    expect(file.issues).toEqual([{ line: 1, column: '', reason: expect.stringContaining('enregistrez-le au format « CSV (séparateur : point-virgule) »') }]);
  });
});

describe('the answer of the API', () => {
  const rows = [{ line: 2 }, { line: 5 }];
  it('places an error of rows.<index>.<key> on the line of that row and the title of that column', () => {
    expect(issueOfApiError({ label: 'Ligne 5 : intervenant(e) inconnu(e) « INT-9 »', field: 'rows.1.employeeRef' }, rows, PLANNINGS.progisap)).toEqual({
      line: 5,
      column: 'Matricule intervenant',
      reason: 'intervenant(e) inconnu(e) « INT-9 »',
    });
    expect(issueOfApiError({ label: 'Trop de lignes' }, rows, PLANNINGS.progisap)).toEqual({ line: 1, column: '—', reason: 'Trop de lignes' });
  });

  it('sums up what was created and updated, by kind', () => {
    const row = (kind: 'CUSTOMER' | 'PROSPECT', status: 'CREATED' | 'UPDATED') => ({ line: 2, id: 1, kind, status, ref: null, label: 'x' });
    expect(answerSummary({ created: 2, updated: 1, rows: [row('CUSTOMER', 'CREATED'), row('CUSTOMER', 'UPDATED'), row('PROSPECT', 'CREATED')] })).toBe(
      '2 création(s), 1 mise(s) à jour (2 clients, 1 prospect)',
    );
  });
});
