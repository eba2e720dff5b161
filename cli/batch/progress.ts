/**
 * A progress bar on stderr for long work, shown only when stderr is a terminal and
 * --quiet is off: cron jobs and pipes get no control characters.
 */
import cliProgress from 'cli-progress';
import type { Cli } from '../context';

export interface Progress {
  advance(): void;
  stop(): void;
}

const SILENT: Progress = { advance: () => undefined, stop: () => undefined };

export function progressBar(cli: Cli, label: string, total: number): Progress {
  if (!cli.terminal.stderr.isTTY || cli.out.quiet || total === 0) return SILENT;
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {value}/{total} ({percentage} %)`,
      stream: cli.terminal.stderr as NodeJS.WritableStream as NodeJS.WriteStream,
      hideCursor: true,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { advance: () => bar.increment(), stop: () => bar.stop() };
}
