/**
 * Key figures as tiles (the home's agency figures, the admin's network figures): a `<dl>` of
 * label and value, the label optionally a link to the screen that lists them.
 */
import type { ReactNode } from 'react';
import { Link } from '../app/Link';
import { useStyles } from '../ui/useStyles';

const figureTilesCss = `
.ap-figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(100px, 1fr)); gap: var(--ap-space-2); margin: 0; }
.ap-figures--wide { grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); }
.ap-figure { display: flex; flex-direction: column-reverse; justify-content: flex-end; gap: 2px; padding: var(--ap-space-2); border: 1px solid var(--ap-color-border); border-radius: var(--ap-radius); }
.ap-figure dt { font-size: var(--ap-font-size-sm); color: var(--ap-color-muted); }
.ap-figure dd { margin: 0; font-size: var(--ap-font-size-lg); font-weight: 600; font-variant-numeric: tabular-nums; }
`;

export function FigureTiles({ children, wide = false, label }: { children: ReactNode; wide?: boolean; label?: string }) {
  useStyles('figure-tiles', figureTilesCss);
  return (
    <dl className={wide ? 'ap-figures ap-figures--wide' : 'ap-figures'} aria-label={label}>
      {children}
    </dl>
  );
}

export function FigureTile({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  return (
    <div className="ap-figure">
      <dt>{to ? <Link to={to}>{label}</Link> : label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
