/** The form field's checkbox variant: the box and its label on one line. */
import { useId } from 'react';

/** `hideLabel`: the label is for assistive technologies only (a row's selection box in a table). */
export function Checkbox({ label, checked, onCheckedChange, hideLabel = false }: { label: string; checked: boolean; onCheckedChange(checked: boolean): void; hideLabel?: boolean }) {
  const id = `ap-check-${useId()}`;
  return (
    <div className="ap-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onCheckedChange((event.target as HTMLInputElement).checked)} />
      <label htmlFor={id} className={hideLabel ? 'ap-visually-hidden' : undefined}>
        {label}
      </label>
    </div>
  );
}
