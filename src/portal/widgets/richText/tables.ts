/**
 * The HTML policy's tables as editor nodes, so that a text holding a table (a pasted grid of hours, a
 * guide's table written through the API) keeps it when edited: `<table>` with its `<thead>` and
 * `<tbody>`, rows, header and data cells with the spans and scope the policy keeps. The cells' text is
 * edited in place; adding or removing rows and columns is not offered (Tiptap's table extension and
 * prosemirror-tables would do it, at a weight the editor's chunk has no room for, and they write
 * `colgroup` and `style` the policy drops).
 */
import { Node } from '@tiptap/core';
import { keepsAttribute } from '../../../domain/html/policy';

/** The attributes of `tag` the policy keeps, read from the parsed element (else absent). */
function policyAttributes(tag: string, names: readonly string[]) {
  return Object.fromEntries(
    names.map((name) => [name, {
      default: null,
      parseHTML: (element: HTMLElement) => {
        const value = element.getAttribute(name);
        return value !== null && keepsAttribute(tag, name, value) ? value : null;
      },
    }]),
  );
}

/** A node that renders as `tag` around its content, with the policy's attributes of that tag. */
function tableNode(name: string, tag: string, content: string, extra: { group?: string; attributes?: readonly string[] } = {}) {
  return Node.create({
    name,
    content,
    ...(extra.group ? { group: extra.group } : {}),
    // A cell is its own box: Backspace at its start does not merge it with its neighbour, nor lift text out of the table.
    isolating: true,
    addAttributes: () => policyAttributes(tag, extra.attributes ?? []),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

export const TABLE_NODES = [
  tableNode('table', 'table', '(tableHead tableBody*) | tableBody+', { group: 'block' }),
  tableNode('tableHead', 'thead', 'tableRow+'),
  tableNode('tableBody', 'tbody', 'tableRow+'),
  tableNode('tableRow', 'tr', '(tableHeader | tableCell)+'),
  tableNode('tableHeader', 'th', 'block+', { attributes: ['colspan', 'rowspan', 'scope'] }),
  tableNode('tableCell', 'td', 'block+', { attributes: ['colspan', 'rowspan'] }),
];
