/**
 * The page title follows the route, 300 ms after a route change (spec 000 §9). Only
 * with hash routing: in memory mode the portal never touches its host page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { matchTitle } from '../../domain/routes';
import { PAGE_TITLE_DELAY_MS } from '../../domain/timings';
import { PRODUCT_NAME } from '../app/texts';
import { usePortal } from '../context';

export function usePageTitle(): void {
  useSignals();
  const { router, document: doc, clock, match } = usePortal();
  // The portal's match of the location (state/portal.ts): a new one at each navigation.
  const matched = match.value;
  useEffect(() => {
    if (router.mode !== 'hash' || !doc) return;
    const title = matched ? matchTitle(matched) : null;
    const timer = clock.setTimeout(() => {
      doc.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    }, PAGE_TITLE_DELAY_MS);
    return () => clock.clearTimeout(timer);
  }, [matched, router.mode, doc, clock]);
}
