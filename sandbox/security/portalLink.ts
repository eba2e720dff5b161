/**
 * The portal page a mail's link points to: one of the configured pages (App.portalUrls), the one
 * the portal says it runs on when it is in the list. Nothing of the request (Origin, Host,
 * X-Forwarded-Host) goes into the link, so that a hostile caller cannot aim a reset token at its host.
 */

/** Origin and path of an address, without query or hash; null when it is not an http(s) URL. */
function pageOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/** The configured pages, checked once at start: each an absolute http(s) address. */
export function allowedPortalPages(pages: readonly string[]): string[] {
  for (const page of pages) if (pageOf(page) === null) throw new Error(`Adresse de portail invalide : ${page} (adresse http(s) complète attendue)`);
  return [...pages];
}

/** The allowed page matching `requested` (same origin and path), else the first allowed one. */
export function portalPage(allowed: readonly string[], requested: string | null | undefined): string {
  const wanted = requested ? pageOf(requested) : null;
  const first = allowed[0];
  if (first === undefined) throw new Error('Aucune adresse de portail configurée');
  return allowed.find((page) => wanted !== null && pageOf(page) === wanted) ?? first;
}

/** A link to a route of the portal (hash routing), e.g. `/change-forgotten-password/{token}`. */
export function portalLink(page: string, route: string): string {
  const url = new URL(page);
  url.hash = route;
  return url.href;
}

/**
 * The link of a mail whose reader chooses a password, reset or activation alike: the portal's page
 * for it (`requested` when allowed), with the link's one-use token.
 */
export function passwordLink(allowed: readonly string[], requested: string | null | undefined, token: string): string {
  return portalLink(portalPage(allowed, requested), `/change-forgotten-password/${token}`);
}
