/**
 * What a paste from Word or a web page becomes before the editor's schema reads it: Word's list
 * markers (the « · » and its spaces it writes in `mso-list:Ignore` spans, beside the real text) are
 * removed, then the HTML policy's sanitiser keeps only its tags and attributes (no style, class,
 * Office `o:p` tags, comments, scripts or remote images). The schema then keeps only what it knows.
 */
import { sanitiseHtml } from '../../ui/sanitiseHtml';

export function cleanPastedHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const marker of parsed.querySelectorAll('[style*="mso-list:ignore" i], [style*="mso-list: ignore" i]')) marker.remove();
  return sanitiseHtml(parsed.body.innerHTML);
}
