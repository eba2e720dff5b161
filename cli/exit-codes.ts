/** Exit codes of every `agency` command, documented in `agency --help` and the README. */
export const EXIT = {
  ok: 0,
  /** The command failed (API error, network, file). */
  failure: 1,
  /** Wrong usage: unknown command or option, missing argument, a prompt needed without a terminal. */
  usage: 2,
  /** Partly done: some items of a batch failed (the summary lists each with its reason), the others are done. */
  partial: 3,
  /** Authentication: not logged in, wrong credentials or TOTP code, too many attempts, session expired. */
  auth: 4,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const EXIT_CODES_HELP = `Codes de sortie :
  0  succès
  1  échec (erreur de l'API, réseau, fichier)
  2  mauvaise utilisation (commande, option ou argument invalide ; saisie ou confirmation impossible sans terminal)
  3  fait en partie (certains éléments ont échoué, les autres sont faits ; le récapitulatif donne chaque échec et sa raison)
  4  authentification (non connecté, identifiants ou code TOTP incorrects, trop de tentatives, session expirée)`;

/** A failure the CLI explains in French and turns into an exit code. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
  ) {
    super(message);
  }
}
