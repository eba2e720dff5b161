/**
 * Imports are the admin's (spec 000 §2.2, 002 §6; issue 30), in the API and in the CLI: a director
 * and an adviser get 403 from every import endpoint, the CLI's import commands say in their help
 * that they are the admin's and stop with exit 4 for the others without sending anything, and an
 * admin's `agency context select --agency N` finds the agency's client by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectContext } from '../../src/api/contract/auth';
import { importCustomers, importEmployees, importPayeData, importPlannings } from '../../src/api/contract/imports';
import { fillPath } from '../../src/api/endpoint';
import { configHome, runCli } from '../support/cli';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startSandbox();
  api = http(server.url);
});
afterAll(() => server.close());

const IMPORTS = [importCustomers, importEmployees, importPayeData, importPlannings];
const count = (table: string) => server.sandbox.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const records = () => ['customers', 'employees', 'paye_data', 'planning_events'].map(count);

describe('the import endpoints', () => {
  it.each(['directrice@demo.fr', 'conseiller@demo.fr'])('answer 403 to %s, whatever the body, and create nothing', async (login) => {
    const { token } = await api.login(login);
    const before = records();
    const statuses = await Promise.all(IMPORTS.map(async (endpoint) => (await api.request(endpoint.method, fillPath(endpoint.path, { format: 'XIMI' }), { token, body: { rows: [] } })).status));
    expect(statuses).toEqual([403, 403, 403, 403]);
    expect(records()).toEqual(before);
  });

  it('take the admin past the role check (an empty file is refused for what it is)', async () => {
    const { token } = await api.login('admin@demo.fr');
    expect((await api.post(selectContext.path, { agencyId: 1, clientId: 1 }, token)).status).toBe(200);
    const answer = await api.request(importCustomers.method, importCustomers.path, { token, body: { rows: [] } });
    expect([answer.status, answer.body.errors[0].code]).toEqual([400, 'PARAMETERS_ERROR']);
  });
});

describe('the CLI', () => {
  const COMMANDS = [['customers', 'examples/imports/clients.csv'], ['employees', 'examples/imports/salaries.csv'], ['paye-data', 'examples/imports/donnees-paie.csv'], ['plannings', 'examples/imports/planning-ximi.csv', '--format', 'ximi']];

  it.each(COMMANDS.map(([name]) => name!))('says in « import %s --help » that it is the admin’s', async (name) => {
    const help = await runCli(['import', name, '--help']);
    expect(help.code).toBe(0);
    // The description, the paragraph under the usage line (wrapped at 80 columns).
    expect(help.stdout.split('\n\n')[1]?.replace(/\s+/g, ' ')).toMatch(/^Importer .+ \(réservé aux administrateurs\)$/);
  });

  it('stops an adviser at each import with exit 4 and the reason, sending nothing', async () => {
    const env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: server.url };
    expect((await runCli(['login', '--login', 'conseiller@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` })).code).toBe(0);
    const before = records();
    for (const [name, ...rest] of COMMANDS) {
      const result = await runCli(['import', name!, ...rest], { env });
      expect([name, result.code, result.stderr.trim()]).toEqual([
        name, 4, "Erreur : les imports sont réservés aux administrateurs : connectez-vous avec un compte administrateur, puis choisissez l'agence (agency context select --agency N).",
      ]);
    }
    expect(records()).toEqual(before);
  });

  it('lets an admin choose an agency of another client by its number alone', async () => {
    const env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: server.url };
    expect((await runCli(['login', '--login', 'admin@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` })).code).toBe(0);
    const [label, clientId] = server.sandbox.db.prepare('SELECT label, client_id FROM agencies WHERE id = 2').raw().get() as [string, number];
    const chosen = await runCli(['context', 'select', '--agency', '2', '--json'], { env });
    expect([chosen.code, chosen.stderr, JSON.parse(chosen.stdout)]).toEqual([0, '', { agency: { agencyId: 2, clientId, label } }]);
    const again = await runCli(['context', 'select', '--agency', '1'], { env });
    expect([again.code, again.stdout.trim()]).toEqual([0, "Agence : Agence Lyon Presqu'île (n° 1)"]);
  });
});
