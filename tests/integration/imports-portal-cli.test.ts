/**
 * The portal's import screens and `agency import` agree: the same file, read and checked by
 * the portal's steps (src/domain/imports/file.ts, then the typed client's import call, as the
 * ImportFile widget does) against one sandbox and by the CLI against another seeded alike,
 * gives the same errors (the file's and the API's) and the same answer.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { importCustomers, importPlannings, PLANNING_FORMATS, type ImportAnswer, type PlanningImportAnswer } from '../../src/api/contract/imports';
import { ApiError } from '../../src/api/errors';
import { readImportFile } from '../../src/domain/imports/file';
import { issueOfApiError } from '../../src/domain/imports/report';
import { CUSTOMERS, PLANNINGS, type ImportSpec } from '../../src/domain/imports/specs';
import { configHome, runCli } from '../support/cli';
import { DEMO_PASSWORD, loggedInClient, startSandbox } from '../support/sandbox';
import { tempFolder } from '../support/tempFolder';
import { selectContext } from '../../src/api/contract/auth';

let forCli: Awaited<ReturnType<typeof startSandbox>>;
let forPortal: Awaited<ReturnType<typeof startSandbox>>;
let portal: ApiClient;
let env: Record<string, string>;
let dir: string;
beforeAll(async () => {
  [forCli, forPortal] = await Promise.all([startSandbox(), startSandbox()]);
  // Imports are the admin's, in the agency she chose (Lyon).
  portal = await loggedInClient(forPortal.url, 'admin@demo.fr');
  await portal.call(selectContext, { body: { clientId: 1, agencyId: 1 } });
  env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: forCli.url };
  dir = await tempFolder('agency-import-portal-');
  expect((await runCli(['login', '--login', 'admin@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` })).code).toBe(0);
  expect((await runCli(['context', 'select', '--agency', '1'], { env })).code).toBe(0);
});
afterAll(() => Promise.all([forCli?.close(), forPortal?.close()]));

const events = (server: typeof forCli) => server.sandbox.db.prepare('SELECT COUNT(*) FROM planning_events').pluck().get() as number;

/** What the CLI answers in --json: the answer, or the errors of a file not sent. */
async function byCli(args: string[]) {
  const result = await runCli(['--json', 'import', ...args], { env });
  return { code: result.code, output: JSON.parse(result.stdout) as Record<string, unknown> };
}

/** What the portal's widget does with the file's bytes: check, then send only a file without errors; the API's refusal as issues of the file. */
async function byPortal<Row extends { line: number }>(spec: ImportSpec<Row>, file: string, send: (rows: Row[]) => Promise<ImportAnswer>) {
  const checked = readImportFile(spec, await readFile(file));
  if (checked.issues.length) return { sent: false, errors: checked.issues };
  try {
    return { sent: true, answer: await send(checked.rows) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { sent: true, errors: error.errors.map((e) => issueOfApiError(e, checked.rows, spec as ImportSpec<unknown>)) };
    throw error;
  }
}

async function save(name: string, text: string) {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

describe('the portal and the CLI on the same file', () => {
  it('import the sample planning files of the three programs with the same answer', async () => {
    for (const format of PLANNING_FORMATS) {
      const file = `examples/imports/planning-${format}.csv`;
      const cli = await byCli(['plannings', '--format', format, file]);
      const web = await byPortal(PLANNINGS[format], file, (rows) => portal.call(importPlannings, { params: { format }, body: { rows } }));
      expect(cli.code).toBe(0);
      expect(web.sent).toBe(true);
      const { created, updated, rows, refused } = cli.output as unknown as PlanningImportAnswer;
      expect(web.answer).toEqual({ created, updated, rows, refused });
      // Each sample file holds two lines, both new events.
      expect(created).toBe(2);
    }
    expect(events(forPortal)).toBe(events(forCli));
  });

  it('refuse a file with bad lines with the same errors, and send nothing', async () => {
    const file = await save(
      'planning-faux.csv',
      'Matricule intervenant;Code client;Date;Heure début;Heure fin\nINT-1-0001;CLI-1-0001;15/12/2026;08:00;12:00\nINT-1-0001;;16/12/2026;8h;8h\nINT-1-0002;CLI-1-0002;32/12/2026;09:00;25:00\n',
    );
    const [cliBefore, portalBefore] = [events(forCli), events(forPortal)];
    const cli = await byCli(['plannings', '--format', 'progisap', file]);
    const web = await byPortal(PLANNINGS.progisap, file, () => Promise.reject(new Error('rien ne doit partir')));
    expect(cli.code).toBe(1);
    expect(cli.output).toMatchObject({ sent: false });
    expect(web).toEqual({ sent: false, errors: cli.output.errors });
    expect(web.errors!.map((issue) => [issue.line, issue.column])).toEqual([[3, 'Code client'], [4, 'Date'], [4, 'Heure fin']]);
    expect([events(forCli), events(forPortal)]).toEqual([cliBefore, portalBefore]);
  });

  it("give the API's refusal (an unknown reference) on the same line and column", async () => {
    const file = await save('planning-inconnu.csv', 'Matricule intervenant;Code client;Date;Heure début;Heure fin\nINT-1-0001;CLI-1-0001;17/12/2026;08:00;12:00\nINT-9-9999;CLI-1-0001;18/12/2026;08:00;12:00\n');
    const cli = await byCli(['plannings', '--format', 'progisap', file]);
    const web = await byPortal(PLANNINGS.progisap, file, (rows) => portal.call(importPlannings, { params: { format: 'progisap' }, body: { rows } }));
    expect(cli.code).toBe(1);
    expect(web.errors).toEqual(cli.output.errors);
    expect(web.errors![0]).toMatchObject({ line: 3, column: 'Matricule intervenant' });
  });

  it('import the sample customers file with the same answer', async () => {
    const file = 'examples/imports/clients.csv';
    const cli = await byCli(['customers', file]);
    const web = await byPortal(CUSTOMERS, file, (rows) => portal.call(importCustomers, { body: { rows } }));
    expect(cli.code).toBe(0);
    const { created, updated, rows } = cli.output as unknown as ImportAnswer;
    expect(web.answer).toEqual({ created, updated, rows });
  });
});
