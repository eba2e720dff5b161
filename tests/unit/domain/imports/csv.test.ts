import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, decodeText, detectDelimiter, parseCsv } from '../../../../src/domain/imports/csv';

/** Windows-1252 bytes of a text (Latin-1 plus the few characters 1252 places in 0x80–0x9F). */
const windows1252 = (text: string) => Buffer.from([...text].map((c) => ({ '€': 0x80, 'œ': 0x9c, '’': 0x92 })[c] ?? c.charCodeAt(0)));

describe('reading CSV files', () => {
  it('decodes UTF-8 with or without BOM, and Windows-1252 otherwise', () => {
    expect(decodeText(Buffer.from('\ufeffNom;Ville\r\nHélène;Lyon', 'utf8'))).toEqual({ text: 'Nom;Ville\r\nHélène;Lyon', encoding: 'utf-8' });
    expect(decodeText(Buffer.from('Nom;Ville\nHélène;Lyon', 'utf8')).encoding).toBe('utf-8');
    expect(decodeText(windows1252('Nom;Ville\r\nHélène Cœur d’Or;Montréal 12 €'))).toEqual({ text: 'Nom;Ville\r\nHélène Cœur d’Or;Montréal 12 €', encoding: 'windows-1252' });
  });

  it('detects the separator of the title line, outside quotes', () => {
    expect(detectDelimiter('Nom;Prénom;Ville\n')).toBe(';');
    expect(detectDelimiter('Nom,Prénom,Ville\n')).toBe(',');
    expect(detectDelimiter('"Nom, complet";Ville\na,b,c,d')).toBe(';');
  });

  it('reads quoted separators, doubled quotes and line breaks, numbering each record by the line it starts on', () => {
    const source = parseCsv('Nom;Adresse;Note\r\n"Dupont; fils";"12 rue de l\'Épée\r\nBât. B";"dit ""le grand"""\r\n\r\nMartin;3 place;\r\n;;\r\nLeroy;"a\nb\nc";x');
    expect(source.delimiter).toBe(';');
    expect(source.headers).toEqual(['Nom', 'Adresse', 'Note']);
    expect(source.records).toEqual([
      { line: 2, cells: ['Dupont; fils', "12 rue de l'Épée\r\nBât. B", 'dit "le grand"'] },
      { line: 5, cells: ['Martin', '3 place', ''] },
      { line: 7, cells: ['Leroy', 'a\nb\nc', 'x'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('Nom;Ville\nA;B\n"C;D\n')).toThrow(CsvSyntaxError);
    try {
      parseCsv('Nom;Ville\nA;B\n"C;D\n');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
      expect((error as CsvSyntaxError).message).toBe('un guillemet ouvert n’est jamais fermé');
    }
  });
});
