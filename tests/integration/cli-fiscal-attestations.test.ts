/**
 * `agency fiscal-attestations` against the sandbox over real HTTP: a year over every family of
 * the Lyon agency, with the sandbox failing one family (the `failFamily` switch): the others
 * are done, exit 3, the summary names the family. The tests run in order on one sandbox.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FiscalAttestation } from '../../src/api/contract/fiscalAttestations';
import { setSwitches } from '../../src/api/contract/sandbox';
import { attestationPdf } from '../../sandbox/files/attestationDocument';
import { countedPayments, getAttestation } from '../../sandbox/store/billing/fiscalAttestations';
import { listMails } from '../../sandbox/store/mails';
import { runCli, sandboxWithDirector } from '../support/cli';
import { tempFolder } from '../support/tempFolder';

const YEAR = '2026';
const LYON = 1;

const sandbox = sandboxWithDirector();

const cli = (args: string[]) => runCli(['fiscal-attestations', YEAR, ...args], { env: sandbox.env });
const failFamily = (familyId: number | null) =>
  fetch(`${sandbox.server.url}${setSwitches.path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ failFamily: familyId && { familyId, status: 500 } }) });
const db = () => sandbox.server.sandbox.db;
const rows = () => db().prepare('SELECT id, family_id AS familyId, status, amount FROM fiscal_attestations WHERE agency_id = ? AND year = ? ORDER BY family_id').all(LYON, Number(YEAR)) as { id: number; familyId: number; status: string; amount: number }[];
const familyName = (id: number) => db().prepare('SELECT label FROM families WHERE id = ?').pluck().get(id) as string;
const familyEmail = (id: number) => db().prepare('SELECT email FROM families WHERE id = ?').pluck().get(id) as string;
/** Table lines of people's output: they start with a number (or « — ») and have columns. */
const tableRows = (stdout: string) => stdout.split('\n').filter((line) => /^\s*(\d+|—)\s{2}/.test(line)).map((line) => line.trim().split(/\s{2,}/));

describe('agency fiscal-attestations list', () => {
  it('shows the same attestations in the table and in --json, the year before or after the command', async () => {
    const json = await cli(['list', '--json']);
    expect(json.code).toBe(0);
    const { attestations } = JSON.parse(json.stdout) as { attestations: FiscalAttestation[] };
    expect(attestations.map((a) => a.id).sort((a, b) => a - b)).toEqual(rows().map((r) => r.id));
    expect(attestations.length).toBe(9);

    const table = await runCli(['fiscal-attestations', 'list', YEAR], { env: sandbox.env });
    expect(table.code).toBe(0);
    const lines = tableRows(table.stdout);
    expect(lines).toHaveLength(attestations.length);
    attestations.forEach((a, i) => {
      const [id, family, amount, payments, status] = lines[i]!;
      expect(id).toBe(String(a.id));
      expect(family).toBe(a.family.name);
      expect(amount!.replace(/\s/g, ' ')).toBe(`${(a.amount / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2 }).replace(/\s/g, ' ')} €`);
      expect(payments).toBe(String(a.paymentsCount));
      expect(status).toBe('Brouillon');
    });
    expect(table.stdout).toContain(`${attestations.length} attestations pour 2026.`);

    const none = await runCli(['fiscal-attestations', '2019', 'list'], { env: sandbox.env });
    expect(none.stdout.trim()).toBe('Aucun résultat');
    const bad = await runCli(['fiscal-attestations', '2017', 'list'], { env: sandbox.env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('AAAA attend une année entre 2018 et 2100');
  });
});

describe('a year where the sandbox fails one family', () => {
  it('recompute: the other families are computed, exit 3, the summary names the family', async () => {
    const [failing, ...others] = rows();
    db().prepare('UPDATE fiscal_attestations SET amount = 0 WHERE agency_id = ? AND year = ?').run(LYON, Number(YEAR));
    await failFamily(failing!.familyId);
    const result = await cli(['recompute']);
    await failFamily(null);

    expect(result.code).toBe(3);
    const name = familyName(failing!.familyId);
    expect(result.stderr).toContain(`fait en partie : 1 échec sur ${others.length + 1} (famille « ${name} » (n° ${failing!.familyId}) : Échec simulé`);
    expect(tableRows(result.stdout).find((cells) => cells[1] === name)!.at(-1)).toMatch(/^échec : Échec simulé/);
    const after = rows();
    expect(after.find((r) => r.familyId === failing!.familyId)!.amount).toBe(0);
    for (const other of others) expect(after.find((r) => r.familyId === other.familyId)!.amount, familyName(other.familyId)).toBe(other.amount);
    expect(others.every((o) => o.amount > 0)).toBe(true);
  });

  it('validate: the others are validated, the failing family stays a draft; --json gives each family its result', async () => {
    const [failing, ...others] = rows();
    await failFamily(failing!.familyId);
    const dry = await cli(['validate', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(rows().every((r) => r.status === 'DRAFT')).toBe(true);

    const result = await cli(['validate', '--json']);
    await failFamily(null);
    expect(result.code).toBe(3);
    const { families } = JSON.parse(result.stdout) as { families: { family: { id: number; name: string }; status: string; error: string | null }[] };
    expect(families).toHaveLength(others.length + 1);
    expect(families.filter((f) => f.status === 'failed').map((f) => f.family.id)).toEqual([failing!.familyId]);
    expect(result.stderr).toContain(`famille « ${familyName(failing!.familyId)} »`);
    const after = rows();
    expect(after.find((r) => r.familyId === failing!.familyId)!.status).toBe('DRAFT');
    expect(after.filter((r) => r.status === 'VALIDATED')).toHaveLength(others.length);
  });

  it('send: the validated ones are mailed but the failing family’s, exit 3, the drafts left are counted', async () => {
    const validated = rows().filter((r) => r.status === 'VALIDATED');
    const [failing, ...others] = validated;
    const mailsBefore = listMails(db()).length;
    await failFamily(failing!.familyId);
    const result = await cli(['send']);
    await failFamily(null);

    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`fait en partie : 1 échec sur ${validated.length} (famille « ${familyName(failing!.familyId)} » (n° ${failing!.familyId})`);
    expect(result.stdout).toContain(`${others.length} attestation(s) envoyée(s), 1 échec(s). 1 brouillon(s) non envoyé(s) : validez-les d'abord.`);
    const mails = listMails(db()).slice(0, listMails(db()).length - mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(others.map((o) => familyEmail(o.familyId)).sort());
    expect(rows().filter((r) => r.status === 'SENT').map((r) => r.familyId)).toEqual(others.map((o) => o.familyId));

    // A rerun of the cron job sends only what is left.
    const rerun = await cli(['send', '--family', String(failing!.familyId)]);
    expect(rerun.code).toBe(0);
    expect(rows().find((r) => r.familyId === failing!.familyId)!.status).toBe('SENT');
  });
});

describe('agency fiscal-attestations download', () => {
  const sandboxBytes = async (id: number) => attestationPdf(db(), LYON, getAttestation(db(), LYON, id)!);

  it('writes one PDF per family; with a failing family exit 3, and the rerun with --skip-existing completes with the sandbox’s bytes', async () => {
    const dir = await tempFolder('agency-attestations-');
    const [failing, ...others] = rows();
    await failFamily(failing!.familyId);
    const first = await cli(['download', '--out', dir]);
    await failFamily(null);
    expect(first.code).toBe(3);
    expect(first.stderr).toContain(`famille « ${familyName(failing!.familyId)} »`);
    expect((await readdir(dir)).filter((n) => !n.startsWith('.'))).toHaveLength(others.length);

    // One more file lost: the rerun fetches the two missing ones only.
    const [lost] = (await readdir(dir)).sort();
    await rm(join(dir, lost!));
    const rerun = await cli(['download', '--out', dir, '--skip-existing', '--json']);
    expect(rerun.code).toBe(0);
    const files = JSON.parse(rerun.stdout).files as { id: number; name: string; status: string; family: { id: number } }[];
    expect(files.filter((f) => f.status === 'downloaded')).toHaveLength(2);
    expect(files.filter((f) => f.status === 'skipped')).toHaveLength(others.length - 1);

    const names = await readdir(dir);
    expect(names.filter((n) => n.startsWith('.'))).toEqual([]);
    expect(names).toHaveLength(others.length + 1);
    for (const file of files) {
      expect(file.name).toMatch(/^attestation-fiscale-2026-famille-[a-z0-9-]+\.pdf$/);
      expect((await readFile(join(dir, file.name))).equals(await sandboxBytes(file.id)), file.name).toBe(true);
    }
  });
});

describe('agency fiscal-attestations delete and create', () => {
  it('delete asks for --yes without a terminal, deletes with it; create brings the family’s attestation back', async () => {
    db().prepare("UPDATE fiscal_attestations SET status = 'DRAFT', sent_at = NULL WHERE agency_id = ? AND year = ?").run(LYON, Number(YEAR));
    const [target] = rows();
    const refused = await cli(['delete', String(target!.id)]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Utilisez --yes');
    expect(rows()[0]!.id).toBe(target!.id);

    const deleted = await runCli(['--yes', 'fiscal-attestations', YEAR, 'delete', String(target!.id), '999999'], { env: sandbox.env });
    expect(deleted.code).toBe(3);
    expect(deleted.stdout).toMatch(new RegExp(`${target!.id}\\s+supprimée`));
    expect(deleted.stdout).toMatch(/999999\s+échec : aucune attestation n° 999999 en 2026/);
    expect(rows().some((r) => r.familyId === target!.familyId)).toBe(false);

    const created = await cli(['create', '--family', String(target!.familyId), '--json']);
    expect(created.code).toBe(0);
    const { families } = JSON.parse(created.stdout) as { families: { status: string; attestation: FiscalAttestation }[] };
    expect(families).toHaveLength(1);
    expect(families[0]!.status).toBe('done');
    expect(families[0]!.attestation.family.id).toBe(target!.familyId);
    // The recompute of the first test left this family at 0: created anew, it adds up its payments again.
    const paid = countedPayments(db(), target!.familyId, Number(YEAR)).reduce((sum, p) => sum + p.amount, 0);
    // 1,195.78 € of counted payments in 2026.
    expect(paid).toBe(119578);
    expect(families[0]!.attestation.amount).toBe(paid);
    expect(rows().find((r) => r.familyId === target!.familyId)).toMatchObject({ status: 'DRAFT', amount: paid });
  });
});
