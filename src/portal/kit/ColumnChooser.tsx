/** The « Colonnes » button of a list: tick the columns to show (at least one stays). */
import { Columns } from 'tabler-icons-react';
import { usePopover } from '../ui/usePopover';
import { Checkbox } from '../ui/Checkbox';

export function ColumnChooser({ columns, shown, onChange }: { columns: ReadonlyArray<{ key: string; header: string }>; shown: readonly string[]; onChange(keys: string[]): void }) {
  const { open, toggle, onEscape, wrapper, button } = usePopover();
  const set = (key: string, on: boolean) => {
    const next = on ? [...shown, key] : shown.filter((k) => k !== key);
    if (next.length) onChange(next);
  };
  return (
    <div ref={wrapper} className="ap-filter" onKeyDown={onEscape}>
      <button ref={button} type="button" className="ap-button ap-button--ghost" aria-expanded={open} aria-haspopup="dialog" onClick={toggle}>
        <Columns size={16} aria-hidden="true" />
        Colonnes
      </button>
      {open ? (
        <fieldset className="ap-filter__panel ap-filter__panel--end ap-filter__values" aria-label="Colonnes affichées">
          <legend className="ap-visually-hidden">Colonnes affichées</legend>
          {columns.map((column) => (
            <Checkbox key={column.key} label={column.header} checked={shown.includes(column.key)} onCheckedChange={(on) => set(column.key, on)} />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
