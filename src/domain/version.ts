/** The portal's own version (kept equal to package.json's by a unit test) and its compatibility rule with the server's head version. */
export const APP_VERSION = '1.0.0';

// Written by the build (rollup.config.mjs, the bundle's build instant); absent when the sources run as they are (tests, tsx).
declare const __PORTAL_BUILD_DATE__: string | undefined;

/** When the bundle was built (an ISO instant), or null outside a build. */
export const BUILD_DATE: string | null = typeof __PORTAL_BUILD_DATE__ === 'string' ? __PORTAL_BUILD_DATE__ : null;

function parse(version: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * The spec says only "not compatible" (000 §2.5). Decision: the portal is
 * compatible with a head version of the same major number; a head version
 * that cannot be read is taken as compatible, so a bad header never locks users out.
 */
export function isCompatibleWithHead(appVersion: string, headVersion: string | null | undefined): boolean {
  if (!headVersion) return true;
  const app = parse(appVersion);
  const head = parse(headVersion);
  if (!app || !head) return true;
  return app[0] === head[0];
}
