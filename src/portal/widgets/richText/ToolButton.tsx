/**
 * One tool of the editor's toolbar: its icon only, its French label as accessible name and, with its
 * shortcut, as tooltip (« Gras (Ctrl+B) »). A mouse press keeps the selection in the text.
 */
import { Button } from '../../ui/Button';
import { shortcutLabel, type ToolIcon } from './toolbar';

export interface ToolButtonProps {
  label: string;
  keys: string;
  icon: ToolIcon;
  pressed: boolean;
  disabled: boolean;
  onClick(): void;
}

export function ToolButton({ label, keys, icon: Icon, pressed, disabled, onClick }: ToolButtonProps) {
  return (
    <Button variant="ghost" className="ap-button--icon" aria-label={label} aria-pressed={pressed} aria-keyshortcuts={keys}
      title={`${label} (${shortcutLabel(keys)})`} disabled={disabled} icon={<Icon size={18} aria-hidden="true" />}
      onMouseDown={(event) => event.preventDefault()} onClick={onClick} />
  );
}
