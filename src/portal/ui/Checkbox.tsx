/** The form field's checkbox variant: the box and its label on one line. */
import { useId } from 'react';

export function Checkbox({ label, checked, onCheckedChange }: { label: string; checked: boolean; onCheckedChange(checked: boolean): void }) {
  const id = `ap-check-${useId()}`;
  return (
    <div className="ap-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onCheckedChange((event.target as HTMLInputElement).checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
