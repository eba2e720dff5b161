/**
 * Entry of the embed bundles: defines `<agency-portal>` once, even if the bundle is
 * loaded twice. zod runs jitless so that the bundle works under a strict
 * Content-Security-Policy (no `new Function`).
 */
import { config } from 'zod/mini';
import { AgencyPortalElement, ELEMENT_NAME } from './element';

config({ jitless: true });

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, AgencyPortalElement);

export { AgencyPortalElement, ELEMENT_NAME };
