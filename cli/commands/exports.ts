/**
 * `agency exports list | download | mark-emitted | delete`: the exports centre for an
 * administrator and for the nightly cron job. Downloads are streamed to disk through a
 * temporary file (see files/partFiles.ts), several at a time, each with its own one-use token.
 */
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Option, type Command } from 'commander';
import { EXPORT_TYPES, deleteExport, downloadExport, markExportAsEmitted, searchExports, type Export, type ExportType } from '../../src/api/contract/exports';
import { formatDateTime } from '../../src/domain/format/date';
import { formatFileSize } from '../../src/domain/format/fileSize';
import { EXPORT_TYPE_LABELS } from '../../src/domain/labels';
import { oneOf, positiveInteger } from '../arguments';
import { mapPool } from '../batch/pool';
import { progressBar } from '../batch/progress';
import { reportBatch } from '../batch/report';
import type { Cli } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { explain } from '../explain';
import { PartFiles, removeStaleParts } from '../files/partFiles';
import { confirm } from '../prompt';
import { retrying } from '../retry';
import { renderTable } from '../table';
import { withSession, type Session } from '../session';

interface FilterOptions {
  type?: ExportType;
  emitted?: boolean;
  notEmitted?: boolean;
  year?: number;
  month?: number;
}

interface DownloadOptions extends FilterOptions {
  out?: string;
  skipExisting?: boolean;
  concurrency?: number;
  markEmitted?: boolean;
  dryRun?: boolean;
}

const TYPES_HELP = EXPORT_TYPES.map((type) => `  ${type.padEnd(36)} ${EXPORT_TYPE_LABELS[type]}`).join('\n');

function withFilters(command: Command): Command {
  return command
    .option('--type <type>', "type d'export (voir la liste ci-dessous)", oneOf('--type', EXPORT_TYPES))
    .addOption(new Option('--emitted', 'seulement les exports déjà émis').conflicts('notEmitted'))
    .option('--not-emitted', 'seulement les exports pas encore émis')
    .option('--year <AAAA>', 'année concernée', yearOption)
    .option('--month <1-12>', 'mois concerné (1 à 12)', monthOption)
    .addHelpText('after', `\nTypes d'export :\n${TYPES_HELP}`);
}

const yearOption = (value: string) => {
  const year = positiveInteger('--year')(value);
  if (year < 2018 || year > 2100) throw new CliError(`--year attend une année entre 2018 et 2100 (reçu « ${value} »).`, EXIT.usage);
  return year;
};
const monthOption = (value: string) => {
  const month = positiveInteger('--month')(value);
  if (month > 12) throw new CliError(`--month attend un mois de 1 à 12 (reçu « ${value} »).`, EXIT.usage);
  return month;
};

export function registerExportsCommands(program: Command, cli: () => Cli): void {
  const exports = program.command('exports').description('Centre des exports : lister, télécharger, marquer comme émis, supprimer');

  withFilters(exports.command('list').description("Lister les exports de l'agence (les plus récents d'abord)")).action((options: FilterOptions) => listCommand(cli(), options));

  withFilters(
    exports
      .command('download')
      .description('Télécharger des exports (les numéros donnés, sinon tous ceux qui répondent aux filtres)')
      .argument('[ID...]', "numéros d'export")
      .option('--out <dossier>', 'dossier de destination (par défaut : le dossier courant)')
      .option('--skip-existing', 'ne pas retélécharger un fichier déjà présent et complet (relance après une interruption)')
      .option('--concurrency <N>', 'téléchargements simultanés (4 par défaut)', positiveInteger('--concurrency'))
      .option('--mark-emitted', 'marquer chaque export comme émis une fois son fichier enregistré sur le disque')
      .option('--dry-run', 'afficher ce qui serait téléchargé, sans rien télécharger'),
  ).action((ids: string[], options: DownloadOptions) => downloadCommand(cli(), parseIds(ids), options));

  exports
    .command('mark-emitted')
    .description('Marquer des exports comme émis')
    .argument('<ID...>', "numéros d'export")
    .option('--dry-run', 'afficher ce qui serait marqué, sans rien changer')
    .action((ids: string[], options: { dryRun?: boolean }) => markCommand(cli(), parseIds(ids), options));

  exports
    .command('delete')
    .description('Supprimer des exports (demande une confirmation, sauf avec --yes)')
    .argument('<ID...>', "numéros d'export")
    .option('--dry-run', 'afficher ce qui serait supprimé, sans rien supprimer')
    .action((ids: string[], options: { dryRun?: boolean }) => deleteCommand(cli(), parseIds(ids), options));
}

function parseIds(values: string[]): number[] {
  const parse = positiveInteger("un numéro d'export");
  try {
    return [...new Set(values.map((value) => parse(value)))];
  } catch (error) {
    throw new CliError((error as Error).message, EXIT.usage);
  }
}

function filterBody(options: FilterOptions) {
  return {
    type: options.type ?? null,
    emitted: options.emitted ? true : options.notEmitted ? false : null,
    relevantYear: options.year ?? null,
    relevantMonth: options.month ?? null,
  };
}

/** Every export matching the filters, page after page (reads are safe to repeat). */
async function searchAll(session: Session, options: FilterOptions): Promise<Export[]> {
  const found: Export[] = [];
  for (let pageNumber = 0; ; pageNumber++) {
    const page = await retrying(() => session.client.call(searchExports, { body: { ...filterBody(options), pageNumber, pageSize: 500 } }));
    found.push(...page.content);
    if (page.last || page.content.length === 0) return found;
  }
}

const period = (e: Export) => `${String(e.relevantMonth).padStart(2, '0')}/${e.relevantYear}`;
const emittedText = (e: Export) => (e.emitted ? `oui${e.emittedAt ? `, le ${formatDateTime(e.emittedAt)}` : ''}` : 'non');

async function listCommand(cli: Cli, options: FilterOptions): Promise<void> {
  await withSession(cli, async (session) => {
    const found = await searchAll(session, options);
    const table = renderTable(
      [{ title: 'N°', align: 'right' }, { title: 'Type' }, { title: 'Période' }, { title: 'Document' }, { title: 'Taille', align: 'right' }, { title: 'Créé le' }, { title: 'Émis' }],
      found.map((e) => [String(e.id), EXPORT_TYPE_LABELS[e.type], period(e), e.documentName, formatFileSize(e.documentSize), formatDateTime(e.createdAt), emittedText(e)]),
    );
    const count = `${found.length} export${found.length > 1 ? 's' : ''}.`;
    cli.out.result({ exports: found }, found.length ? [...table, '', count] : 'Aucun résultat');
  });
}

// ---- download -------------------------------------------------------------

type FileStatus = 'planned' | 'downloaded' | 'skipped' | 'failed';

interface FileOutcome {
  id: number;
  name: string | null;
  path: string | null;
  size: number | null;
  status: FileStatus;
  markedEmitted: boolean;
  error: string | null;
}

const STATUS_TEXT: Record<FileStatus, string> = { planned: 'à télécharger', downloaded: 'téléchargé', skipped: 'déjà présent', failed: 'échec' };

function resultText(outcome: FileOutcome): string {
  const status = STATUS_TEXT[outcome.status];
  if (outcome.error) return `${status === 'échec' ? 'échec' : `${status}, non marqué émis`} : ${outcome.error}`;
  return outcome.markedEmitted ? `${status}, marqué émis` : status;
}

/** Final names: the document's name, made unique with the export's number when two exports share it. */
function fileNames(chosen: Export[]): Map<number, string> {
  const taken = new Set<string>();
  const names = new Map<number, string>();
  for (const e of chosen) {
    let name = e.documentName.replace(/[/\\]/g, '_');
    if (taken.has(name)) name = name.replace(/(\.[^.]*)?$/, `-${e.id}$1`);
    taken.add(name);
    names.set(e.id, name);
  }
  return names;
}

/** Complete on disk: present with the export's size (an older, different file is fetched again). */
async function isComplete(path: string, size: number): Promise<boolean> {
  const found = await stat(path).catch(() => null);
  return found?.isFile() === true && found.size === size;
}

async function downloadCommand(cli: Cli, ids: number[], options: DownloadOptions): Promise<void> {
  const outDir = resolve(options.out ?? process.cwd());
  await withSession(cli, async (session) => {
    const listed = await searchAll(session, ids.length ? {} : options);
    const byId = new Map(listed.map((e) => [e.id, e]));
    const chosen = ids.length ? ids.flatMap((id) => byId.get(id) ?? []) : listed;
    const missing = ids
      .filter((id) => !byId.has(id))
      .map((id): FileOutcome => ({ id, name: null, path: null, size: null, status: 'failed', markedEmitted: false, error: "export introuvable dans l'agence" }));
    const names = fileNames(chosen);
    const planned = (e: Export): FileOutcome => ({ id: e.id, name: names.get(e.id)!, path: join(outDir, names.get(e.id)!), size: e.documentSize, status: 'planned', markedEmitted: false, error: null });

    let outcomes: FileOutcome[];
    if (options.dryRun) {
      outcomes = await Promise.all(
        chosen.map(async (e) => {
          const outcome = planned(e);
          if (options.skipExisting && (await isComplete(outcome.path!, e.documentSize))) outcome.status = 'skipped';
          return outcome;
        }),
      );
    } else {
      await mkdir(outDir, { recursive: true });
      const stale = await removeStaleParts(outDir);
      if (stale.length) cli.out.info(`${stale.length} fichier(s) temporaire(s) d'une exécution interrompue supprimé(s).`);
      outcomes = await downloadAll(cli, session, chosen.map((e) => [e, planned(e)] as const), options);
    }
    const all = [...missing, ...outcomes];
    const count = (status: FileStatus) => all.filter((o) => o.status === status).length;
    const marked = all.filter((o) => o.markedEmitted).length;
    const summary = options.dryRun
      ? `Simulation : ${count('planned')} fichier(s) à télécharger, ${count('skipped')} déjà présent(s) dans ${outDir}. Rien n'a été téléchargé.`
      : `${count('downloaded')} fichier(s) téléchargé(s), ${count('skipped')} déjà présent(s), ${count('failed')} échec(s)${options.markEmitted ? `, ${marked} marqué(s) émis` : ''} — dossier ${outDir}.`;
    reportBatch(cli.out, {
      data: { outDir, dryRun: Boolean(options.dryRun), files: all },
      table: renderTable(
        [{ title: 'N°', align: 'right' }, { title: 'Fichier' }, { title: 'Taille', align: 'right' }, { title: 'Résultat' }],
        all.map((o) => [String(o.id), o.name ?? '—', o.size === null ? '' : formatFileSize(o.size), resultText(o)]),
      ),
      summary: all.length ? summary : 'Aucun export ne répond aux filtres : rien à télécharger.',
      total: all.length,
      failures: all.filter((o) => o.error).map((o) => ({ label: `export n° ${o.id}`, reason: o.error! })),
    });
  });
}

/** Downloads each export to its planned path, N at a time; each outcome is updated in place. */
async function downloadAll(cli: Cli, session: Session, plan: (readonly [Export, FileOutcome])[], options: DownloadOptions): Promise<FileOutcome[]> {
  const parts = new PartFiles();
  const progress = progressBar(cli, 'Téléchargement', plan.length);
  try {
    return await mapPool(plan, options.concurrency ?? 4, async ([e, outcome]) => {
      const path = outcome.path!;
      try {
        if (options.skipExisting && (await isComplete(path, e.documentSize))) outcome.status = 'skipped';
        else {
          outcome.size = await retrying(() => downloadTo(session, e, path, parts));
          outcome.status = 'downloaded';
        }
      } catch (error) {
        outcome.status = 'failed';
        outcome.error = explain(error, session.apiUrl).message;
      }
      // Marked only once the file is on disk (downloaded now, or complete from an earlier run).
      if (options.markEmitted && outcome.status !== 'failed' && !e.emitted) {
        try {
          await retrying(() => session.client.call(markExportAsEmitted, { params: { id: e.id } }));
          outcome.markedEmitted = true;
        } catch (error) {
          outcome.error = explain(error, session.apiUrl).message;
        }
      }
      progress.advance();
      return outcome;
    });
  } finally {
    progress.stop();
    parts.close();
  }
}

async function downloadTo(session: Session, e: Export, path: string, parts: PartFiles): Promise<number> {
  const response = await session.client.download(downloadExport, { params: { id: e.id } });
  if (!response.body) throw new Error('réponse sans contenu');
  const announced = Number(response.headers.get('content-length'));
  return parts.write(path, Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), Number.isFinite(announced) && announced > 0 ? announced : undefined);
}

// ---- mark-emitted and delete -------------------------------------------------

interface ChangeOutcome {
  id: number;
  status: 'planned' | 'done' | 'failed';
  error: string | null;
}

/** `done` and `planned` are the verbs of one export ('supprimé'); the summary adds '(s)'. */
function reportChanges(cli: Cli, outcomes: ChangeOutcome[], done: string, planned: string, dryRun: boolean): void {
  const text = (o: ChangeOutcome) => (o.status === 'failed' ? `échec : ${o.error}` : o.status === 'planned' ? planned : done);
  const plural = (verb: string) => verb.replace(/^(\S+)/, '$1(s)');
  const ok = outcomes.filter((o) => o.status !== 'failed').length;
  reportBatch(cli.out, {
    data: { dryRun, exports: outcomes },
    table: renderTable([{ title: 'N°', align: 'right' }, { title: 'Résultat' }], outcomes.map((o) => [String(o.id), text(o)])),
    summary: dryRun ? `Simulation : ${ok} export(s) ${planned}. Rien n'a été changé.` : `${ok} export(s) ${plural(done)}, ${outcomes.length - ok} échec(s).`,
    total: outcomes.length,
    failures: outcomes.filter((o) => o.error).map((o) => ({ label: `export n° ${o.id}`, reason: o.error! })),
  });
}

async function markCommand(cli: Cli, ids: number[], options: { dryRun?: boolean }): Promise<void> {
  await withSession(cli, async (session) => {
    const outcomes = await mapPool(ids, 4, async (id): Promise<ChangeOutcome> => {
      if (options.dryRun) return { id, status: 'planned', error: null };
      try {
        // Marking twice keeps the first date: safe to repeat.
        await retrying(() => session.client.call(markExportAsEmitted, { params: { id } }));
        return { id, status: 'done', error: null };
      } catch (error) {
        return { id, status: 'failed', error: explain(error, session.apiUrl).message };
      }
    });
    reportChanges(cli, outcomes, 'marqué émis', 'à marquer émis', Boolean(options.dryRun));
  });
}

async function deleteCommand(cli: Cli, ids: number[], options: { dryRun?: boolean }): Promise<void> {
  if (!options.dryRun) {
    const agreed = await confirm(cli.terminal, cli.options.yes, `Supprimer définitivement ${ids.length} export(s) (n° ${ids.join(', ')})`);
    if (!agreed) throw new CliError('suppression annulée : rien n’a été supprimé.', EXIT.failure);
  }
  await withSession(cli, async (session) => {
    // Not retried: a deletion whose answer was lost would be reported as « introuvable » on a second try.
    const outcomes = await mapPool(ids, 4, async (id): Promise<ChangeOutcome> => {
      if (options.dryRun) return { id, status: 'planned', error: null };
      try {
        await session.client.call(deleteExport, { params: { id } });
        return { id, status: 'done', error: null };
      } catch (error) {
        return { id, status: 'failed', error: explain(error, session.apiUrl).message };
      }
    });
    reportChanges(cli, outcomes, 'supprimé', 'à supprimer', Boolean(options.dryRun));
  });
}
