/**
 * The generic right-side drawer of spec 000 §2.5: title, subtitle, icon, a slot for
 * buttons, 'Fermer'. 50 % of the window wide by default, never more than 80 %.
 * Render it only while open.
 */
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export type DrawerProps = Omit<DialogFrameProps, 'kind' | 'role'>;

export function Drawer({ width = '50vw', ...props }: DrawerProps) {
  return <DialogFrame kind="drawer" width={width} {...props} />;
}
