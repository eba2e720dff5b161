/** The Portail / Application toggle of the versions history and the user guides (spec 000 §2.5). */
import type { Version } from '../../../api/contract/versions';
import { SCOPE_LABELS } from '../../../domain/labels';

export type Scope = Version['scope'];

export function ScopeToggle({ value, onChange }: { value: Scope; onChange(scope: Scope): void }) {
  return (
    <div className="ap-segmented" role="tablist" aria-label="Périmètre">
      {(Object.keys(SCOPE_LABELS) as Scope[]).map((scope) => (
        <button key={scope} type="button" role="tab" aria-selected={value === scope} onClick={() => onChange(scope)}>
          {SCOPE_LABELS[scope]}
        </button>
      ))}
    </div>
  );
}
