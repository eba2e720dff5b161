/**
 * The `agency` program: global options, command groups, exit codes. `run()` never
 * calls process.exit, so that it can be driven by tests and by the entry point alike.
 */
import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../src/domain/version';
import { registerAuthCommands } from './commands/auth';
import { registerContextCommands } from './commands/context';
import { registerExportsCommands } from './commands/exports';
import { registerFiscalAttestationsCommands, yearBeforeAction } from './commands/fiscalAttestations';
import { registerImportCommands } from './commands/import';
import { registerPaysheetsCommands } from './commands/paysheets';
import { translateCommanderError, useFrenchHelp } from './commander-fr';
import { apiUrlOf, type Cli, type GlobalOptions } from './context';
import { credentialsPath } from './credentials';
import { explain } from './explain';
import { EXIT, EXIT_CODES_HELP, type ExitCode } from './exit-codes';
import { cliClock, type Clock } from './clock';
import { Output } from './output';
import type { Terminal } from './prompt';

export interface RunEnvironment {
  env: NodeJS.ProcessEnv;
  stdin: Terminal['stdin'];
  stdout: NodeJS.WritableStream;
  stderr: Terminal['stderr'];
}

const ENVIRONMENT_HELP = `Variables d'environnement (scripts planifiés) :
  AGENCY_API_URL                    adresse de l'API (sinon celle de la session, sinon http://127.0.0.1:8080)
  AGENCY_TOKEN                      jeton d'accès à utiliser au lieu de la session enregistrée
  AGENCY_LOGIN et AGENCY_PASSWORD   se connecter le temps d'une commande (AGENCY_TOTP pour un compte avec TOTP)
  XDG_CONFIG_HOME                   dossier de la session enregistrée (sinon ~/.config) : agency-portal/credentials.json
  AGENCY_NOW                        heure de départ de l'horloge de la commande (tests : 2026-03-16T08:30, heure de Paris)`;

export function createProgram(io: RunEnvironment): Command {
  const program = new Command('agency')
    .description("Outil en ligne de commande du portail d'agence : connexion, contexte d'agence, traitements par lots.")
    .version(APP_VERSION, '-V, --version', 'afficher la version')
    .option('--api-url <url>', "adresse de l'API (remplace AGENCY_API_URL)")
    .option('--json', 'sortie JSON sur la sortie standard (pour les scripts)')
    .option('-q, --quiet', 'aucun message d’information, seulement les résultats et les erreurs')
    .option('-y, --yes', 'répondre oui à toute confirmation (obligatoire sans terminal pour une commande qui en demande une)')
    .addHelpText('after', `\n${ENVIRONMENT_HELP}\n\n${EXIT_CODES_HELP}`)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(`Erreur : ${translateCommanderError(text)}\n`),
    });

  // Options are read when a command runs: commander has parsed them by then.
  // One clock for the whole run, made when the first command runs (a bad AGENCY_NOW is then a usage error).
  let clock: Clock | undefined;
  const cli = (): Cli => {
    const options = program.opts<GlobalOptions>();
    return {
      options,
      env: io.env,
      terminal: { stdin: io.stdin, stderr: io.stderr },
      out: new Output({ stdout: io.stdout, stderr: io.stderr }, Boolean(options.json), Boolean(options.quiet)),
      credentialsFile: credentialsPath(io.env),
      clock: (clock ??= cliClock(io.env)),
    };
  };
  registerAuthCommands(program, cli);
  registerContextCommands(program, cli);
  registerExportsCommands(program, cli);
  registerImportCommands(program, cli);
  registerPaysheetsCommands(program, cli);
  registerFiscalAttestationsCommands(program, cli);

  // Every command speaks French in its help; subcommands report usage errors as the program does.
  for (const command of allCommands(program)) {
    useFrenchHelp(command);
    if (command !== program) command.exitOverride().configureOutput(program.configureOutput());
  }
  return program;
}

function allCommands(command: Command): Command[] {
  return [command, ...command.commands.flatMap(allCommands)];
}

/** Runs the program on `argv` (as process.argv) and answers the exit code. */
export async function run(argv: string[], io: RunEnvironment): Promise<ExitCode> {
  const program = createProgram(io);
  try {
    await program.parseAsync(yearBeforeAction(argv));
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end with code 0; every other commander error is a usage error.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    const failure = explain(error, safeApiUrl(program, io));
    io.stderr.write(`Erreur : ${failure.message}\n`);
    return failure.exitCode;
  }
}

function safeApiUrl(program: Command, io: RunEnvironment): string {
  return apiUrlOf({ options: program.opts<GlobalOptions>(), env: io.env } as Cli);
}
