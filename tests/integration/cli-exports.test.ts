/** `agency exports` against the sandbox over real HTTP: list, atomic and resumable downloads, marks, deletions, exit codes. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { setSwitches } from '../../src/api/contract/sandbox';
import { createSandbox } from '../../sandbox/server';
import { configHome, runCli, startCli } from '../support/cli';
import { TEST_NOW } from '../support/clock';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';
import { tempFolder } from '../support/tempFolder';

let server: Awaited<ReturnType<typeof startSandbox>>;
let env: Record<string, string>;
beforeAll(async () => {
  // 50 more exports in Lyon (agency 1), 64 KB each: enough to interrupt a download midway.
  server = await startSandbox({ benchExports: { count: 50, bytes: 64 * 1024 } });
  env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: server.url };
  const login = await runCli(['login', '--login', 'directrice@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` });
  expect(login.code).toBe(0);
});
afterAll(() => server.close());

const cli = (args: string[]) => runCli(args, { env });
const outDir = () => tempFolder('agency-exports-');
const switches = (body: object) => fetch(`${server.url}${setSwitches.path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const stored = (id: number) => server.sandbox.db.prepare('SELECT content FROM exports WHERE id = ?').pluck().get(id) as Buffer;
const isEmitted = (id: number) => server.sandbox.db.prepare('SELECT emitted FROM exports WHERE id = ?').pluck().get(id) === 1;
const benchIds = () => server.sandbox.db.prepare("SELECT id FROM exports WHERE document_name LIKE 'journal-volumineux-%' ORDER BY id").pluck().all() as number[];

describe('agency exports list', () => {
  it('shows the same exports in the table and in --json, with the filters of the exports centre', async () => {
    const json = await cli(['exports', 'list', '--type', 'BILLING_DEBIT_ORDER', '--json']);
    expect(json.code).toBe(0);
    const { exports } = JSON.parse(json.stdout) as { exports: { id: number; documentName: string; type: string; emitted: boolean; relevantMonth: number; relevantYear: number }[] };
    // One a month over the last six months (Lyon).
    expect(exports.length).toBe(6);
    expect(exports.every((e) => e.type === 'BILLING_DEBIT_ORDER')).toBe(true);

    const table = await cli(['exports', 'list', '--type', 'BILLING_DEBIT_ORDER']);
    expect(table.code).toBe(0);
    const rows = table.stdout.split('\n').filter((line) => /^\s*\d+\s{2}/.test(line));
    expect(rows).toHaveLength(exports.length);
    exports.forEach((e, i) => {
      const cells = rows[i]!.trim().split(/\s{2,}/);
      expect(cells[0]).toBe(String(e.id));
      expect(cells[1]).toBe('Ordre de prélèvement');
      expect(cells[2]).toBe(`${String(e.relevantMonth).padStart(2, '0')}/${e.relevantYear}`);
      expect(cells[3]).toBe(e.documentName);
      expect(cells.at(-1)!.startsWith(e.emitted ? 'oui' : 'non')).toBe(true);
    });
    expect(table.stdout).toContain(`${exports.length} exports.`);
  });

  it('filters on emission, year and month, and says « Aucun résultat » when nothing matches', async () => {
    const notEmitted = JSON.parse((await cli(['exports', 'list', '--not-emitted', '--json'])).stdout).exports as { emitted: boolean }[];
    // Last month's four and the 50 of the volume bench.
    expect(notEmitted.length).toBe(54);
    expect(notEmitted.every((e) => !e.emitted)).toBe(true);
    const none = await cli(['exports', 'list', '--year', '2019', '--month', '3']);
    expect(none.code).toBe(0);
    expect(none.stdout.trim()).toBe('Aucun résultat');
    const bad = await cli(['exports', 'list', '--month', '13']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--month attend un mois de 1 à 12');
    const badType = await cli(['exports', 'list', '--type', 'FACTURES']);
    expect(badType.code).toBe(2);
    expect(badType.stderr).toContain("--type attend l'une de ces valeurs : BILLING_DEBIT_ORDER, BILLING_DEBIT_ORDER_SLIP_FILE");
  });
});

describe('agency exports download', () => {
  it('survives an interruption: no partial nor temporary file, and the rerun with --skip-existing completes with the exact bytes', async () => {
    const dir = await outDir();
    const ids = benchIds();
    expect(ids).toHaveLength(50);
    await switches({ latencyMs: 60 });
    const run = startCli(['exports', 'download', ...ids.map(String), '--out', dir, '--concurrency', '4'], { env });
    // Interrupt (Ctrl-C) once some files are there and others under way.
    for (let done = 0; done < 8; done = (await readdir(dir)).filter((name) => !name.startsWith('.')).length) await new Promise((r) => setTimeout(r, 20));
    run.child.kill('SIGINT');
    const interrupted = await run.done;
    await switches({ latencyMs: 0 });
    expect(interrupted.code).toBe(130);

    const afterAbort = await readdir(dir);
    expect(afterAbort.filter((name) => name.startsWith('.'))).toEqual([]);
    // How many files were done at the Ctrl-C depends on the machine's speed: the 8 waited for, at least.
    expect(afterAbort.length).toBeGreaterThanOrEqual(8);
    expect(afterAbort.length).toBeLessThan(50);
    const names = new Map(ids.map((id, i) => [`journal-volumineux-${String(i + 1).padStart(4, '0')}.csv`, id]));
    for (const name of afterAbort) expect((await readFile(join(dir, name))).equals(stored(names.get(name)!)), name).toBe(true);

    const rerun = await cli(['exports', 'download', ...ids.map(String), '--out', dir, '--concurrency', '4', '--skip-existing', '--json']);
    expect(rerun.code).toBe(0);
    const files = JSON.parse(rerun.stdout).files as { id: number; status: string }[];
    expect(files.filter((f) => f.status === 'skipped')).toHaveLength(afterAbort.length);
    expect(files.filter((f) => f.status === 'downloaded')).toHaveLength(50 - afterAbort.length);
    const final = await readdir(dir);
    expect(final).toHaveLength(50);
    for (const name of final) expect((await readFile(join(dir, name))).equals(stored(names.get(name)!)), name).toBe(true);
  });

  it('after a crash (SIGKILL) no file is partial under its final name, and the next run removes the leftover temporary files', async () => {
    const dir = await outDir();
    const ids = benchIds().slice(0, 20);
    await switches({ latencyMs: 60 });
    const run = startCli(['exports', 'download', ...ids.map(String), '--out', dir, '--concurrency', '4'], { env });
    for (let done = 0; done < 4; done = (await readdir(dir)).filter((name) => !name.startsWith('.')).length) await new Promise((r) => setTimeout(r, 20));
    run.child.kill('SIGKILL');
    await run.done;
    await switches({ latencyMs: 0 });
    const names = new Map(ids.map((id, i) => [`journal-volumineux-${String(i + 1).padStart(4, '0')}.csv`, id]));
    for (const name of (await readdir(dir)).filter((n) => !n.startsWith('.'))) expect((await readFile(join(dir, name))).equals(stored(names.get(name)!)), name).toBe(true);

    const rerun = await cli(['exports', 'download', ...ids.map(String), '--out', dir, '--skip-existing']);
    expect(rerun.code).toBe(0);
    const final = await readdir(dir);
    expect(final.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(final).toHaveLength(20);
  });

  it('marks an export emitted only once its file is on disk, and retries a gateway outage', async () => {
    const dir = await outDir();
    const list = JSON.parse((await cli(['exports', 'list', '--type', 'BILLING_CAF_DECLARATION', '--not-emitted', '--json'])).stdout).exports as { id: number; documentName: string }[];
    expect(list.length).toBe(1);
    const [caf] = list;
    await switches({ failNext: { count: 2, status: 503 } });
    const result = await cli(['exports', 'download', '--type', 'BILLING_CAF_DECLARATION', '--not-emitted', '--mark-emitted', '--out', dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${caf!.documentName}`);
    expect(result.stdout).toContain('téléchargé, marqué émis');
    expect((await readFile(join(dir, caf!.documentName))).equals(stored(caf!.id))).toBe(true);
    expect(isEmitted(caf!.id)).toBe(true);
  });

  it('finishes the others when one export fails, exits 3 and names the failure in the summary; --dry-run writes nothing', async () => {
    const dir = await outDir();
    const [first] = benchIds();
    const dry = await cli(['exports', 'download', String(first), '--out', dir, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('à télécharger');
    expect(await readdir(dir)).toEqual([]);

    const partial = await cli(['exports', 'download', String(first), '999999', '--out', dir]);
    expect(partial.code).toBe(3);
    expect(partial.stdout).toMatch(/999999\s+—\s+échec : export introuvable dans l'agence/);
    expect(partial.stdout).toContain('1 fichier(s) téléchargé(s)');
    expect(partial.stderr).toContain('fait en partie : 1 échec sur 2');
    expect(await readdir(dir)).toEqual(['journal-volumineux-0001.csv']);
  });
});

describe('agency exports mark-emitted and delete', () => {
  it('asks for --yes without a terminal, deletes with it, and reports an unknown export (exit 3)', async () => {
    const [, second, third] = benchIds();
    const refused = await cli(['exports', 'delete', String(second)]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Utilisez --yes');
    expect(stored(second!)).toBeDefined();

    const deleted = await cli(['--yes', 'exports', 'delete', String(second), '999998']);
    expect(deleted.code).toBe(3);
    expect(deleted.stdout).toMatch(new RegExp(`${second}\\s+supprimé`));
    expect(deleted.stdout).toMatch(/999998\s+échec : L'élément demandé n'existe pas/);
    expect(stored(second!)).toBeUndefined();

    const marked = await cli(['exports', 'mark-emitted', String(third), '--json']);
    expect(marked.code).toBe(0);
    expect(JSON.parse(marked.stdout).exports).toEqual([{ id: third, status: 'done', error: null }]);
    expect(isEmitted(third!)).toBe(true);
  });
});

describe('sandbox export files', () => {
  it('serves the debit order slip as a real PDF, the same bytes for the same seed', async () => {
    // Seeded again on the suite's day: the same day gives the same bytes.
    const other = createSandbox({ db: ':memory:', now: TEST_NOW });
    await other.ready;
    try {
      const slip = (db: typeof other.db) => db.prepare("SELECT content FROM exports WHERE type = 'BILLING_DEBIT_ORDER_SLIP_FILE' ORDER BY id LIMIT 1").pluck().get() as Buffer;
      const bytes = slip(server.sandbox.db);
      expect(bytes.equals(slip(other.db))).toBe(true);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe("Bordereau de prélèvement SEPA — Agence Lyon Presqu'île");
    } finally {
      await other.close();
    }
  });
});
