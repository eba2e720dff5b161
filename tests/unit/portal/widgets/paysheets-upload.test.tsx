/**
 * Filing paysheets from the portal (issue 34 §3), React and Preact: a zip made on Windows (names in CP437, no UTF-8
 * flag) is analysed, « Chloé »'s file is matched by her names and ticked, the unmatched one says why; unticking one
 * leaves it out of the upload, which sends the ticked files and reports them. The fake server decodes and matches with
 * the same domain modules as the sandbox.
 */
import { strToU8 } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { preProcessPaysheets, uploadPaysheets } from '../../../../src/api/contract/paysheets';
import type { UploadedFile } from '../../../../src/api/endpoint';
import { zipEntryNames } from '../../../../src/domain/files/zipEntryNames';
import { matchPaysheet } from '../../../../src/domain/paye/paysheetMatching';
import { PaysheetsUpload } from '../../../../src/portal/widgets/paysheets/PaysheetsUpload';
import { eventually } from '../../support/render';
import { zipWithCp437Names } from '../../../support/zips';
import { button, control, find, findAll, pageText, pick } from './support/dom';
import { fakePortal } from './support/portal';

const CHLOE = { id: 21, ref: 'INT-1-0021', firstName: 'Chloé', lastName: 'Dupré' };
const HUGO = { id: 22, ref: 'INT-1-0022', firstName: 'Hugo', lastName: 'Martin' };
const pdf = strToU8('%PDF-1.4\n%%EOF\n');

function api() {
  const uploads: { month: string; selectedFileNames: unknown }[] = [];
  const files = (archive: UploadedFile) =>
    zipEntryNames(archive.bytes)!.map(({ name }) => ({ fileName: name, size: pdf.length, ...matchPaysheet(name, name.endsWith('.pdf'), [CHLOE, HUGO]) }));
  const fake = fakePortal([
    [preProcessPaysheets, ({ body }) => {
      const { month, archive } = body as { month: string; archive: UploadedFile };
      return { month, files: files(archive) };
    }],
    [uploadPaysheets, ({ body }) => {
      const { month, archive, selectedFileNames } = body as { month: string; archive: UploadedFile; selectedFileNames: string | string[] };
      const names = [selectedFileNames].flat();
      uploads.push({ month, selectedFileNames: names });
      const known = files(archive);
      return { month, uploaded: names.map((name, index) => ({ fileName: name, paysheetId: index + 1, employee: known.find((f) => f.fileName === name)!.employee!, status: 'CREATED' })) };
    }],
  ]);
  return { ...fake, uploads };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('PaysheetsUpload', () => {
  it('matches « Chloé » from a zip without the UTF-8 flag, ticks the matched files and uploads the ticked ones', async () => {
    const fake = api();
    unmount = fake.render(<PaysheetsUpload />).unmount;
    await eventually(() => expect(control('Mois des bulletins').value).toBe('2026-02'));
    const zip = zipWithCp437Names({ 'février/Bulletin Chloé DUPRÉ.pdf': pdf, 'février/INT-1-0022.pdf': pdf, 'février/lisez-moi.txt': pdf });
    pick(control('Archive zip'), new File([new Uint8Array(zip)], 'bulletins février.zip', { type: 'application/zip' }));
    (await eventually(() => {
      const analyse = button("Analyser l'archive");
      expect(analyse.disabled).toBe(false);
      return analyse;
    })).click();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(3));
    const rows = findAll('tbody tr').map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['février/Bulletin Chloé DUPRÉ.pdf', expect.any(String), 'Chloé Dupré (INT-1-0021)', 'Rattaché par le nom et le prénom'],
      ['février/INT-1-0022.pdf', expect.any(String), 'Hugo Martin (INT-1-0022)', 'Rattaché par le matricule'],
      ['février/lisez-moi.txt', expect.any(String), '—', "Non rattaché : ce n'est pas un PDF"],
    ]);
    expect(findAll<HTMLInputElement>('tbody input[type="checkbox"]').map((box) => box.checked)).toEqual([true, true]);
    find<HTMLInputElement>('input[type="checkbox"][id]', findAll('tbody tr')[1]).click();
    (await eventually(() => button('Envoyer 1 bulletin'))).click();
    await eventually(() => expect(pageText()).toContain('1 bulletin envoyé pour février 2026.'));
    expect(fake.uploads).toEqual([{ month: '2026-02', selectedFileNames: ['février/Bulletin Chloé DUPRÉ.pdf'] }]);
  });
});
