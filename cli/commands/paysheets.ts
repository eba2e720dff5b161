/**
 * `agency paysheets upload --month YYYY-MM ARCHIVE`: the two steps of spec 001 §7. The
 * archive is pre-processed (which file goes to which employee, and how: the portal's « Rattachement »), the table shown, the
 * matched files (or those of --select) confirmed and uploaded. Unmatched files are always
 * listed with their reason; when some are left out the exit code is 3.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { preProcessPaysheets, uploadPaysheets, type PaysheetFile } from '../../src/api/contract/paysheets';
import { formatOfMonth } from '../../src/domain/format/date';
import { formatFileSize } from '../../src/domain/format/fileSize';
import { paysheetDecisions, paysheetMatchText, type PaysheetDecision } from '../../src/domain/paye/paysheetMatching';
import type { Cli } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { confirm } from '../prompt';
import { retrying } from '../retry';
import { reportBatch } from '../batch/report';
import { renderTable } from '../table';
import { withSession } from '../session';

interface UploadOptions {
  month: string;
  select?: string[];
  dryRun?: boolean;
}

const monthOption = (value: string) => {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw new CliError(`--month attend un mois au format AAAA-MM (reçu « ${value} »).`, EXIT.usage);
  return value;
};

export function registerPaysheetsCommands(program: Command, cli: () => Cli): void {
  const paysheets = program.command('paysheets').description('Bulletins de paie');
  paysheets
    .command('upload')
    .description("Envoyer les bulletins de paie du mois depuis une archive zip : chaque PDF est rattaché à un salarié, puis envoyé après confirmation")
    .argument('<ARCHIVE>', 'archive zip des bulletins (PDF)')
    .requiredOption('--month <AAAA-MM>', 'mois des bulletins', monthOption)
    .option('--select <FICHIER...>', "n'envoyer que ces fichiers de l'archive (par défaut : tous ceux rattachés à un salarié)")
    .option('--dry-run', "afficher le rattachement des fichiers, sans rien envoyer")
    .addHelpText(
      'after',
      `
Rattachement (fait par l'API, règle partagée avec le portail) : un PDF va au salarié dont le matricule (INT-1-0001) figure dans son nom,
sinon à celui dont le nom et le prénom y figurent tous deux (majuscules, accents, espaces, tirets ignorés),
quand un seul salarié correspond. Les fichiers non rattachés sont listés avec leur raison, jamais ignorés
en silence : le code de sortie est alors 3. Confirmation demandée avant l'envoi, sauf avec --yes.`,
    )
    .action((archive: string, options: UploadOptions) => uploadCommand(cli(), archive, options));
}

const who = (file: PaysheetFile) => (file.employee ? `${file.employee.firstName} ${file.employee.lastName} (${file.employee.ref})` : '—');

function decide(files: PaysheetFile[], select: string[] | undefined): Map<string, PaysheetDecision> {
  if (select) {
    const known = new Map(files.map((f) => [f.fileName, f]));
    const wrong = select.flatMap((name) => {
      const file = known.get(name);
      if (!file) return [`« ${name} » ne figure pas dans l'archive`];
      return file.employee ? [] : [`« ${name} » n'est rattaché à aucun salarié (${file.reason})`];
    });
    if (wrong.length) throw new CliError(`--select : ${wrong.join(' ; ')}.`, EXIT.usage);
  }
  return paysheetDecisions(files, select);
}

async function uploadCommand(cli: Cli, path: string, options: UploadOptions): Promise<void> {
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`impossible de lire l'archive ${path} (${error.code === 'ENOENT' ? 'introuvable' : (error.code ?? error.message)}).`, EXIT.failure);
  });
  const archive = { fileName: basename(path), mimeType: 'application/zip', bytes };
  const monthText = formatOfMonth(`${options.month}-01`);

  await withSession(cli, async (session) => {
    // Pre-processing reads and writes nothing: safe to repeat.
    const { files } = await retrying(() => session.client.call(preProcessPaysheets, { body: { month: options.month, archive } }));
    const decisions = decide(files, options.select);
    const selected = files.filter((f) => decisions.get(f.fileName) === 'selected').map((f) => f.fileName);
    const unmatched = files.filter((f) => !f.employee);
    // Why a file is unmatched is in « Rattachement » (the portal's column, in the same words), not again in « Résultat ».
    const plan = (file: PaysheetFile) => ({ selected: 'à envoyer', left: 'non sélectionné', unmatched: 'non envoyé' })[decisions.get(file.fileName)!];
    const table = (result: (file: PaysheetFile) => string) =>
      renderTable(
        [{ title: 'Fichier' }, { title: 'Taille', align: 'right' }, { title: 'Salarié' }, { title: 'Rattachement' }, { title: 'Résultat' }],
        files.map((f) => [f.fileName, formatFileSize(f.size), who(f), paysheetMatchText(f), result(f)]),
      );
    const failures = unmatched.map((f) => ({ label: f.fileName, reason: `non rattaché : ${f.reason}` }));
    const filesData = (status: (f: PaysheetFile) => string) => files.map((f) => ({ ...f, status: status(f) }));

    if (options.dryRun || selected.length === 0) {
      const summary = selected.length
        ? `Simulation : ${selected.length} bulletin(s) ${monthText} à envoyer, ${unmatched.length} fichier(s) non rattaché(s). Rien n'a été envoyé.`
        : `Aucun bulletin ${monthText} à envoyer : ${unmatched.length} fichier(s) non rattaché(s).`;
      reportBatch(cli.out, { data: { month: options.month, dryRun: Boolean(options.dryRun), files: filesData((f) => decisions.get(f.fileName)!) }, table: table(plan), summary, total: files.length, failures: options.dryRun ? [] : failures });
      return;
    }

    cli.out.info([...table(plan), ''].join('\n'));
    const agreed = await confirm(cli.terminal, cli.options.yes, `Envoyer ${selected.length} bulletin(s) de paie ${monthText}`);
    if (!agreed) throw new CliError("envoi annulé : aucun bulletin n'a été envoyé.", EXIT.failure);

    // Not retried: do-upload files the paysheets (a lost answer is seen by running it again, which replaces them).
    const { uploaded } = await session.client.call(uploadPaysheets, { body: { month: options.month, archive, selectedFileNames: selected } });
    const done = new Map(uploaded.map((u) => [u.fileName, u.status === 'REPLACED' ? 'envoyé (remplace le précédent)' : 'envoyé']));
    const result = (f: PaysheetFile) => done.get(f.fileName) ?? plan(f);
    reportBatch(cli.out, {
      data: { month: options.month, dryRun: false, files: filesData((f) => (done.has(f.fileName) ? 'uploaded' : decisions.get(f.fileName)!)), uploaded },
      table: table(result),
      summary: `${uploaded.length} bulletin(s) ${monthText} envoyé(s), ${files.length - uploaded.length - unmatched.length} non sélectionné(s), ${unmatched.length} non rattaché(s).`,
      total: files.length,
      failures,
    });
  });
}
