/**
 * Paysheets filed from a zip as Windows and Linux write it (issue 34 §3): a name without the UTF-8 flag is read as
 * CP437, so « Chloé » matches her employee by name; each filed paysheet writes PAY_SLIP_READY in her history.
 */
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeChangelogs } from '../../src/api/contract/employeeRecord';
import { preProcessPaysheets, uploadPaysheets } from '../../src/api/contract/paysheets';
import { loggedInClient, startSandbox } from '../support/sandbox';
import { zipWithCp437Names } from '../support/zips';

let server: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => void (server = await startSandbox()));
afterAll(() => server.close());

const pdf = strToU8('%PDF-1.4\n% bulletin\n%%EOF\n');

describe('a paysheets archive made on Windows', () => {
  it('matches « Chloé » by her names read as CP437, and files her paysheet with its history line', async () => {
    const chloe = server.sandbox.db
      .prepare("SELECT id, ref, first_name AS firstName, last_name AS lastName FROM employees WHERE agency_id = 1 AND first_name = 'Chloé' AND ref IS NOT NULL ORDER BY id LIMIT 1")
      .get() as { id: number; ref: string; firstName: string; lastName: string };
    const fileName = `mars/Bulletin ${chloe.lastName} Chloé.pdf`;
    const archive = { fileName: 'bulletins.zip', mimeType: 'application/zip', bytes: zipWithCp437Names({ [fileName]: pdf, 'mars/Thumbs.db': strToU8('x') }) };
    const api = await loggedInClient(server.url, 'directrice@demo.fr');

    const { files } = await api.call(preProcessPaysheets, { body: { month: '2026-02', archive } });
    expect(files).toEqual([
      { fileName, size: pdf.length, employee: chloe, match: 'NAME', reason: null },
      { fileName: 'mars/Thumbs.db', size: 1, employee: null, match: null, reason: "ce n'est pas un PDF" },
    ]);

    const { uploaded } = await api.call(uploadPaysheets, { body: { month: '2026-02', archive, selectedFileNames: [fileName] } });
    expect(uploaded.map((u) => [u.fileName, u.employee.id, u.status])).toEqual([[fileName, chloe.id, 'CREATED']]);
    const history = await api.call(employeeChangelogs, { params: { id: chloe.id } });
    expect(history.filter((h) => h.type === 'PAY_SLIP_READY').map((h) => [h.comment, h.author?.lastName, h.createdAt.slice(0, 10)])).toEqual([
      [`Bulletin de paie de février 2026 déposé (${fileName})`, 'Lefèvre', '2026-03-16'],
    ]);
  });
});
