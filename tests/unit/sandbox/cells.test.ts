/**
 * The one cell writer of the sandbox's CSV and XLSX files (issue 28 §3): text that a
 * spreadsheet would run as a formula is neutralised (OWASP: a leading apostrophe), numbers,
 * amounts, hours and days stay typed (numbers in XLSX, French notation in CSV).
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csv } from '../../../sandbox/csv';
import { amount, csvText, day, hours, neutralised, xlsxValue, type Cell } from '../../../sandbox/files/cells';
import { xlsx } from '../../../sandbox/files/xlsx';

describe('neutralised text cells', () => {
  it.each([
    ['=HYPERLINK("http://x","Cliquez")', '\'=HYPERLINK("http://x","Cliquez")'],
    ['+cmd', "'+cmd"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Martin', 'Martin'],
    ['Jean-Pierre', 'Jean-Pierre'],
    ['a=b', 'a=b'],
    [' =1+1', ' =1+1'],
    ['', ''],
  ])('%j is written %j', (text, written) => {
    expect(neutralised(text)).toBe(written);
    expect(csvText(text)).toBe(written);
    expect(xlsxValue(text)).toEqual(written ? { text: written } : null);
  });
});

describe('typed cells', () => {
  it.each<[string, Cell, string, ReturnType<typeof xlsxValue>]>([
    ['a negative amount', amount(-1250), '-12,50', { number: -12.5, style: 2 }],
    ['an amount', amount(123456), '1234,56', { number: 1234.56, style: 2 }],
    ['a negative number', -3, '-3', { number: -3 }],
    ['a decimal number', 0.5, '0,5', { number: 0.5 }],
    ['hours from minutes', hours(450), '7,50', { number: 7.5, style: 3 }],
    ['a day', day('2026-02-28'), '28/02/2026', { number: 46081, style: 1 }],
    ['a day of an instant', day('2026-01-01T10:00:00Z'), '01/01/2026', { number: 46023, style: 1 }],
    ['no day', day(null), '', null],
    ['an empty cell', null, '', null],
  ])('%s', (_label, cell, csvWritten, xlsxWritten) => {
    expect(csvText(cell)).toBe(csvWritten);
    expect(xlsxValue(cell)).toEqual(xlsxWritten);
  });
});

describe('the files', () => {
  const rows: Cell[][] = [['Client', 'Montant', 'Le'], ['=HYPERLINK("http://x","Cliquez")', amount(-1250), day('2026-02-28')], ['+cmd', amount(990), null]];

  it('writes a CSV whose formula-like texts are neutralised and whose amounts stay amounts', () => {
    expect(csv(rows).toString('utf8')).toBe('\ufeffClient;Montant;Le\r\n"\'=HYPERLINK(""http://x"",""Cliquez"")";-12,50;28/02/2026\r\n\'+cmd;9,90;\r\n');
  });

  it('writes an XLSX whose formula-like texts are inline strings with the apostrophe, amounts and days numbers with their format', () => {
    const files = unzipSync(new Uint8Array(xlsx(rows, 'Clients', new Date('2026-03-01T00:00:00Z'))));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">\'=HYPERLINK(&quot;http://x&quot;,&quot;Cliquez&quot;)</t></is></c><c r="B2" s="2"><v>-12.5</v></c><c r="C2" s="1"><v>46081</v></c></row>');
    expect(sheet).toContain('<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">\'+cmd</t></is></c><c r="B3" s="2"><v>9.9</v></c></row>');
    expect(sheet).not.toContain('<f>');
    const styles = strFromU8(files['xl/styles.xml']!);
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>');
    expect(styles.match(/<cellXfs count="4">(.*)<\/cellXfs>/)![1]!.match(/numFmtId="\d+"/g)).toEqual(['numFmtId="0"', 'numFmtId="164"', 'numFmtId="4"', 'numFmtId="2"']);
  });
});
