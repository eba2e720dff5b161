/** Questions asked on a terminal (on stderr, so that stdout stays clean). Never asked without a terminal. */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { CliError, EXIT } from './exit-codes';

export interface Terminal {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export function isInteractive(terminal: Terminal): boolean {
  return Boolean(terminal.stdin.isTTY && terminal.stderr.isTTY);
}

/**
 * Asks a question; `hidden` echoes nothing (passwords). Without a terminal it fails
 * with a usage error naming `instead`, the option a script should use.
 */
export async function ask(terminal: Terminal, question: string, { hidden = false, instead }: { hidden?: boolean; instead: string }): Promise<string> {
  if (!isInteractive(terminal)) throw new CliError(`${question.replace(/ ?: ?$/, '')} : saisie impossible sans terminal. Utilisez ${instead}.`, EXIT.usage);
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) terminal.stderr.write(chunk, encoding);
      done();
    },
  });
  const readline = createInterface({ input: terminal.stdin, output, terminal: true });
  try {
    const answer = readline.question(question);
    muted = hidden;
    const value = await answer;
    if (hidden) terminal.stderr.write('\n');
    return value.trim();
  } finally {
    readline.close();
  }
}

/** Everything piped on stdin, without the final line break (for --password-stdin). */
export async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/**
 * Asks a yes/no question before a change that cannot be undone; `--yes` answers it.
 * Without a terminal (and without --yes) it is a usage error naming --yes: scripts never hang.
 */
export async function confirm(terminal: Terminal, yes: boolean | undefined, question: string): Promise<boolean> {
  if (yes) return true;
  if (!isInteractive(terminal)) throw new CliError(`${question} : confirmation impossible sans terminal. Utilisez --yes.`, EXIT.usage);
  const answer = await ask(terminal, `${question} [o/N] `, { instead: '--yes' });
  return /^(o|oui|y|yes)$/i.test(answer);
}
