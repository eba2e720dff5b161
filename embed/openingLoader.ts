/**
 * Imported by the entry before the element (and React): when the page holds an element that follows its hash (the
 * default routing), the loader of the route the hash names starts downloading now (src/portal/openingLoader.ts).
 * A module script runs once the document is parsed: the page's elements are there to be seen.
 */
import { preloadOpeningLoader } from '../src/portal/openingLoader';
import { ELEMENT_NAME } from './elementName';

const doc = globalThis.document;
if (doc?.querySelector(`${ELEMENT_NAME}:not([routing="memory"])`)) preloadOpeningLoader(doc.defaultView?.location.hash ?? '');
