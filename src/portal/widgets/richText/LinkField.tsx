/**
 * The address a link points to, asked under the toolbar (« Lien » or Ctrl+K): applied to the
 * selection (or inserted as its own text when nothing is selected), or removed. Only the addresses
 * the HTML policy keeps are accepted, with the reason in French.
 */
import { useRef, useState } from 'react';
import { isAllowedLink } from '../../../domain/html/policy';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export const LINK_MESSAGES = {
  invalid: 'Adresse non valable : elle commence par https://, http://, mailto: ou tel:',
} as const;

export interface LinkFieldProps {
  initial: string;
  onApply(href: string): void;
  onRemove(): void;
  onCancel(): void;
}

export function LinkField({ initial, onApply, onRemove, onCancel }: LinkFieldProps) {
  const [href, setHref] = useState(initial || 'https://');
  const [error, setError] = useState<string | null>(null);
  // What was typed last, even with no render since (preact/compat renders a tick later than the click).
  const typed = useRef(href);
  const apply = () => {
    const address = typed.current.trim();
    if (!isAllowedLink(address)) return setError(LINK_MESSAGES.invalid);
    onApply(address);
  };
  return (
    <div className="ap-rich-editor__link" role="group" aria-label="Lien">
      <TextField label="Adresse du lien" type="url" value={href} error={error} autoFocus
        onValueChange={(value) => { typed.current = value; setHref(value); setError(null); }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') { event.preventDefault(); apply(); }
          if (event.key === 'Escape') { event.preventDefault(); event.stopPropagation(); onCancel(); }
        }} />
      <div className="ap-rich-editor__link-actions">
        <Button variant="primary" onClick={apply}>Appliquer le lien</Button>
        {initial ? <Button variant="ghost" onClick={onRemove}>Retirer le lien</Button> : null}
        <Button variant="ghost" onClick={onCancel}>Annuler</Button>
      </div>
    </div>
  );
}
