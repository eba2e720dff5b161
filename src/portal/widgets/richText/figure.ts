/**
 * The images of the HTML policy as editor nodes, so that editing a user guide keeps its screenshots:
 * `<figure><img><figcaption>` and a lone `<img>`, whose source must be one the policy keeps (the API's
 * media downloads or a raster `data:` image): a pasted remote or `file:` image is dropped on paste.
 */
import { Node, mergeAttributes } from '@tiptap/core';
import { isAllowedImageSource, keepsAttribute } from '../../../domain/html/policy';

const IMAGE_ATTRIBUTES = ['src', 'alt', 'width', 'height'] as const;

export const PolicyImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return Object.fromEntries(
      IMAGE_ATTRIBUTES.map((name) => [name, { default: null, parseHTML: (element: HTMLElement) => keptAttribute(element, name) }]),
    );
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isAllowedImageSource(element.getAttribute('src') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  defining: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: () => ['figure', 0],
});

export const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
});

function keptAttribute(element: HTMLElement, name: string): string | null {
  const value = element.getAttribute(name);
  return value !== null && keepsAttribute('img', name, value) ? value : null;
}
