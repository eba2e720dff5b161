/** What every command receives: global options, environment, terminal and output. */
import type { Clock } from './clock';
import type { Output } from './output';
import type { Terminal } from './prompt';

export interface GlobalOptions {
  apiUrl?: string;
  json?: boolean;
  quiet?: boolean;
  /** Answer yes to every confirmation (scripts). */
  yes?: boolean;
}

export interface Cli {
  options: GlobalOptions;
  env: NodeJS.ProcessEnv;
  terminal: Terminal;
  out: Output;
  credentialsFile: string;
  /** The time of the command (AGENCY_NOW in tests). */
  clock: Clock;
}

/** The sandbox of `npm start`, when nothing else says where the API is. */
export const DEFAULT_API_URL = 'http://127.0.0.1:8080';

/** --api-url, else AGENCY_API_URL, else the URL of the saved session, else the local sandbox. */
export function apiUrlOf(cli: Cli, savedUrl?: string): string {
  const url = cli.options.apiUrl ?? (cli.env.AGENCY_API_URL?.trim() || undefined) ?? savedUrl ?? DEFAULT_API_URL;
  return url.replace(/\/+$/, '');
}
