// @vitest-environment jsdom
/**
 * Pasting into the rich-text editor (issue 34 §2), React and Preact, under jsdom (DOMPurify, which
 * the paste goes through, is wrong under happy-dom): a Word fragment keeps its text and loses its
 * styles, classes, Office tags and list markers; a web page's script, style and remote image go;
 * and the editor's schema writes no tag nor attribute the HTML policy does not allow.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';
import { HTML_ATTRIBUTES, HTML_TAGS } from '../../../../src/domain/html/policy';
import { HtmlEditor } from '../../../../src/portal/widgets/HtmlEditor';
import { editorExtensions } from '../../../../src/portal/widgets/richText/extensions';
import { eventually, render } from '../../support/render';
import { richText, writeInto } from './support/dom';

const WORD = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">',
  '<head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal { mso-style-parent:""; font-family:Calibri; }</style></head>',
  '<body lang=FR style="tab-interval:35.4pt"><!--StartFragment-->',
  '<p class=MsoNormal style="margin-bottom:0cm;mso-line-height-alt:12pt"><b><span style="font-size:12.0pt;font-family:&quot;Calibri&quot;,sans-serif;mso-fareast-language:FR">Compte rendu</span></b>',
  '<span style="mso-spacerun:yes"> </span>de la visite<o:p></o:p></p>',
  '<p class=MsoListParagraphCxSpFirst style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><span style="font-family:Symbol;mso-fareast-font-family:Symbol">',
  '<span style="mso-list:Ignore">·<span style="font:7.0pt &quot;Times New Roman&quot;">&nbsp;&nbsp; </span></span></span><span style="color:#C00000">Goûter à 16 h</span><o:p></o:p></p>',
  '<!--EndFragment--></body></html>',
].join('');

const WEB_PAGE = '<meta charset="utf-8"><div class="article" style="color:red"><h1 id="t">Horaires</h1><script>alert(1)</script>'
  + '<p onclick="steal()">Ouvert <font face="Arial">le lundi</font><img src="https://tracker.example/pixel.gif"></p></div>';

// jsdom lays nothing out: ProseMirror's scroll into view after the paste measures ranges (an empty list here).
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function mount() {
  const seen: string[] = [];
  function Host() {
    const [value, setValue] = useState('');
    return <HtmlEditor label="Contenu" value={value} onValueChange={(next) => { seen.push(next); setValue(next); }} />;
  }
  unmount = render(<Host />).unmount;
  return { last: () => seen.at(-1) };
}

/** A paste as the browser delivers it: the clipboard's HTML and its plain text. */
const paste = async (html: string, text: string) => writeInto(await eventually(() => richText('Contenu')), text, html);

describe('pasting into the editor', () => {
  it('keeps the text of a Word fragment and drops its styles, classes and Office tags', async () => {
    const editor = mount();
    await paste(WORD, 'Compte rendu de la visite\n·   Goûter à 16 h');
    await eventually(() => expect(editor.last()).toBe('<p><strong>Compte rendu</strong> de la visite</p><p>Goûter à 16 h</p>'));
  });

  it('keeps the text of a web page and drops its script, handlers, styles and remote image', async () => {
    const editor = mount();
    await paste(WEB_PAGE, 'Horaires\nOuvert le lundi');
    await eventually(() => expect(editor.last()).toBe('<p>Horaires</p><p>Ouvert le lundi</p>'));
  });

  it('keeps the rows and cells of a pasted table, without its styles', async () => {
    const editor = mount();
    await paste('<table style="border:1px solid" class="grid"><tr><th bgcolor="#eee">Jour</th><th>Horaires</th></tr><tr><td style="color:red">Lundi</td><td>8 h – 12 h</td></tr></table>', 'Jour Horaires\nLundi 8 h – 12 h');
    await eventually(() => expect(editor.last()).toBe(
      '<table><tbody><tr><th><p>Jour</p></th><th><p>Horaires</p></th></tr><tr><td><p>Lundi</p></td><td><p>8 h – 12 h</p></td></tr></tbody></table>',
    ));
  });
});

describe("the editor's schema", () => {
  it('renders only tags and attributes of the HTML policy', () => {
    const editor = new Editor({ extensions: editorExtensions(() => undefined), injectCSS: false });
    const serializer = DOMSerializer.fromSchema(editor.schema);
    const tags = new Set<string>();
    const attributes = new Set<string>();
    const collect = (node: Node) => {
      if (!(node instanceof Element)) return;
      tags.add(node.tagName.toLowerCase());
      for (const name of node.getAttributeNames()) attributes.add(`${node.tagName.toLowerCase()}.${name}`);
      for (const child of node.children) collect(child);
    };
    for (const type of Object.values(editor.schema.nodes)) {
      if (type.isText || type.name === 'doc') continue;
      const node = type.createAndFill({ src: '/private/medias/1/download', level: 2, href: 'https://example.fr', colspan: '2', rowspan: '2', scope: 'col' });
      if (node) collect(serializer.serializeNode(node));
    }
    for (const type of Object.values(editor.schema.marks)) {
      const text = editor.schema.text('x', [type.create({ href: 'https://example.fr' })]);
      const host = document.createElement('div');
      host.append(serializer.serializeFragment(editor.schema.nodes.paragraph!.create(null, text).content));
      for (const child of host.children) collect(child);
    }
    editor.destroy();
    expect([...tags].filter((tag) => !(HTML_TAGS as readonly string[]).includes(tag))).toEqual([]);
    const allowed = (entry: string) => {
      const [tag, name] = entry.split('.') as [string, string];
      return HTML_ATTRIBUTES[tag]?.includes(name) || (tag === 'a' && ['rel', 'target'].includes(name));
    };
    expect([...attributes].filter((entry) => !allowed(entry))).toEqual([]);
    expect([...tags].sort()).toEqual([
      'a', 'blockquote', 'br', 'em', 'figcaption', 'figure', 'h2', 'img', 'li', 'ol', 'p', 's', 'strong', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul',
    ]);
  });
});
