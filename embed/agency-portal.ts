/**
 * Entry of the embed bundles: defines `<agency-portal>` once, even if the bundle is
 * loaded twice. zod's jitless setting comes first (strict Content-Security-Policy).
 */
import './zod-jitless';
import { AgencyPortalElement, ELEMENT_NAME } from './element';

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, AgencyPortalElement);

export { AgencyPortalElement, ELEMENT_NAME };
