/**
 * The portal's side of the HTML policy (src/domain/html/policy.ts): stored HTML is sanitised
 * again at display by DOMPurify with the same allow-list, so that old data written before the
 * sandbox applied it (or another server) shows only what the policy keeps.
 */
import DOMPurify, { type Config } from 'dompurify';
import { HTML_ATTRIBUTES, HTML_DROPPED_WITH_CONTENT, HTML_TAGS, LINK_REL, LINK_TARGET, keepsAttribute } from '../../domain/html/policy';

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ATTRIBUTES).flat()), 'rel', 'target'],
  FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** A purifier of its own per call: hooks are per instance, and the portal keeps no module-level state. */
function purifier() {
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    // The policy's rel and target are set below, never taken from the text.
    data.keepAttr = !['rel', 'target'].includes(data.attrName) && keepsAttribute(tag, data.attrName, data.attrValue);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'img' && !node.hasAttribute('src')) node.remove();
    if (tag === 'a' && node.hasAttribute('href')) {
      node.setAttribute('rel', LINK_REL);
      node.setAttribute('target', LINK_TARGET);
    }
  });
  return purify;
}

export function sanitiseHtml(html: string): string {
  return purifier().sanitize(html, CONFIG);
}
