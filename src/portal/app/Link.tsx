import type { AnchorHTMLAttributes, FocusEvent, MouseEvent } from 'react';
import { usePortal } from '../context';
import { preloadRouteCode } from './screens';

/**
 * A link inside the portal: a real href, but the click goes through the instance's router. Hovered or focused, it
 * prefetches its route (issue 31 §6): the screen's code and, through the query cache, its loader's data, when the user
 * may open it (`portal.prefetch`), so that the click finds both there.
 */
export function Link({ to, onClick, onMouseEnter, onFocus, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const portal = usePortal();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    portal.router.navigate(to);
  };
  // Fake portals of component tests have no prefetch.
  const intent = () => {
    const match = portal.prefetch?.(to);
    if (match) preloadRouteCode(match);
  };
  return (
    <a {...rest} href={portal.router.href(to)} onClick={handleClick}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => (onMouseEnter?.(event), intent())}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => (onFocus?.(event), intent())} />
  );
}
