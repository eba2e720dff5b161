/**
 * Entry of the embed bundles: defines `<agency-portal>` once, even if the bundle is
 * loaded twice or both bundles share a page. zod's jitless setting comes first (strict
 * Content-Security-Policy), then the opened route's loader is asked for (before React is evaluated).
 */
import './zod-jitless';
import './openingLoader';
import { AgencyPortalElement, ELEMENT_NAME } from './element';
import { secondCopyWarning } from './secondCopy';

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, AgencyPortalElement);
// A warning, not an error: the page works with the first copy, but its author should know the second one is dead weight.
// (rollup turns `import.meta.url` into the classic script's `src` in the IIFE build.)
else console.warn(secondCopyWarning(import.meta.url));

export { AgencyPortalElement, ELEMENT_NAME };
