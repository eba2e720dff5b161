/**
 * A lazy chunk's stylesheet, added to the element's shadow root the first time a
 * component of the chunk renders. Called during render (idempotent) so that the
 * styles are there before the first paint. Constructable stylesheets work under a
 * strict Content-Security-Policy, unlike <style> elements. Outside a portal (a
 * component rendered alone in a test) there is no shadow root: nothing to do.
 */
import { useContext } from 'react';
import { PortalContext } from '../context';

export function useStyles(key: string, css: string): void {
  useContext(PortalContext)?.adoptStyles(key, css);
}
