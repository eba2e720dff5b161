/**
 * Planning imports through the planning engine (issue 33): a line the engine refuses is
 * reported with its label word for word (001 §8) and nothing is written, unless the refused
 * lines are skipped; the same file imported twice creates nothing the second time; the CLI
 * reports the same (file, line, column, label) and exits non-zero.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { selectContext } from '../../src/api/contract/auth';
import { importPlannings, type PlanningImportRow } from '../../src/api/contract/imports';
import { ApiError } from '../../src/api/errors';
import { configHome, runCli } from '../support/cli';
import { DEMO_PASSWORD, loggedInClient, startSandbox } from '../support/sandbox';
import { tempFolder } from '../support/tempFolder';

let server: Awaited<ReturnType<typeof startSandbox>>;
let admin: ApiClient;
let env: Record<string, string>;
let dir: string;
beforeAll(async () => {
  server = await startSandbox();
  admin = await loggedInClient(server.url, 'admin@demo.fr');
  await admin.call(selectContext, { body: { clientId: 1, agencyId: 1 } });
  env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: server.url };
  dir = await tempFolder('agency-planning-import-');
  expect((await runCli(['login', '--login', 'admin@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` })).code).toBe(0);
  expect((await runCli(['context', 'select', '--agency', '1'], { env })).code).toBe(0);
});
afterAll(() => server.close());

const eventsCount = () => server.sandbox.db.prepare('SELECT COUNT(*) FROM planning_events').pluck().get() as number;
const send = (rows: PlanningImportRow[], skipRefused?: boolean) => admin.call(importPlannings, { params: { format: 'progisap' }, body: { rows, ...(skipRefused === undefined ? {} : { skipRefused }) } });
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, errors: error.errors } : Promise.reject(error)),
  );

// Nadia Robin (INT-1-0001) at the Muller family (CLI-1-0001), Agathe André (INT-1-0002) at the Lambert family (CLI-1-0002): none of them has an event in December 2026.
const row = (line: number, employeeRef: string, customerRef: string, day: string, startTime: string, endTime: string): PlanningImportRow => ({ line, employeeRef, customerRef, day, startTime, endTime });

describe('a planning import through the engine', () => {
  it('refuses a line the engine refuses, with its label word for word, and writes nothing', async () => {
    const first = await send([row(2, 'INT-1-0001', 'CLI-1-0001', '2026-12-07', '08:00', '12:00')]);
    expect(first.rows.map((r) => [r.status, r.label])).toEqual([['CREATED', '07/12/2026 08:00–12:00, Nadia Robin chez Famille Muller']]);
    const before = eventsCount();
    const answer = await refusal(
      send([
        row(2, 'INT-1-0002', 'CLI-1-0002', '2026-12-07', '14:00', '16:00'),
        // Nadia is at the Mullers then: the import would book her at the Lamberts' too.
        row(3, 'INT-1-0001', 'CLI-1-0002', '2026-12-07', '10:00', '11:00'),
        // The Mullers already have Nadia then: a second professional is a rejection (bypassable by hand, not by an import).
        row(4, 'INT-1-0002', 'CLI-1-0001', '2026-12-07', '09:00', '10:00'),
      ]),
    );
    expect(answer).toEqual({
      status: 409,
      errors: [
        { code: 'PLANNING_REJECTED', label: "Ligne 3 : L'intervenant(e) est en prestation", field: 'rows.1.employeeRef' },
        { code: 'PLANNING_REJECTED', label: 'Ligne 4 : La famille a une autre prestation sur ce créneau horaire', field: 'rows.2.customerRef' },
      ],
    });
    expect(eventsCount()).toBe(before);
  });

  it('checks each line against the lines before it in the same file', async () => {
    const before = eventsCount();
    const answer = await refusal(send([row(2, 'INT-1-0001', 'CLI-1-0001', '2026-12-08', '08:00', '12:00'), row(3, 'INT-1-0001', 'CLI-1-0002', '2026-12-08', '11:00', '13:00')]));
    expect(answer?.errors.map((e) => e.label)).toEqual(["Ligne 3 : L'intervenant(e) est en prestation"]);
    expect(eventsCount()).toBe(before);
  });

  it('writes the other lines when the refused ones are skipped, and lists those', async () => {
    const before = eventsCount();
    const answer = await send([row(2, 'INT-1-0001', 'CLI-1-0001', '2026-12-09', '08:00', '12:00'), row(3, 'INT-1-0001', 'CLI-1-0002', '2026-12-09', '11:00', '13:00')], true);
    expect(answer.created).toBe(1);
    expect(answer.rows.map((r) => [r.line, r.status, r.label])).toEqual([[2, 'CREATED', '09/12/2026 08:00–12:00, Nadia Robin chez Famille Muller']]);
    expect(answer.refused).toEqual([{ code: 'PLANNING_REJECTED', label: "Ligne 3 : L'intervenant(e) est en prestation", field: 'rows.1.employeeRef' }]);
    expect(eventsCount()).toBe(before + 1);
  });

  it('creates nothing when the same file is imported a second time', async () => {
    const rows = [row(2, 'INT-1-0001', 'CLI-1-0001', '2026-12-10', '08:00', '12:00'), row(3, 'INT-1-0002', 'CLI-1-0002', '2026-12-10', '21:30', '07:30')];
    const first = await send(rows);
    const afterFirst = eventsCount();
    const second = await send(rows);
    expect([first.created, second.created]).toEqual([2, 0]);
    expect(second.rows.map((r) => r.status)).toEqual(['UNCHANGED', 'UNCHANGED']);
    expect(second.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(eventsCount()).toBe(afterFirst);
  });
});

describe('agency import plannings', () => {
  const TITLES = 'Matricule intervenant;Code client;Date;Heure début;Heure fin';
  const save = async (name: string, lines: string[]) => {
    const path = join(dir, name);
    await writeFile(path, [TITLES, ...lines].join('\n') + '\n');
    return path;
  };

  it('reports a refused line with the file, line, column and label, exits 1 and writes nothing; --skip-refused imports the others and exits 3', async () => {
    const file = await save('planning-conflit.csv', ['INT-1-0001;CLI-1-0001;14/12/2026;08:00;12:00', 'INT-1-0001;CLI-1-0002;14/12/2026;09:00;10:00']);
    const before = eventsCount();
    const refused = await runCli(['import', 'plannings', '--format', 'progisap', file], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `Erreur : ${file}, ligne 3, colonne « Matricule intervenant » : L'intervenant(e) est en prestation`,
      `Erreur : ${file} refusé par l'API (1 erreur) : rien n'a été importé.`,
    ]);
    expect(eventsCount()).toBe(before);

    const skipped = await runCli(['import', 'plannings', '--format', 'progisap', '--skip-refused', file], { env });
    expect(skipped.code).toBe(3);
    expect(skipped.stdout).toContain('14/12/2026 08:00–12:00, Nadia Robin chez Famille Muller');
    expect(skipped.stdout).toContain('1 création(s), 0 mise(s) à jour, 1 ligne(s) refusée(s) (1 intervention)');
    expect(skipped.stderr).toContain(`${file}, ligne 3, colonne « Matricule intervenant » : L'intervenant(e) est en prestation`);
    expect(eventsCount()).toBe(before + 1);

    const again = await runCli(['--json', 'import', 'plannings', '--format', 'progisap', '--skip-refused', file], { env });
    const output = JSON.parse(again.stdout) as { created: number; rows: { status: string }[] };
    expect([output.created, output.rows.map((r) => r.status)]).toEqual([0, ['UNCHANGED']]);
    expect(eventsCount()).toBe(before + 1);
  });
});
