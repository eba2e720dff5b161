/**
 * The editor's schema, bound to the one HTML policy (src/domain/html/policy.ts): every node and mark
 * renders a tag of HTML_TAGS with the attributes it allows, and nothing else can enter the document
 * (ProseMirror parses typed, pasted and loaded HTML against this schema only). Paragraphs, h2–h4,
 * bold, italic, underline, strike, lists, quotes, links, line breaks, images, figures and tables (kept,
 * their cells edited in place: tables.ts); no code, no rule. Each
 * extension is imported on its own (not Tiptap's starter kit, which brings code blocks and rules).
 */
import { Extension, type AnyExtension } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';
import { Figcaption, Figure, PolicyImage } from './figure';
import { PolicyLink } from './policyLink';
import { TABLE_NODES } from './tables';

/** Ctrl+K asks for a link: the toolbar opens its field (the shortcut the toolbar's « Lien » announces). */
function linkShortcut(onLink: () => void): AnyExtension {
  return Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts: () => ({ 'Mod-k': () => (onLink(), true) }),
  });
}

export function editorExtensions(onLink: () => void): AnyExtension[] {
  return [
    Document, Paragraph, Text, HardBreak, Heading.configure({ levels: [2, 3, 4] }), Blockquote, BulletList, OrderedList, ListItem, ListKeymap,
    Bold, Italic, Underline, Strike, PolicyLink, PolicyImage, Figure, Figcaption, ...TABLE_NODES, UndoRedo, linkShortcut(onLink),
  ];
}
