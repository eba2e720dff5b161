/**
 * `agency import customers | employees | paye-data | plannings --format F FILE`: a CSV file
 * is read and every line checked by the domain's rules (src/domain/imports/file.ts, the same
 * steps as the portal's import screens), and only a file without any error is sent, in one call.
 */
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { oneOf } from '../arguments';
import { importCustomers, importEmployees, importPayeData, importPlannings, PLANNING_FORMATS, type ImportAnswer, type PlanningFormat } from '../../src/api/contract/imports';
import { ApiError } from '../../src/api/errors';
import { cellsInSpecOrder, describeIssue, locate, type ImportIssue } from '../../src/domain/imports/check';
import { readImportFile } from '../../src/domain/imports/file';
import { answerSummary, describeReading, IMPORTED_KIND_LABELS, IMPORTED_STATUS_LABELS, issueOfApiError } from '../../src/domain/imports/report';
import { CUSTOMERS, EMPLOYEES, PAYE_DATA, PLANNINGS, type ImportSpec } from '../../src/domain/imports/specs';
import type { Cli } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { renderTable } from '../table';
import { withSession, type Session } from '../session';

/** A planning import's answer also lists the lines refused and skipped (`--skip-refused`). */
type Answer = ImportAnswer & { refused?: { label: string; field: string }[] };
type Sender<Row> = (session: Session, rows: Row[]) => Promise<Answer>;

const FILE_HELP = `Fichier CSV : séparateur « ; » ou « , », encodé en UTF-8 (avec ou sans BOM) ou en Windows-1252 (Excel) ;
champs entre guillemets possibles (séparateurs, guillemets doublés, retours à la ligne) ; première ligne : les titres
des colonnes (majuscules et accents indifférents, dans n'importe quel ordre ; les autres colonnes sont ignorées) ;
dates JJ/MM/AAAA, nombres avec une virgule décimale. Chaque ligne est vérifiée avant tout envoi : à la moindre erreur,
la liste des erreurs (ligne, colonne, raison) est affichée, rien n'est envoyé et le code de sortie est 1.`;

/** The columns of an importer, for its --help (the README shows the same lists). */
function columnsHelp(spec: ImportSpec<unknown>, sample: string): string {
  const width = Math.max(...spec.columns.map((c) => c.header.length)) + 2;
  const lines = spec.columns.map((c) => `  ${c.header.padEnd(width)}${c.required ? 'obligatoire' : 'facultative'}  ${c.help}`);
  return `\nColonnes :\n${lines.join('\n')}\n\n${FILE_HELP}\nExemple : ${sample}`;
}

/** Imports are the admin's (spec 000 §2.2): the others are told so, with the authentication exit code. */
const adminOnly = () =>
  new CliError("les imports sont réservés aux administrateurs : connectez-vous avec un compte administrateur, puis choisissez l'agence (agency context select --agency N).", EXIT.auth);

/** Said by every import command's description, so that its --help tells who may use it. */
const ADMIN_ONLY = ' (réservé aux administrateurs)';

export function registerImportCommands(program: Command, cli: () => Cli): void {
  const group = program
    .command('import')
    .description(`Importer des fichiers CSV : clients et prospects, salariés et candidats, données de paie, plannings${ADMIN_ONLY}`);

  const importer = <Row extends { line: number }>(name: string, description: string, spec: ImportSpec<Row>, sample: string, send: Sender<Row>) =>
    group
      .command(name)
      .description(`${description}${ADMIN_ONLY}`)
      .argument('<FICHIER>', 'fichier CSV à importer')
      .option('--dry-run', 'vérifier le fichier et afficher ce qui serait importé, sans rien envoyer')
      .addHelpText('after', columnsHelp(spec as ImportSpec<unknown>, sample))
      .action((file: string, options: { dryRun?: boolean }) => importFile(cli(), spec, file, options, send));

  importer('customers', 'Importer des clients et des prospects', CUSTOMERS, 'examples/imports/clients.csv', (s, rows) => s.client.call(importCustomers, { body: { rows } }));
  importer('employees', 'Importer des salariés et des candidats', EMPLOYEES, 'examples/imports/salaries.csv', (s, rows) => s.client.call(importEmployees, { body: { rows } }));
  importer('paye-data', 'Importer les données de paie du mois (heures, taux, primes, indemnités)', PAYE_DATA, 'examples/imports/donnees-paie.csv', (s, rows) =>
    s.client.call(importPayeData, { body: { rows } }),
  );

  const formatsHelp = PLANNING_FORMATS.map((format) => `\nFormat ${format} — ${columnsHelp(PLANNINGS[format] as ImportSpec<unknown>, `examples/imports/planning-${format}.csv`).trimStart()}`).join('\n');
  group
    .command('plannings')
    .description(`Importer les interventions exportées par Progisap, Domino ou Ximi${ADMIN_ONLY}`)
    .argument('<FICHIER>', 'fichier CSV à importer')
    .requiredOption('--format <format>', `logiciel qui a produit le fichier : ${PLANNING_FORMATS.join(', ')}`, oneOf('--format', PLANNING_FORMATS))
    .option('--dry-run', 'vérifier le fichier et afficher ce qui serait importé, sans rien envoyer')
    .option('--skip-refused', "importer les autres lignes quand le planning en refuse (sans elle, rien n'est importé dès qu'une ligne est refusée)")
    .addHelpText('after', formatsHelp)
    .action((file: string, options: { format: PlanningFormat; dryRun?: boolean; skipRefused?: boolean }) =>
      importFile(cli(), PLANNINGS[options.format], file, options, (s, rows) =>
        s.client.call(importPlannings, { params: { format: options.format }, body: { rows, skipRefused: options.skipRefused ?? false } }),
      ),
    );
}

async function readBytes(file: string): Promise<Uint8Array> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`impossible de lire le fichier ${file} (${error.code === 'ENOENT' ? 'introuvable' : (error.code ?? error.message)}).`, EXIT.failure);
  });
}

/** Every issue on stderr (or the whole list as JSON), then exit 1: nothing was sent. */
function refuse(cli: Cli, file: string, issues: ImportIssue[], origin: 'file' | 'api'): never {
  if (cli.out.json) cli.out.result({ file, sent: false, errors: issues }, []);
  else for (const issue of issues) cli.out.error(`${file}, ${describeIssue(issue)}`);
  const count = `${issues.length} erreur${issues.length > 1 ? 's' : ''}`;
  throw new CliError(origin === 'file' ? `${file} : ${count}, rien n'a été envoyé.` : `${file} refusé par l'API (${count}) : rien n'a été importé.`, EXIT.failure);
}

async function importFile<Row extends { line: number }>(cli: Cli, spec: ImportSpec<Row>, file: string, options: { dryRun?: boolean }, send: Sender<Row>): Promise<void> {
  const checked = readImportFile(spec, await readBytes(file));
  const { source, rows, issues } = checked;
  if (!source) throw new CliError(`${file}, ligne ${issues[0]!.line} : ${issues[0]!.reason}. Rien n'a été envoyé.`, EXIT.failure);
  if (issues.length) refuse(cli, file, issues, 'file');
  const read = `${file} (${describeReading(checked)})`;

  if (options.dryRun) {
    // The file's own cells, one row per line that would be imported (multi-line cells on one line).
    const positions = locate(spec.columns, source.headers);
    const byLine = new Map(source.records.map((record) => [record.line, cellsInSpecOrder(positions, record).map((cell) => cell.replace(/\s*\r?\n\s*/g, ' / '))]));
    cli.out.result({ file, dryRun: true, encoding: checked.encoding, delimiter: checked.delimiter, rows }, [
      ...renderTable([{ title: 'Ligne', align: 'right' }, ...spec.columns.map((c) => ({ title: c.header }))], rows.map((row) => [String(row.line), ...byLine.get(row.line)!])),
      '',
      `Simulation : ${rows.length} ligne(s) de ${read} seraient importées. Rien n'a été envoyé.`,
    ]);
    return;
  }

  await withSession(cli, async (session) => {
    if (session.user && session.user.role !== 'ADMIN') throw adminOnly();
    // Not retried: an import creates records, and a lost answer would import twice.
    const answer = await send(session, rows).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 403 && error.errors[0]?.code === 'FORBIDDEN') throw adminOnly();
      // 400: a wrong reference; 409: a line the planning engine refuses (its label, 001 §8).
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.errors.length) refuse(cli, file, error.errors.map((e) => issueOfApiError(e, rows, spec as ImportSpec<unknown>)), 'api');
      throw error;
    });
    cli.out.result({ file, dryRun: false, ...answer }, [
      ...renderTable(
        [{ title: 'Ligne', align: 'right' }, { title: 'Résultat' }, { title: 'Type' }, { title: 'Réf.' }, { title: 'Nom' }],
        answer.rows.map((r) => [String(r.line), IMPORTED_STATUS_LABELS[r.status], IMPORTED_KIND_LABELS[r.kind][0], r.ref ?? '', r.label]),
      ),
      '',
      `${read} importé : ${answerSummary(answer)}.`,
    ]);
    const refused = answer.refused ?? [];
    if (!refused.length) return;
    if (!cli.out.json) for (const r of refused) cli.out.error(`${file}, ${describeIssue(issueOfApiError(r, rows, spec as ImportSpec<unknown>))}`);
    throw new CliError(`${file} : ${refused.length} ligne(s) refusée(s) par le planning, les autres importées.`, EXIT.partial);
  });
}
