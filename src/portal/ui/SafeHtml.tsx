/**
 * HTML that comes from the server (notes, ticket entries, guides, the agency's presentation),
 * sanitised again before it is rendered with the policy the sandbox applies at write.
 */
import { useMemo } from 'react';
import { sanitiseHtml } from './sanitiseHtml';

export { sanitiseHtml };

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={['ap-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
