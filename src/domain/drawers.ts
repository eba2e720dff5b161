/** Drawer sizes and the support drawer's tab labels (spec 000 §2.5, §9). */

/** A drawer opens at half the window and never covers more than 80% of it. */
export const DRAWER_DEFAULT_WIDTH = '50%';
export const DRAWER_MAX_SHARE = 0.8;
/** The support drawer's two widths (normal and wide), in pixels. */
export const SUPPORT_DRAWER_WIDTHS = [1200, 2000] as const;
export const SUPPORT_TAB_LABEL_MAX = 20;

export type DrawerWidth = number | `${number}%`;

/** The width in pixels: a pixel width or a share of the window, capped at 80% of the window. */
export function drawerWidth(windowWidth: number, requested: DrawerWidth = DRAWER_DEFAULT_WIDTH): number {
  const wanted = typeof requested === 'number' ? requested : (windowWidth * Number.parseFloat(requested)) / 100;
  return Math.round(Math.min(wanted, windowWidth * DRAWER_MAX_SHARE));
}

/** An opened ticket's tab: its label cut to 20 characters plus an ellipsis. */
export function supportTabLabel(label: string): string {
  return label.length > SUPPORT_TAB_LABEL_MAX ? `${label.slice(0, SUPPORT_TAB_LABEL_MAX).trimEnd()}…` : label;
}
