/**
 * `agency paysheets upload` against the sandbox: pre-process (each file's employee, and how she was matched or why
 * none was, « Chloé » read from a zip without the UTF-8 flag), selection, confirmation, upload, unmatched files reported.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configHome, runCli } from '../support/cli';
import { zipWithCp437Names } from '../support/zips';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';
import { tempFolder } from '../support/tempFolder';

let server: Awaited<ReturnType<typeof startSandbox>>;
let env: Record<string, string>;
let archive: string;
const pdf = (who: string) => strToU8(`%PDF-1.4\n% bulletin de ${who}\n%%EOF\n`);
beforeAll(async () => {
  server = await startSandbox();
  env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: server.url };
  expect((await runCli(['login', '--login', 'directrice@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` })).code).toBe(0);
  const employee = (ref: string) => server.sandbox.db.prepare('SELECT first_name AS first, last_name AS last FROM employees WHERE ref = ?').get(ref) as { first: string; last: string };
  const second = employee('INT-1-0002');
  archive = join(await tempFolder('agency-paysheets-'), 'bulletins-2026-10.zip');
  await writeFile(
    archive,
    zipSync({
      'octobre/INT-1-0001_bulletin_2026-10.pdf': pdf('INT-1-0001'),
      // By name: upper case, no accents, first and last names in any order.
      [`octobre/Bulletin octobre - ${second.last.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')} ${second.first}.pdf`]: pdf('INT-1-0002'),
      'octobre/bulletin-inconnu.pdf': pdf('personne'),
      'octobre/lisez-moi.txt': strToU8('à lire'),
    }),
  );
});
afterAll(() => server.close());

const cli = (args: string[]) => runCli(args, { env });
const filed = () => server.sandbox.db.prepare("SELECT e.ref, p.file_name AS fileName, length(p.content) AS size FROM paysheets p JOIN employees e ON e.id = p.employee_id WHERE p.month = '2026-10' ORDER BY e.ref").all();
const rowsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('octobre/')).map((line) => line.split(/\s{2,}/));

describe('agency paysheets upload', () => {
  it('shows which file goes to which employee, lists the unmatched ones with their reason, and sends nothing with --dry-run', async () => {
    const result = await cli(['paysheets', 'upload', '--month', '2026-10', archive, '--dry-run']);
    expect(result.code).toBe(0);
    const rows = rowsOf(result.stdout);
    expect(rows.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      [expect.stringMatching(/^octobre\/Bulletin octobre - /), expect.stringMatching(/\(INT-1-0002\)$/), 'Rattaché par le nom et le prénom', 'à envoyer'],
      ['octobre/bulletin-inconnu.pdf', '—', "Non rattaché : aucun salarié de l'agence reconnu dans le nom du fichier (matricule, ou nom et prénom)", 'non envoyé'],
      ['octobre/INT-1-0001_bulletin_2026-10.pdf', expect.stringMatching(/\(INT-1-0001\)$/), 'Rattaché par le matricule', 'à envoyer'],
      ['octobre/lisez-moi.txt', '—', "Non rattaché : ce n'est pas un PDF", 'non envoyé'],
    ]);
    expect(result.stdout).toContain("Simulation : 2 bulletin(s) d'octobre 2026 à envoyer, 2 fichier(s) non rattaché(s). Rien n'a été envoyé.");
    expect(filed()).toEqual([]);
  });

  it('asks for a confirmation: without a terminal it names --yes and sends nothing', async () => {
    const result = await cli(['paysheets', 'upload', '--month', '2026-10', archive]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Envoyer 2 bulletin(s) de paie d'octobre 2026 : confirmation impossible sans terminal. Utilisez --yes.");
    expect(filed()).toEqual([]);
  });

  it('uploads only the --select files, then the matched ones by default; unmatched files make the exit code 3', async () => {
    const one = await cli(['--yes', 'paysheets', 'upload', '--month', '2026-10', archive, '--select', 'octobre/INT-1-0001_bulletin_2026-10.pdf']);
    expect(one.code).toBe(3);
    expect(filed()).toEqual([{ ref: 'INT-1-0001', fileName: 'octobre/INT-1-0001_bulletin_2026-10.pdf', size: pdf('INT-1-0001').byteLength }]);
    expect(one.stdout).toContain("1 bulletin(s) d'octobre 2026 envoyé(s), 1 non sélectionné(s), 2 non rattaché(s).");
    expect(one.stderr).toContain('fait en partie : 2 échecs sur 4 (octobre/bulletin-inconnu.pdf : non rattaché');

    const all = await cli(['--yes', '--json', 'paysheets', 'upload', '--month', '2026-10', archive]);
    expect(all.code).toBe(3);
    const answer = JSON.parse(all.stdout) as { files: { fileName: string; status: string; reason: string | null }[]; uploaded: { fileName: string; status: string }[] };
    expect(answer.uploaded.map((u) => u.status).sort()).toEqual(['CREATED', 'REPLACED']);
    expect(answer.files.map((f) => f.status)).toEqual(['uploaded', 'unmatched', 'uploaded', 'unmatched']);
    expect(answer.files.find((f) => f.fileName === 'octobre/lisez-moi.txt')!.reason).toBe("ce n'est pas un PDF");
    expect(filed()).toHaveLength(2);
  });

  it('matches « Chloé » in a zip without the UTF-8 flag (Windows, Linux zip), by her names read as CP437, and says how', async () => {
    const chloe = server.sandbox.db
      .prepare("SELECT ref, last_name AS lastName FROM employees WHERE agency_id = 1 AND first_name = 'Chloé' AND ref IS NOT NULL ORDER BY id LIMIT 1")
      .get() as { ref: string; lastName: string };
    const fileName = `mars/Bulletin ${chloe.lastName} Chloé.pdf`;
    const windows = join(await tempFolder('agency-paysheets-'), 'bulletins-windows.zip');
    await writeFile(windows, zipWithCp437Names({ [fileName]: pdf('Chloé'), 'mars/Thumbs.db': strToU8('x') }));
    const result = await cli(['paysheets', 'upload', '--month', '2026-03', windows, '--dry-run']);
    expect(result.code).toBe(0);
    // Sizes are written with a no-break space, as in the portal.
    expect(result.stdout.split('\n').filter((line) => line.startsWith('mars/')).map((line) => line.split(/\s{2,}/))).toEqual([
      [fileName, '36\u00a0o', `Chloé ${chloe.lastName} (${chloe.ref})`, 'Rattaché par le nom et le prénom', 'à envoyer'],
      ['mars/Thumbs.db', '1\u00a0o', '—', "Non rattaché : ce n'est pas un PDF", 'non envoyé'],
    ]);
    expect(result.stdout).toContain("Simulation : 1 bulletin(s) de mars 2026 à envoyer, 1 fichier(s) non rattaché(s). Rien n'a été envoyé.");
  });

  it('refuses a --select name that is unmatched or not in the archive, and an archive that is not a zip', async () => {
    const wrong = await cli(['--yes', 'paysheets', 'upload', '--month', '2026-10', archive, '--select', 'octobre/lisez-moi.txt', 'absent.pdf']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("« octobre/lisez-moi.txt » n'est rattaché à aucun salarié (ce n'est pas un PDF)");
    expect(wrong.stderr).toContain("« absent.pdf » ne figure pas dans l'archive");
    const notZip = join(await tempFolder('agency-paysheets-'), 'pas-une-archive.zip');
    await writeFile(notZip, 'bonjour');
    const bad = await cli(['--yes', 'paysheets', 'upload', '--month', '2026-10', notZip]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Le fichier « pas-une-archive.zip » n'est pas accepté : formats acceptés ZIP.");
  });
});
