/** One line of a facts list (`<dl className="ap-facts">`): a label and its value, '—' when there is none, and an optional muted note under the value. */
import type { ReactNode } from 'react';

export function Fact({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {value === null || value === undefined || value === '' ? '—' : value}
        {note ? <span className="ap-facts__note">{note}</span> : null}
      </dd>
    </>
  );
}
