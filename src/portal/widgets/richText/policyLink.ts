/**
 * Links as the HTML policy keeps them: `href` only where isAllowedLink says so (http(s), mailto,
 * tel), an optional title, and the policy's target and rel on every link. Written here rather than
 * taken from @tiptap/extension-link, whose address detection (linkifyjs) weighed 10 KB gzipped for
 * an autolink the portal does not need.
 */
import { Mark } from '@tiptap/core';
import { LINK_REL, LINK_TARGET, isAllowedLink } from '../../../domain/html/policy';

export const PolicyLink = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') },
      title: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('title') },
    };
  },
  parseHTML() {
    return [{ tag: 'a[href]', getAttrs: (element) => (isAllowedLink(element.getAttribute('href') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    const { href, title } = HTMLAttributes as { href: string | null; title: string | null };
    return ['a', { target: LINK_TARGET, rel: LINK_REL, href: href && isAllowedLink(href) ? href : null, ...(title ? { title } : {}) }, 0];
  },
});
