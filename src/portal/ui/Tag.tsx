import type { ReactNode } from 'react';
import { useStyles } from './useStyles';
import { tagCss } from './tag.css';

/** Tag colours of the spec (000 §3: success, info, primary, warning), plus danger and neutral. */
export type TagTone = 'info' | 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  useStyles('tag', tagCss);
  return <span className={`ap-tag ap-tag--${tone}`}>{children}</span>;
}
