/**
 * `agency exports list | download | mark-emitted | delete`: the exports centre for an
 * administrator and for the nightly cron job. Downloads are streamed to disk through a
 * temporary file (see files/partFiles.ts), several at a time, each with its own one-use token.
 */
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { EXPORT_TYPES, deleteExport, downloadExport, markExportAsEmitted, searchExports, type Export, type ExportType } from '../../src/api/contract/exports';
import { formatDateTime } from '../../src/domain/format/date';
import { formatFileSize } from '../../src/domain/format/fileSize';
import { EXPORT_TYPE_LABELS } from '../../src/domain/labels';
import { idList, oneOf, positiveInteger, year } from '../arguments';
import { changeEach, confirmDeletion, reportChanges, type ChangeWords } from '../batch/changes';
import { reportBatch } from '../batch/report';
import type { Cli } from '../context';
import { CliError, EXIT } from '../exit-codes';
import {
  FILE_STATUS_TEXT, countByStatus, downloadFiles, downloadTable, plannedFile, prepareFolder, simulateDownloads, uniqueFileNames, type DownloadOptions, type FileOutcome,
} from '../files/downloads';
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

interface ExportDownloadOptions extends FilterOptions, DownloadOptions {
  markEmitted?: boolean;
}

const TYPES_HELP = EXPORT_TYPES.map((type) => `  ${type.padEnd(36)} ${EXPORT_TYPE_LABELS[type]}`).join('\n');

function withFilters(command: Command): Command {
  return command
    .option('--type <type>', "type d'export (voir la liste ci-dessous)", oneOf('--type', EXPORT_TYPES))
    .addOption(new Option('--emitted', 'seulement les exports déjà émis').conflicts('notEmitted'))
    .option('--not-emitted', 'seulement les exports pas encore émis')
    .option('--year <AAAA>', 'année concernée', year('--year'))
    .option('--month <1-12>', 'mois concerné (1 à 12)', monthOption)
    .addHelpText('after', `\nTypes d'export :\n${TYPES_HELP}`);
}

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
  ).action((ids: string[], options: ExportDownloadOptions) => downloadCommand(cli(), idList(ids, "un numéro d'export"), options));

  exports
    .command('mark-emitted')
    .description('Marquer des exports comme émis')
    .argument('<ID...>', "numéros d'export")
    .option('--dry-run', 'afficher ce qui serait marqué, sans rien changer')
    .action((ids: string[], options: { dryRun?: boolean }) => markCommand(cli(), idList(ids, "un numéro d'export"), options));

  exports
    .command('delete')
    .description('Supprimer des exports (demande une confirmation, sauf avec --yes)')
    .argument('<ID...>', "numéros d'export")
    .option('--dry-run', 'afficher ce qui serait supprimé, sans rien supprimer')
    .action((ids: string[], options: { dryRun?: boolean }) => deleteCommand(cli(), idList(ids, "un numéro d'export"), options));
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

interface ExportFile extends FileOutcome {
  markedEmitted: boolean;
}

function resultText(outcome: ExportFile): string {
  const status = FILE_STATUS_TEXT[outcome.status];
  if (outcome.error) return `${status === 'échec' ? 'échec' : `${status}, non marqué émis`} : ${outcome.error}`;
  return outcome.markedEmitted ? `${status}, marqué émis` : status;
}

async function downloadCommand(cli: Cli, ids: number[], options: ExportDownloadOptions): Promise<void> {
  const outDir = resolve(options.out ?? process.cwd());
  await withSession(cli, async (session) => {
    const listed = await searchAll(session, ids.length ? {} : options);
    const byId = new Map(listed.map((e) => [e.id, e]));
    const chosen = ids.length ? ids.flatMap((id) => byId.get(id) ?? []) : listed;
    const missing = ids
      .filter((id) => !byId.has(id))
      .map((id): ExportFile => ({ id, name: null, path: null, size: null, status: 'failed', markedEmitted: false, error: "export introuvable dans l'agence" }));
    const names = uniqueFileNames(chosen, (e) => e.id, (e) => e.documentName);
    const planned = (e: Export): ExportFile => ({ ...plannedFile(e.id, outDir, names.get(e.id)!, e.documentSize), markedEmitted: false });

    let outcomes: ExportFile[];
    if (options.dryRun) outcomes = await simulateDownloads(chosen.map(planned), options);
    else {
      await prepareFolder(cli, outDir);
      outcomes = await downloadFiles(
        cli,
        session,
        chosen.map((e) => ({
          outcome: planned(e),
          fetch: () => session.client.download(downloadExport, { params: { id: e.id } }),
          // Marked only once the file is on disk (downloaded now, or complete from an earlier run).
          then: async (outcome: ExportFile) => {
            if (!options.markEmitted || e.emitted) return;
            await retrying(() => session.client.call(markExportAsEmitted, { params: { id: e.id } }));
            outcome.markedEmitted = true;
          },
        })),
        options,
      );
    }
    const all = [...missing, ...outcomes];
    const count = countByStatus(all);
    const marked = all.filter((o) => o.markedEmitted).length;
    const summary = options.dryRun
      ? `Simulation : ${count.planned} fichier(s) à télécharger, ${count.skipped} déjà présent(s) dans ${outDir}. Rien n'a été téléchargé.`
      : `${count.downloaded} fichier(s) téléchargé(s), ${count.skipped} déjà présent(s), ${count.failed} échec(s)${options.markEmitted ? `, ${marked} marqué(s) émis` : ''} — dossier ${outDir}.`;
    reportBatch(cli.out, {
      data: { outDir, dryRun: Boolean(options.dryRun), files: all },
      table: downloadTable(all, resultText),
      summary: all.length ? summary : 'Aucun export ne répond aux filtres : rien à télécharger.',
      total: all.length,
      failures: all.filter((o) => o.error).map((o) => ({ label: `export n° ${o.id}`, reason: o.error! })),
    });
  });
}

// ---- mark-emitted and delete -------------------------------------------------

const changeWords = (done: string, planned: string): ChangeWords => ({ items: 'export(s)', label: (id) => `export n° ${id}`, done, planned, key: 'exports' });

async function markCommand(cli: Cli, ids: number[], options: { dryRun?: boolean }): Promise<void> {
  await withSession(cli, async (session) => {
    // Marking twice keeps the first date: safe to repeat.
    const outcomes = await changeEach(session, ids, options.dryRun, (id) => retrying(() => session.client.call(markExportAsEmitted, { params: { id } })));
    reportChanges(cli, outcomes, changeWords('marqué émis', 'à marquer émis'), Boolean(options.dryRun));
  });
}

async function deleteCommand(cli: Cli, ids: number[], options: { dryRun?: boolean }): Promise<void> {
  if (!options.dryRun) await confirmDeletion(cli, `Supprimer définitivement ${ids.length} export(s) (n° ${ids.join(', ')})`);
  await withSession(cli, async (session) => {
    // Not retried: a deletion whose answer was lost would be reported as « introuvable » on a second try.
    const outcomes = await changeEach(session, ids, options.dryRun, (id) => session.client.call(deleteExport, { params: { id } }));
    reportChanges(cli, outcomes, changeWords('supprimé', 'à supprimer'), Boolean(options.dryRun));
  });
}
