import type { ReactNode } from 'react';
import { useStyles } from './useStyles';
import { emptyStateCss } from './emptyState.css';
import { MoodEmpty } from 'tabler-icons-react';
import { MESSAGES } from '../../domain/messages';

/** What a list shows when it has nothing: 'Aucun résultat' unless told otherwise (spec 000 §2.8). */
export function EmptyState({ title = MESSAGES.noResult, children }: { title?: string; children?: ReactNode }) {
  useStyles('empty-state', emptyStateCss);
  return (
    <div className="ap-empty">
      <MoodEmpty size={32} aria-hidden="true" />
      <strong>{title}</strong>
      {children ? <div>{children}</div> : null}
    </div>
  );
}
