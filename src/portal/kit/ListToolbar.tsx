/** The bar above a list: the search box, the filters, « Réinitialiser » when something is set, and the list's own tools (export, columns). */
import type { ReactNode } from 'react';
import { FilterOff } from 'tabler-icons-react';
import { useStyles } from '../ui/useStyles';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { kitCss } from './kit.css';

export interface ListToolbarProps {
  searchLabel: string;
  text: string;
  onText(text: string): void;
  filters?: ReactNode;
  /** Something differs from the list's defaults. */
  modified: boolean;
  onReset(): void;
  tools?: ReactNode;
}

export function ListToolbar({ searchLabel, text, onText, filters, modified, onReset, tools }: ListToolbarProps) {
  useStyles('kit', kitCss);
  return (
    <div className="ap-list-toolbar" role="search">
      <div className="ap-list-toolbar__search">
        <TextField label={searchLabel} hideLabel placeholder={searchLabel} type="search" value={text} onValueChange={onText} />
      </div>
      <div className="ap-list-toolbar__filters">
        {filters}
        {modified ? (
          <Button variant="ghost" icon={<FilterOff size={16} aria-hidden="true" />} onClick={onReset}>
            Réinitialiser
          </Button>
        ) : null}
      </div>
      <div className="ap-list-toolbar__end">{tools}</div>
    </div>
  );
}
