/**
 * The page title follows the route, 300 ms after a route change (spec 000 §9). Only
 * with hash routing: in memory mode the portal never touches its host page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { routeTitle } from '../../domain/routes';
import { PAGE_TITLE_DELAY_MS } from '../../domain/timings';
import { PRODUCT_NAME } from '../app/texts';
import { usePortal } from '../context';

export function usePageTitle(): void {
  useSignals();
  const { router, document: doc, clock } = usePortal();
  const location = router.location.value;
  useEffect(() => {
    if (router.mode !== 'hash' || !doc) return;
    const title = routeTitle(location);
    const timer = clock.setTimeout(() => {
      doc.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    }, PAGE_TITLE_DELAY_MS);
    return () => clock.clearTimeout(timer);
  }, [location, router.mode, doc, clock]);
}
