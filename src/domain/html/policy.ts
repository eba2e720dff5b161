/**
 * What the HTML users write may keep (issue 28 §2): declared once here, applied at write by
 * the sandbox (sandbox/html/sanitise.ts, sanitize-html) and again at display by the portal
 * (src/portal/ui/sanitiseHtml.ts, DOMPurify). Everything not listed is dropped: no `style`,
 * no `class`, no forms, frames, plugins, SVG or MathML, no remote images.
 */

/** The tags a back-office text needs: paragraphs, emphasis, headings h2–h4, lists, links, quotes, tables, images. */
export const HTML_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
] as const;

/** The attributes each tag may keep; the others keep none. */
export const HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Dropped with everything inside them (their text is code, a style sheet or a plugin's, never the user's). */
export const HTML_DROPPED_WITH_CONTENT = [
  'script', 'style', 'template', 'svg', 'math', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript',
  'noembed', 'noframes', 'textarea', 'select', 'option', 'title', 'head', 'xmp', 'plaintext', 'audio', 'video', 'canvas',
] as const;

/** Every kept link opens in a new tab, without the opener nor the referrer (the portal's page stays as it is). */
export const LINK_REL = 'noopener noreferrer';
export const LINK_TARGET = '_blank';

const LINK = /^(?:https?:\/\/[^\s/?#]+|mailto:[^\s]+|tel:[+\d(][\d\s().+-]*)(?:[^\s]*)$/i;
/** The API's own media downloads (contract: `GET /private/medias/{id}/download`), as a path of the API. */
const MEDIA = /^\/private\/medias\/[1-9]\d{0,9}\/download$/;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const NUMBER = /^\d{1,4}$/;

/** Links: `http(s):`, `mailto:` and `tel:` only (no `javascript:`, `data:`, relative or protocol-relative URL). */
export function isAllowedLink(href: string): boolean {
  return LINK.test(href);
}

/** Images: the API's media downloads, or a `data:` image of a raster type (PNG, JPEG, GIF, WebP); never a remote address. */
export function isAllowedImageSource(src: string): boolean {
  return MEDIA.test(src) || DATA_IMAGE.test(src);
}

/** Whether `tag` may keep attribute `name` with this value (values as the parser read them, entities decoded). */
export function keepsAttribute(tag: string, name: string, value: string): boolean {
  if (!HTML_ATTRIBUTES[tag]?.includes(name)) return false;
  if (name === 'href') return isAllowedLink(value);
  if (name === 'src') return isAllowedImageSource(value);
  if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name)) return NUMBER.test(value);
  if (name === 'scope') return ['row', 'col', 'rowgroup', 'colgroup'].includes(value);
  return true;
}
