/** How the CLI introduces itself in the client-context header: its own name and version, app `CLI`. */
import type { ClientContext } from '../src/api/contract/common';
import { APP_VERSION } from '../src/domain/version';

export const CLI_NAME = 'agency-cli';

export function cliClientContext(): ClientContext {
  return { browserName: CLI_NAME, browserVersion: APP_VERSION, appVersion: APP_VERSION, app: 'CLI' };
}
