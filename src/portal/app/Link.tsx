import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePortal } from '../context';

/** A link inside the portal: a real href, but the click goes through the instance's router. */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { router } = usePortal();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(to);
  };
  return <a {...rest} href={router.href(to)} onClick={handleClick} />;
}
