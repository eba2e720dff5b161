/**
 * `agency fiscal-attestations AAAA list | recompute | validate | create | send | download | delete`:
 * the year's fiscal attestations, family by family. A batch never stops at a failing family:
 * the year-wide calls answer each family's result, sends and downloads go one attestation at a
 * time; the summary names each failed family with its reason (exit 3). See cli/README.md.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import {
  FISCAL_ATTESTATION_STATUSES, createFiscalAttestationForFamily, deleteFiscalAttestation, downloadFiscalAttestation, recomputeFiscalAttestations, searchFiscalAttestations,
  sendFiscalAttestation, validateFiscalAttestations, type FiscalAttestation, type YearBatchAnswer,
} from '../../src/api/contract/fiscalAttestations';
import { FISCAL_ATTESTATION_STATUS_LABELS } from '../../src/domain/billing/labels';
import { formatCents } from '../../src/domain/format/amount';
import { formatDate } from '../../src/domain/format/date';
import { fiscalAttestationFileName } from '../../src/domain/billing/format';
import { idList, oneOf, positiveInteger, year } from '../arguments';
import { changeEach, confirmDeletion, reportChanges } from '../batch/changes';
import { mapPool } from '../batch/pool';
import { progressBar } from '../batch/progress';
import { reportBatch } from '../batch/report';
import type { Cli } from '../context';
import { explain } from '../explain';
import {
  FILE_STATUS_TEXT, countByStatus, downloadFiles, downloadTable, plannedFile, prepareFolder, simulateDownloads, uniqueFileNames, type DownloadOptions,
} from '../files/downloads';
import { retrying } from '../retry';
import { withSession, type Session } from '../session';
import { renderTable } from '../table';

type Status = FiscalAttestation['status'];
type FamilyRef = FiscalAttestation['family'];
const GROUP = 'fiscal-attestations';
const ACTIONS = ['list', 'recompute', 'validate', 'create', 'send', 'download', 'delete'] as const;

/**
 * `agency fiscal-attestations 2026 list` as people write it: commander wants the action
 * first, so the year moves behind it (`list 2026`); `… list 2026` works as well.
 */
export function yearBeforeAction(argv: string[]): string[] {
  const at = argv.indexOf(GROUP);
  if (at < 0 || !/^\d+$/.test(argv[at + 1] ?? '')) return argv;
  const action = argv.findIndex((arg, i) => i > at + 1 && (ACTIONS as readonly string[]).includes(arg));
  if (action < 0) return argv;
  const moved = [...argv];
  const [yearArg] = moved.splice(at + 1, 1);
  moved.splice(action, 0, yearArg!);
  return moved;
}

export function registerFiscalAttestationsCommands(program: Command, cli: () => Cli): void {
  const group = program
    .command(GROUP)
    .usage('AAAA <commande> [options]')
    .description("Attestations fiscales d'une année : lister, recalculer, valider, créer, envoyer, télécharger, supprimer")
    .addHelpText('after', '\nL\'année vient avant la commande (« agency fiscal-attestations 2026 list ») ou juste après (« … list 2026 »).');
  const action = (name: string, description: string) =>
    group
      .command(name)
      .description(description)
      .argument('<AAAA>', 'année des attestations', year('AAAA'))
      .addHelpText('after', `\nExemple : agency fiscal-attestations 2026 ${name}${name === 'create' ? ' --family 12' : name === 'delete' ? ' 41 42' : ''}`);

  action('list', "Lister les attestations de l'année (par famille)")
    .option('--status <statut>', `seulement ce statut (${FISCAL_ATTESTATION_STATUSES.join(', ')})`, oneOf('--status', FISCAL_ATTESTATION_STATUSES))
    .action((y: number, options: { status?: Status }) => listCommand(cli(), y, options));

  action('recompute', "Créer les attestations manquantes de l'année et recalculer les brouillons, famille par famille")
    .option('--dry-run', 'afficher les brouillons qui seraient recalculés, sans rien changer')
    .action((y: number, options: DryRun) => yearWideCommand(cli(), y, options, RECOMPUTE));

  action('validate', "Valider les brouillons de l'année, famille par famille")
    .option('--dry-run', 'afficher les brouillons qui seraient validés, sans rien changer')
    .action((y: number, options: DryRun) => yearWideCommand(cli(), y, options, VALIDATE));

  action('create', "Créer l'attestation d'une famille (ou la recalculer tant qu'elle est un brouillon)")
    .requiredOption('--family <ID>', 'numéro de la famille', positiveInteger('--family'))
    .option('--dry-run', 'afficher ce qui serait fait, sans rien changer')
    .action((y: number, options: DryRun & { family: number }) => createCommand(cli(), y, options));

  action('send', "Envoyer par e-mail les attestations validées de l'année (ou celles des familles données)")
    .option('--family <ID...>', 'seulement ces familles (une attestation déjà envoyée est renvoyée)')
    .option('--dry-run', 'afficher ce qui serait envoyé, sans rien envoyer')
    .action((y: number, options: DryRun & { family?: string[] }) => sendCommand(cli(), y, options));

  action('download', "Télécharger les attestations de l'année (PDF), une par famille")
    .option('--out <dossier>', 'dossier de destination (par défaut : le dossier courant)')
    .option('--skip-existing', 'ne pas retélécharger un fichier déjà présent (relance après une interruption)')
    .option('--concurrency <N>', 'téléchargements simultanés (4 par défaut)', positiveInteger('--concurrency'))
    .option('--dry-run', 'afficher ce qui serait téléchargé, sans rien télécharger')
    .action((y: number, options: DownloadOptions) => downloadCommand(cli(), y, options));

  action('delete', 'Supprimer des attestations de l’année (demande une confirmation, sauf avec --yes)')
    .argument('<ID...>', "numéros d'attestation")
    .option('--dry-run', 'afficher ce qui serait supprimé, sans rien supprimer')
    .action((y: number, ids: string[], options: DryRun) => deleteCommand(cli(), y, idList(ids, "un numéro d'attestation"), options));
}

interface DryRun {
  dryRun?: boolean;
}

/** Every attestation of the year (with these statuses), page after page (reads are safe to repeat). */
async function searchYear(session: Session, y: number, statuses?: Status[]): Promise<FiscalAttestation[]> {
  const found: FiscalAttestation[] = [];
  for (let pageNumber = 0; ; pageNumber++) {
    const page = await retrying(() => session.client.call(searchFiscalAttestations, { params: { year: y }, body: { familyPattern: null, ...(statuses ? { statuses } : {}), pageNumber, pageSize: 500 } }));
    found.push(...page.content);
    if (page.last || page.content.length === 0) return found;
  }
}

const amountOf = (a: FiscalAttestation) => formatCents(a.amount, { currency: a.currency });
const statusOf = (a: FiscalAttestation) => FISCAL_ATTESTATION_STATUS_LABELS[a.status];
const familyLabel = (family: FamilyRef) => `famille « ${family.name} » (n° ${family.id})`;

async function listCommand(cli: Cli, y: number, options: { status?: Status }): Promise<void> {
  await withSession(cli, async (session) => {
    const found = await searchYear(session, y, options.status ? [options.status] : undefined);
    const table = renderTable(
      [{ title: 'N°', align: 'right' }, { title: 'Famille' }, { title: 'Montant', align: 'right' }, { title: 'Paiements', align: 'right' }, { title: 'Statut' }, { title: 'Validée le' }, { title: 'Envoyée le' }],
      found.map((a) => [String(a.id), a.family.name, amountOf(a), String(a.paymentsCount), statusOf(a), a.validatedAt ? formatDate(a.validatedAt) : '—', a.sentAt ? formatDate(a.sentAt) : '—']),
    );
    const count = `${found.length} attestation${found.length > 1 ? 's' : ''} pour ${y}.`;
    cli.out.result({ year: y, attestations: found }, found.length ? [...table, '', count] : 'Aucun résultat');
  });
}

// ---- batches over families ---------------------------------------------------

/** One family's line of a batch: the attestation as it now stands (null when none), and what became of it. */
interface FamilyOutcome {
  family: FamilyRef;
  attestation: FiscalAttestation | null;
  status: 'planned' | 'done' | 'failed';
  /** What was done ('validée', 'envoyée'…), or the reason of a failure. */
  result: string;
  error: string | null;
}

const done = (attestation: FiscalAttestation, result: string): FamilyOutcome => ({ family: attestation.family, attestation, status: 'done', result, error: null });
const planned = (attestation: FiscalAttestation, result: string): FamilyOutcome => ({ family: attestation.family, attestation, status: 'planned', result, error: null });
const failed = (family: FamilyRef, attestation: FiscalAttestation | null, error: string): FamilyOutcome => ({ family, attestation, status: 'failed', result: `échec : ${error}`, error });

interface FamilyWords {
  /** The summary of a run: '3 attestation(s) validée(s)'. */
  done: string;
  /** The summary of --dry-run. */
  planned: string;
}

function reportFamilies(cli: Cli, y: number, outcomes: FamilyOutcome[], words: FamilyWords, dryRun: boolean, note?: string): void {
  const ok = outcomes.filter((o) => o.status !== 'failed').length;
  const summary = dryRun
    ? `Simulation : ${ok} attestation(s) ${words.planned}. Rien n'a été changé.`
    : `${ok} attestation(s) ${words.done}, ${outcomes.length - ok} échec(s).`;
  reportBatch(cli.out, {
    data: { year: y, dryRun, families: outcomes },
    table: renderTable(
      [{ title: 'N°', align: 'right' }, { title: 'Famille' }, { title: 'Montant', align: 'right' }, { title: 'Statut' }, { title: 'Résultat' }],
      outcomes.map((o) => [o.attestation ? String(o.attestation.id) : '—', o.family.name, o.attestation ? amountOf(o.attestation) : '', o.attestation ? statusOf(o.attestation) : '', o.result]),
    ),
    summary: note ? `${summary} ${note}` : summary,
    total: outcomes.length,
    failures: outcomes.filter((o) => o.error).map((o) => ({ label: familyLabel(o.family), reason: o.error! })),
  });
}

interface YearWideCall {
  call: typeof recomputeFiscalAttestations | typeof validateFiscalAttestations;
  result: (a: FiscalAttestation) => string;
  /** The result of each draft --dry-run shows. */
  planned: string;
  words: FamilyWords;
}

const RECOMPUTE: YearWideCall = {
  call: recomputeFiscalAttestations,
  result: (a) => (a.status === 'DRAFT' ? 'calculée' : `déjà ${statusOf(a).toLowerCase()}, inchangée`),
  planned: 'à recalculer',
  words: { done: 'calculée(s) ou à jour', planned: 'à recalculer (et les attestations manquantes créées)' },
};
const VALIDATE: YearWideCall = {
  call: validateFiscalAttestations,
  result: () => 'validée',
  planned: 'à valider',
  words: { done: 'validée(s)', planned: 'à valider' },
};

/**
 * Recompute and validate: one year-wide call (the server knows which families count), which
 * answers each family's result; safe to repeat, so retried on a gateway error.
 */
async function yearWideCommand(cli: Cli, y: number, options: DryRun, step: YearWideCall): Promise<void> {
  await withSession(cli, async (session) => {
    let outcomes: FamilyOutcome[];
    if (options.dryRun) outcomes = (await searchYear(session, y, ['DRAFT'])).map((a) => planned(a, step.planned));
    else {
      const answer: YearBatchAnswer = await retrying(() => session.client.call(step.call, { params: { year: y } }));
      outcomes = [...answer.attestations.map((a) => done(a, step.result(a))), ...answer.failures.map((f) => failed(f.family, null, f.message))];
      outcomes.sort((a, b) => a.family.name.localeCompare(b.family.name, 'fr') || a.family.id - b.family.id);
    }
    reportFamilies(cli, y, outcomes, step.words, Boolean(options.dryRun));
  });
}

async function createCommand(cli: Cli, y: number, options: DryRun & { family: number }): Promise<void> {
  await withSession(cli, async (session) => {
    const unknown: FamilyRef = { id: options.family, name: `n° ${options.family}` };
    let outcome: FamilyOutcome;
    if (options.dryRun) {
      const existing = (await searchYear(session, y)).find((a) => a.family.id === options.family);
      outcome = existing ? planned(existing, existing.status === 'DRAFT' ? 'à recalculer' : 'déjà validée, inchangée') : { family: unknown, attestation: null, status: 'planned', result: 'à créer', error: null };
    } else {
      try {
        // Creates or recomputes a draft: safe to repeat.
        const attestation = await retrying(() => session.client.call(createFiscalAttestationForFamily, { params: { year: y, familyId: options.family } }));
        outcome = done(attestation, attestation.status === 'DRAFT' ? 'créée ou recalculée' : `déjà ${statusOf(attestation).toLowerCase()}, inchangée`);
      } catch (error) {
        outcome = failed(unknown, null, explain(error, session.apiUrl).message);
      }
    }
    reportFamilies(cli, y, [outcome], { done: 'créée(s) ou recalculée(s)', planned: 'à créer ou recalculer' }, Boolean(options.dryRun));
  });
}

/**
 * One call per attestation (the mail is per family); never retried: a lost answer would mail
 * the family twice. Without --family: the validated ones (a rerun does not send again).
 */
async function sendCommand(cli: Cli, y: number, options: DryRun & { family?: string[] }): Promise<void> {
  const families = options.family ? idList(options.family, '--family') : null;
  await withSession(cli, async (session) => {
    const all = await searchYear(session, y);
    const byFamily = new Map(all.map((a) => [a.family.id, a]));
    const chosen = families ? families.flatMap((id) => byFamily.get(id) ?? []) : all.filter((a) => a.status === 'VALIDATED');
    const missing = (families ?? []).filter((id) => !byFamily.has(id)).map((id) => failed({ id, name: `n° ${id}` }, null, `aucune attestation ${y} pour cette famille`));
    const progress = progressBar(cli, 'Envoi', options.dryRun ? 0 : chosen.length);
    const outcomes = await mapPool(chosen, 4, async (a): Promise<FamilyOutcome> => {
      if (options.dryRun) return planned(a, 'à envoyer');
      try {
        return done(await session.client.call(sendFiscalAttestation, { params: { id: a.id } }), 'envoyée');
      } catch (error) {
        return failed(a.family, a, explain(error, session.apiUrl).message);
      } finally {
        progress.advance();
      }
    });
    progress.stop();
    const drafts = families ? 0 : all.filter((a) => a.status === 'DRAFT').length;
    const note = drafts ? `${drafts} brouillon(s) non envoyé(s) : validez-les d'abord.` : undefined;
    reportFamilies(cli, y, [...missing, ...outcomes], { done: 'envoyée(s)', planned: 'à envoyer' }, Boolean(options.dryRun), note);
  });
}

// ---- download and delete ------------------------------------------------------

/** The list answers no size: a file under its final name is complete (written whole or not at all). */
async function downloadCommand(cli: Cli, y: number, options: DownloadOptions): Promise<void> {
  const outDir = resolve(options.out ?? process.cwd());
  await withSession(cli, async (session) => {
    const chosen = await searchYear(session, y);
    const byId = new Map(chosen.map((a) => [a.id, a]));
    const names = uniqueFileNames(chosen, (a) => a.id, fiscalAttestationFileName);
    const plan = chosen.map((a) => plannedFile(a.id, outDir, names.get(a.id)!, null));
    let outcomes;
    if (options.dryRun) outcomes = await simulateDownloads(plan, options);
    else {
      await prepareFolder(cli, outDir);
      outcomes = await downloadFiles(cli, session, plan.map((outcome) => ({ outcome, fetch: () => session.client.download(downloadFiscalAttestation, { params: { id: outcome.id } }) })), options);
    }
    const count = countByStatus(outcomes);
    const summary = options.dryRun
      ? `Simulation : ${count.planned} fichier(s) à télécharger, ${count.skipped} déjà présent(s) dans ${outDir}. Rien n'a été téléchargé.`
      : `${count.downloaded} fichier(s) téléchargé(s), ${count.skipped} déjà présent(s), ${count.failed} échec(s) — dossier ${outDir}.`;
    reportBatch(cli.out, {
      data: { year: y, outDir, dryRun: Boolean(options.dryRun), files: outcomes.map((o) => ({ ...o, family: byId.get(o.id)!.family })) },
      table: downloadTable(outcomes, (o) => (o.error ? `échec : ${o.error}` : FILE_STATUS_TEXT[o.status])),
      summary: outcomes.length ? summary : `Aucune attestation pour ${y} : rien à télécharger.`,
      total: outcomes.length,
      failures: outcomes.filter((o) => o.error).map((o) => ({ label: familyLabel(byId.get(o.id)!.family), reason: o.error! })),
    });
  });
}

/** Only attestations of the year given: a number of another year is refused, never deleted. Not retried. */
async function deleteCommand(cli: Cli, y: number, ids: number[], options: DryRun): Promise<void> {
  if (!options.dryRun) await confirmDeletion(cli, `Supprimer définitivement ${ids.length} attestation(s) fiscale(s) ${y} (n° ${ids.join(', ')})`);
  await withSession(cli, async (session) => {
    const ofYear = new Set((await searchYear(session, y)).map((a) => a.id));
    const outcomes = await changeEach(session, ids, options.dryRun, async (id) => {
      if (!ofYear.has(id)) throw new Error(`aucune attestation n° ${id} en ${y}`);
      await session.client.call(deleteFiscalAttestation, { params: { id } });
    });
    reportChanges(cli, outcomes, { items: 'attestation(s)', label: (id) => `attestation n° ${id}`, done: 'supprimée', planned: 'à supprimer', key: 'attestations' }, Boolean(options.dryRun));
  });
}
