/**
 * Browser name and version for the client-context header (spec 000 §7), read from
 * the user agent. Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 */
export interface BrowserInfo {
  browserName: string;
  /** "major.minor", e.g. "156.0". */
  browserVersion: string;
}

const UNKNOWN: BrowserInfo = { browserName: 'Unknown', browserVersion: '0' };

const PATTERNS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)(?:\.(\d+))?/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)(?:\.(\d+))?/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)(?:\.(\d+))?/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)(?:\.(\d+))?/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)(?:\.(\d+))?/],
  ['Safari', /\bVersion\/(\d+)(?:\.(\d+))?.*\bSafari\//],
];

export function parseUserAgent(userAgent: string | null | undefined): BrowserInfo {
  const ua = userAgent ?? '';
  for (const [browserName, pattern] of PATTERNS) {
    const match = pattern.exec(ua);
    if (match) return { browserName, browserVersion: `${match[1]}.${match[2] ?? '0'}` };
  }
  return UNKNOWN;
}
