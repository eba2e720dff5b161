/** `agency import` against the sandbox: Excel files, checks before sending, records created for real, the sandbox's own checks. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configHome, runCli } from '../support/cli';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';
import { tempFolder } from '../support/tempFolder';

let server: Awaited<ReturnType<typeof startSandbox>>;
let env: Record<string, string>;
let dir: string;
beforeAll(async () => {
  server = await startSandbox();
  env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: server.url };
  dir = await tempFolder('agency-import-');
  // Imports are the admin's: she logs in and chooses Lyon, whose client the CLI finds by itself.
  expect((await runCli(['login', '--login', 'admin@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` })).code).toBe(0);
  const chosen = await runCli(['context', 'select', '--agency', '1'], { env });
  expect([chosen.code, chosen.stderr]).toEqual([0, '']);
});
afterAll(() => server.close());

const cli = (args: string[]) => runCli(args, { env });
const count = (sql: string, ...params: unknown[]) => server.sandbox.db.prepare(sql).pluck().get(...params) as number;
const customersCount = () => count('SELECT COUNT(*) FROM customers');

/** What Excel writes for « CSV (séparateur : point-virgule) » on a French Windows: Windows-1252, ';', CRLF. */
function excelFile(lines: string[]): Buffer {
  const text = lines.join('\r\n') + '\r\n';
  return Buffer.from([...text].map((c) => ({ '€': 0x80, 'œ': 0x9c, 'Œ': 0x8c, '’': 0x92 })[c] ?? c.charCodeAt(0)));
}

async function save(name: string, content: Buffer | string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

const CUSTOMER_TITLES = 'Statut;Nature;Nom;Prénom du contact;Nom du contact;Email;Téléphone;Mobile;Adresse;Code postal;Ville;Source';

describe('agency import, for an admin only', () => {
  it('tells a director the imports are the admin\'s, with the authentication exit code, and sends nothing', async () => {
    const directorEnv = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: server.url };
    expect((await runCli(['login', '--login', 'directrice@demo.fr', '--password-stdin'], { env: directorEnv, input: `${DEMO_PASSWORD}\n` })).code).toBe(0);
    const before = customersCount();
    const result = await runCli(['import', 'customers', 'examples/imports/clients.csv'], { env: directorEnv });
    expect([result.code, result.stderr.trim()]).toEqual([
      4,
      "Erreur : les imports sont réservés aux administrateurs : connectez-vous avec un compte administrateur, puis choisissez l'agence (agency context select --agency N).",
    ]);
    expect(customersCount()).toBe(before);
  });
});

describe('agency import customers', () => {
  it('imports a file saved by Excel (Windows-1252, « ; », a quoted field with a line break): the records exist with their accents', async () => {
    const file = await save(
      'clients-excel.csv',
      excelFile([
        CUSTOMER_TITLES,
        'client;particulier;Famille Cœurdevey;Clémence;Cœurdevey;clemence.coeurdevey@exemple.fr;04 78 12 34 56;06 12 34 56 78;"5 rue de l’Hôtel-de-Ville',
        'Résidence « Les Érables »";69001;Lyon;Recommandation',
        'prospect;;Famille Nguyên;Thu;Nguyên;;;07 11 22 33 44;;;;Site internet',
      ]),
    );
    const before = customersCount();
    const result = await cli(['import', 'customers', file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('(Windows-1252, séparateur « ; ») importé : 2 création(s), 0 mise(s) à jour (1 client, 1 prospect)');
    expect(customersCount()).toBe(before + 2);
    const created = server.sandbox.db.prepare('SELECT label, contact_last_name AS last, address, prospect, source, phone, mobile FROM customers ORDER BY id DESC LIMIT 2').all();
    expect(created).toEqual([
      { label: 'Famille Nguyên', last: 'Nguyên', address: null, prospect: 1, source: 'WEBSITE', phone: null, mobile: '0711223344' },
      { label: 'Famille Cœurdevey', last: 'Cœurdevey', address: '5 rue de l’Hôtel-de-Ville\r\nRésidence « Les Érables »', prospect: 0, source: 'RECOMMENDATION', phone: '0478123456', mobile: '0612345678' },
    ]);
  });

  it('refuses a file with one bad e-mail on line 7: exit 1, the message names line 7 and the column, nothing is created', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => `client;;Famille Test ${i};Jean;Test${i};${i === 5 ? 'jean.test5@exemple' : `jean.test${i}@exemple.fr`};;;;;;`);
    const file = await save('clients-bad.csv', `\ufeff${[CUSTOMER_TITLES, ...rows].join('\n')}\n`);
    const before = customersCount();
    const result = await cli(['import', 'customers', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}, ligne 7, colonne « Email » : Email non valide (« jean.test5@exemple »)`);
    expect(result.stderr).toContain("1 erreur, rien n'a été envoyé");
    expect(result.stdout).toBe('');
    expect(customersCount()).toBe(before);

    const json = await cli(['--json', 'import', 'customers', file]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ file, sent: false, errors: [{ line: 7, column: 'Email', reason: 'Email non valide (« jean.test5@exemple »)' }] });
  });

  it('shows with --dry-run what would be imported and sends nothing', async () => {
    const before = customersCount();
    const result = await cli(['import', 'customers', 'examples/imports/clients.csv', '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Crèche « Les Lucioles »');
    expect(result.stdout).toContain("Simulation : 3 ligne(s) de examples/imports/clients.csv (UTF-8, séparateur « ; ») seraient importées. Rien n'a été envoyé.");
    expect(customersCount()).toBe(before);
  });

  it('reports the sandbox’s own checks (an e-mail already taken in the agency) by line and column, and imports nothing', async () => {
    const taken = server.sandbox.db.prepare('SELECT email FROM customers WHERE agency_id = 1 AND email IS NOT NULL LIMIT 1').pluck().get() as string;
    const file = await save('clients-taken.csv', [CUSTOMER_TITLES, 'client;;Famille Neuve;Anne;Neuve;anne.neuve@exemple.fr;;;;;;', `client;;Famille Doublon;Paul;Doublon;${taken};;;;;;`].join('\n'));
    const before = customersCount();
    const result = await cli(['import', 'customers', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}, ligne 3, colonne « Email » : un client de l'agence a déjà l'e-mail « ${taken} »`);
    expect(result.stderr).toContain("refusé par l'API (1 erreur) : rien n'a été importé");
    expect(customersCount()).toBe(before);
  });

  it('imports a big file in one call (5,000 lines, more than 1 MB of rows)', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `prospect;;Famille Volume ${i};Camille;Volume;camille.volume${i}@exemple.fr;;06 00 00 ${String(Math.floor(i / 100)).padStart(2, '0')} ${String(i % 100).padStart(2, '0')};12 rue du Président Édouard Herriot;69002;Lyon;Prospectus`);
    const file = await save('clients-volume.csv', [CUSTOMER_TITLES, ...lines].join('\r\n'));
    const before = customersCount();
    const result = await cli(['--json', 'import', 'customers', file]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).created).toBe(5000);
    expect(customersCount()).toBe(before + 5000);
  });

  it('documents its columns in --help', async () => {
    const help = await cli(['import', 'customers', '--help']);
    expect(help.code).toBe(0);
    for (const text of ['Colonnes :', 'Statut', 'obligatoire  client ou prospect', 'Windows-1252', 'examples/imports/clients.csv']) expect(help.stdout).toContain(text);
  });
});

describe('agency import employees, paye-data and plannings', () => {
  it('creates employees and candidates, paye data, and planning events from the sample files', async () => {
    const employees = await cli(['--json', 'import', 'employees', 'examples/imports/salaries.csv']);
    expect(employees.code).toBe(0);
    const answer = JSON.parse(employees.stdout) as { created: number; rows: { id: number; kind: string }[] };
    expect(answer.created).toBe(2);
    expect(answer.rows.map((r) => r.kind)).toEqual(['EMPLOYEE', 'CANDIDATE']);
    expect(server.sandbox.db.prepare('SELECT status, first_name, birth_date FROM employees WHERE id = ?').get(answer.rows[1]!.id)).toEqual({ status: 'CANDIDATE', first_name: 'Noé', birth_date: '2001-11-02' });

    expect((await cli(['import', 'paye-data', 'examples/imports/donnees-paie.csv'])).code).toBe(0);
    const again = await cli(['import', 'paye-data', 'examples/imports/donnees-paie.csv']);
    expect(again.stdout).toContain('0 création(s), 2 mise(s) à jour');
    expect(server.sandbox.db.prepare('SELECT worked_minutes, hourly_rate_cents, bonus_cents FROM paye_data ORDER BY id LIMIT 1').get()).toEqual({ worked_minutes: 9100, hourly_rate_cents: 1250, bonus_cents: 5000 });

    const events = count('SELECT COUNT(*) FROM planning_events');
    for (const format of ['progisap', 'domino', 'ximi']) expect((await cli(['import', 'plannings', '--format', format, `examples/imports/planning-${format}.csv`])).code).toBe(0);
    expect(count('SELECT COUNT(*) FROM planning_events')).toBe(events + 6);
    expect(server.sandbox.db.prepare("SELECT start_time, end_time FROM planning_events WHERE day = '2026-12-17' AND start_time = '22:00'").get()).toEqual({ start_time: '22:00', end_time: '07:30' });
  });

  it('refuses an unknown employee reference with the line, and a planning import without --format', async () => {
    const file = await save('paie.csv', 'Matricule;Mois;Heures travaillées;Taux horaire brut\nINT-1-0001;11/2026;10;12,00\nINT-9-9999;11/2026;10;12,00\n');
    const result = await cli(['import', 'paye-data', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}, ligne 3, colonne « Matricule » : aucun salarié de l'agence n'a le matricule « INT-9-9999 »`);
    const noFormat = await cli(['import', 'plannings', 'examples/imports/planning-ximi.csv']);
    expect(noFormat.code).toBe(2);
    expect(noFormat.stderr).toContain('--format');
  });
});
