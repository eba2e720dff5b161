/** One line of a facts list (`<dl className="ap-facts">`): a label and its value, '—' when there is none. */
import type { ReactNode } from 'react';

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </>
  );
}
