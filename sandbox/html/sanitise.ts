/**
 * The sandbox's side of the HTML policy (src/domain/html/policy.ts): what it stores is what the
 * policy keeps, so the portal, the CLI, exports and PDFs never read raw markup. sanitize-html
 * (htmlparser2, no DOM): about 1 ms a note where DOMPurify on jsdom took 12 ms and 600 MB
 * (docs/decisions.md).
 */
import sanitizeHtml from 'sanitize-html';
import { HTML_ATTRIBUTES, HTML_DROPPED_WITH_CONTENT, HTML_TAGS, LINK_REL, LINK_TARGET, keepsAttribute } from '../../src/domain/html/policy';

type Attributes = Record<string, string>;

function allowedAttributes(tag: string, attribs: Attributes): Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name, value]) => keepsAttribute(tag, name, value.trim())).map(([name, value]) => [name, value.trim()]));
}

const RICH: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_TAGS],
  // rel and target are the policy's own, set by transformTags after the attribute filter.
  allowedAttributes: { ...HTML_ATTRIBUTES, a: [...HTML_ATTRIBUTES.a!, 'rel', 'target'] } as Record<string, string[]>,
  // The policy checks links and images itself (keepsAttribute); sanitize-html's own scheme check stays as a second net.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = allowedAttributes(tagName, attribs);
      if (tagName !== 'a' || !kept.href) return { tagName, attribs: kept };
      return { tagName, attribs: { ...kept, rel: LINK_REL, target: LINK_TARGET } };
    },
  },
  // An image whose source the policy refuses is dropped, not kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text (notes, ticket entries, guides, the agency's presentation): the tags and attributes of the policy, nothing else. */
export function sanitiseHtml(html: string): string {
  // Void elements as HTML writes them (`<br>`), the form the portal's DOMPurify gives back.
  return sanitizeHtml(html, RICH).replaceAll(' />', '>');
}

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: [...HTML_DROPPED_WITH_CONTENT] };
const unescape = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * Plain text (community posts and comments, the app's home messages, mail texts): no markup at
 * all, the text itself unescaped (`Tom & Jerry` stays so). Repeated until nothing changes, so
 * that an escaped tag (`&lt;script&gt;`) cannot come back as a tag.
 */
export function sanitiseText(text: string): string {
  let current = text;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = unescape(sanitizeHtml(current, NO_MARKUP));
    if (next === current) return next;
    current = next;
  }
  return current;
}
