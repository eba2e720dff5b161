/**
 * Issue 28 §3 over real HTTP: a customer named as a spreadsheet formula and an employee named
 * `+cmd` are exported neutralised (a leading apostrophe) in CSV and in XLSX, while counts,
 * days and amounts (a credit note's negative ones included) stay numbers.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { accountingExportOnPeriod } from '../../src/api/contract/accounting';
import { getTemporaryToken } from '../../src/api/contract/auth';
import { createCreditNote, searchBills } from '../../src/api/contract/billing';
import { renameCustomer } from '../../src/api/contract/customerRecord';
import { exportCustomersV2 } from '../../src/api/contract/customers';
import { EmployeeInfos, getEmployee, updateEmployeeInfos } from '../../src/api/contract/employeeRecord';
import { exportEmployeesV2 } from '../../src/api/contract/employees';
import { fillPath } from '../../src/api/endpoint';
import { lyonAndParisSandbox } from './sandbox-support';
import { TEST_TODAY } from '../support/clock';

const FORMULA = '=HYPERLINK("http://x","Cliquez")';
const FORMULA_IN_CSV = '"\'=HYPERLINK(""http://x"",""Cliquez"")"';
const FORMULA_IN_XLSX = '<t xml:space="preserve">\'=HYPERLINK(&quot;http://x&quot;,&quot;Cliquez&quot;)</t>';

const sandbox = lyonAndParisSandbox();

const download = async (path: string, query: string, body: object = { pageSize: 500 }) => {
  const response = await fetch(`${sandbox.server.url}${path}?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sandbox.director}` }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};
const csvLines = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/^\ufeff/, '').trim().split('\r\n');
const sheetRows = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!).match(/<row [^>]*>.*?<\/row>/g)!;

/** An emitted bill, its customer renamed as a formula. */
async function billOfFormulaCustomer() {
  const emitted = searchBills.response.parse((await sandbox.api.post(searchBills.path, { statuses: ['EMITTED'], pageSize: 1 }, sandbox.director)).body).content[0]!;
  const renamed = await sandbox.api.put(fillPath(renameCustomer.path, { id: emitted.customer.id }), { customerName: FORMULA }, sandbox.director);
  expect(renamed.status).toBe(200);
  return emitted;
}

describe('exports cannot run formulas', () => {
  it('exports a customer named as a formula neutralised in CSV and XLSX, its counts and days numbers', async () => {
    await billOfFormulaCustomer();

    const line = csvLines(await download(exportCustomersV2.path, 'exportType=CSV')).find((l) => l.includes('HYPERLINK'))!;
    expect(line.split(';')[1]).toBe(FORMULA_IN_CSV);
    // Devis, Contrats, Factures, Enfants, then the adviser and « Créé le »: numbers and a day, no apostrophe.
    expect(line.split(';').slice(13, 17).every((count) => /^\d+$/.test(count))).toBe(true);
    expect(line.split(';')[18]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const row = sheetRows(await download(exportCustomersV2.path, 'exportType=XLSX')).find((r) => r.includes('HYPERLINK'))!;
    const n = row.match(/<row r="(\d+)"/)![1];
    expect(row).toContain(`<c r="B${n}" t="inlineStr"><is>${FORMULA_IN_XLSX}</is></c>`);
    expect(row).toMatch(new RegExp(`<c r="P${n}"><v>[1-9]\\d*</v></c>`)); // Factures: a number, at least the emitted bill
    expect(row).toMatch(new RegExp(`<c r="S${n}" s="1"><v>\\d{5}</v></c>`)); // Créé le: a date serial with the date format
    expect(row).not.toContain('<f>');
  });

  it('exports an employee named +cmd neutralised in CSV and XLSX', async () => {
    const id = sandbox.server.sandbox.db.prepare("SELECT id FROM employees WHERE agency_id = 1 ORDER BY id LIMIT 1").pluck().get() as number;
    const record = (await sandbox.api.get(fillPath(getEmployee.path, { id }), sandbox.director)).body as Record<string, unknown>;
    const infos = Object.fromEntries(Object.keys(EmployeeInfos.shape).map((key) => [key, record[key] ?? null]));
    const updated = await sandbox.api.put(fillPath(updateEmployeeInfos.path, { id }), { ...infos, lastName: '+cmd' }, sandbox.director);
    expect(updated.status).toBe(200);
    const line = csvLines(await download(exportEmployeesV2.path, 'exportType=CSV')).find((l) => l.includes('+cmd'))!;
    expect(line.split(';')[2]).toBe("'+cmd");
    const row = sheetRows(await download(exportEmployeesV2.path, 'exportType=XLSX')).find((r) => r.includes('+cmd'))!;
    expect(row).toContain(`<c r="C${row.match(/<row r="(\d+)"/)![1]}" t="inlineStr"><is><t xml:space="preserve">'+cmd</t></is></c>`);
  });

  it("writes the sales journal with the customer's name neutralised and its credit note's negative amounts as amounts", async () => {
    const emitted = await billOfFormulaCustomer();
    const credit = await sandbox.api.post(fillPath(createCreditNote.path, { id: emitted.id }), {}, sandbox.director);
    expect(credit.status).toBe(200);
    const tk = (await sandbox.api.post(getTemporaryToken.path, { maxUsages: 1 }, sandbox.director)).body.token;
    const response = await fetch(`${sandbox.server.url}${accountingExportOnPeriod.path}?start=2018-01-01&end=${TEST_TODAY}&tk=${tk}`);
    const lines = csvLines(new Uint8Array(await response.arrayBuffer())).filter((l) => l.includes('HYPERLINK'));
    const note = lines.find((l) => l.split(';')[2] === 'Avoir')!.split(';');
    expect(note[3]).toBe(FORMULA_IN_CSV);
    expect(note.slice(4)).toEqual([credit.body.vatExcludedAmount, credit.body.vatAmount, credit.body.vatIncludedAmount].map((cents: number) => (cents / 100).toFixed(2).replace('.', ',')));
    expect(note[6]).toMatch(/^-\d+,\d{2}$/);
  });
});
