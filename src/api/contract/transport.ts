/**
 * What travels beside the bodies: the header names, the client-context header and the
 * download token parameter. Without zod, so that the client's module carries no schema
 * (the browser's entry chunk loads zod only with the first contract call); re-exported
 * by `common.ts`.
 */

/** Names of the HTTP headers the spec mentions without naming them. */
export const HEADERS = {
  /** Sent by every caller: `key=value` pairs separated by `;`, see clientContextHeader(). */
  clientContext: 'X-Client-Context',
  /** Answered by the server on every response: the head portal version (semver). */
  headVersion: 'X-Head-Portal-Version',
} as const;

/** Who is calling: browser (or CLI) name and version, app version, and the app code ('BO' for the portal, 'CLI' for the CLI). */
export interface ClientContext {
  browserName: string;
  browserVersion: string;
  appVersion: string;
  app: 'BO' | 'CLI';
}

/** `browserName=Chrome;browserVersion=156.0;appVersion=0.1.0;app=BO` */
export function clientContextHeader(context: ClientContext): string {
  return (['browserName', 'browserVersion', 'appVersion', 'app'] as const)
    .map((key) => `${key}=${context[key].replace(/[;=\r\n]/g, ' ')}`)
    .join(';');
}

export function parseClientContextHeader(value: string | null | undefined): Partial<ClientContext> {
  const context: Record<string, string> = {};
  for (const pair of (value ?? '').split(';')) {
    const [key, ...rest] = pair.split('=');
    if (key && rest.length) context[key.trim()] = rest.join('=').trim();
  }
  return context as Partial<ClientContext>;
}

/** Query parameter carrying a one-use temporary token on download URLs. */
export const DOWNLOAD_TOKEN_PARAM = 'tk';
