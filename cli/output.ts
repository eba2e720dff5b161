/**
 * Where the CLI writes. Results go to stdout: French lines for people, or one JSON
 * document with --json (and nothing else on stdout). Information and prompts go to
 * stderr; --quiet silences information, never results nor errors.
 */
export interface Streams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export class Output {
  constructor(
    private readonly streams: Streams,
    readonly json: boolean,
    readonly quiet: boolean,
  ) {}

  /** The result of a command: `data` as JSON with --json, else the French lines. */
  result(data: unknown, lines: string | string[]): void {
    if (this.json) this.streams.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    else this.streams.stdout.write(`${([] as string[]).concat(lines).join('\n')}\n`);
  }

  info(message: string): void {
    if (!this.quiet) this.streams.stderr.write(`${message}\n`);
  }

  error(message: string): void {
    this.streams.stderr.write(`Erreur : ${message}\n`);
  }
}
