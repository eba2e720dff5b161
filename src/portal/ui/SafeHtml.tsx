/**
 * HTML that comes from the server (guides, and later notes, tickets and posts), always
 * sanitised by DOMPurify before it is rendered (spec: never trust stored HTML).
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={['ap-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
