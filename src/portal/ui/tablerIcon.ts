/**
 * The one component behind every tabler icon. The package ships each icon as its own component repeating the same
 * `<svg>` wrapper and Babel helpers (about 1 KB a module); the build's icon plugin (scripts/tabler-icons-plugin.mjs)
 * rewrites each icon module into a call of `tablerIcon` with the icon's shapes only, so an icon costs its path data.
 * Same props and markup as the package's components: `size`, `color`, and anything else onto the `<svg>`.
 */
import { createElement, type SVGProps } from 'react';

type Shape = readonly [tag: string, attributes: Record<string, string>];

export interface TablerIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  readonly size?: number | string;
  readonly color?: string;
}

export function tablerIcon(name: string, shapes: readonly Shape[]) {
  const className = `icon icon-tabler icon-tabler-${name}`;
  function TablerIcon({ size = 24, color = 'currentColor', ...rest }: TablerIconProps) {
    return createElement(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', className, width: size, height: size, viewBox: '0 0 24 24', stroke: color, strokeWidth: '2', fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round', ...rest },
      ...shapes.map(([tag, attributes], key) => createElement(tag, { key, ...attributes })),
    );
  }
  return TablerIcon;
}
