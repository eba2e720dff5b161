// @vitest-environment jsdom
/**
 * The HTML policy (src/domain/html/policy.ts) as both sanitisers apply it: the sandbox's at
 * write (sanitize-html) and the portal's at display (DOMPurify; under jsdom, as DOMPurify is
 * wrong under happy-dom). Both must keep exactly the same thing.
 */
import { describe, expect, it } from 'vitest';
import { sanitiseHtml as atWrite, sanitiseText } from '../../../../sandbox/html/sanitise';
import { sanitiseHtml as atDisplay } from '../../../../src/portal/ui/sanitiseHtml';
import { cleanUserTexts } from '../../../../sandbox/html/userTexts';
import { createEntry } from '../../../../src/api/contract/support';
import { addPostComment } from '../../../../src/api/contract/community';
import { HOSTILE } from './hostileCorpus';

/** The server's string as the browser's DOM writes it back (entities and quotes the DOM's way). */
function asDom(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

describe('HTML policy on hostile snippets', () => {
  it('has a corpus of at least 60 snippets from public cheat sheets', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(HOSTILE.map((c, i) => [i + 1, c.source, c] as const))('#%i (%s): both sanitisers keep exactly what the policy allows', (_n, _source, { html, kept, rawDisplay }) => {
    const stored = atWrite(html);
    expect(asDom(stored)).toBe(kept);
    expect(atDisplay(html)).toBe(rawDisplay ?? kept);
    // What the sandbox stored is shown unchanged by the portal.
    expect(atDisplay(stored)).toBe(kept);
  });
});

describe('HTML policy on legitimate text', () => {
  const LEGITIMATE = [
    '<p><strong>Code du portail :</strong> 4512B. Sonner deux fois.</p>',
    '<ul><li>Permis B</li><li>Véhiculée</li></ul><ol start="3"><li>Troisième</li></ol>',
    '<h2>Étapes</h2><h3>Avant</h3><h4>Après</h4><p><em>Italique</em>, <i>i</i>, <b>b</b>, <u>souligné</u>, <s>barré</s><br>ligne</p><blockquote>Citation</blockquote>',
    '<table><thead><tr><th scope="col">Jour</th></tr></thead><tbody><tr><td colspan="2">Lundi</td></tr></tbody></table>',
    // As the editor writes a table (its cells hold paragraphs).
    '<table><thead><tr><th scope="col"><p>Jour</p></th></tr></thead><tbody><tr><td colspan="2" rowspan="2"><p>Lundi</p><ul><li><p>matin</p></li></ul></td></tr></tbody></table>',
    '<figure><img src="data:image/webp;base64,UklGRg==" alt="Écran" width="640" height="400"><figcaption>L\'écran</figcaption></figure>',
    '<p><a href="https://www.servicesalapersonne.gouv.fr" title="Site officiel" rel="noopener noreferrer" target="_blank">le site officiel</a></p>',
  ];

  it.each(LEGITIMATE)('keeps %s as it is, on both sides', (html) => {
    expect(atWrite(html)).toBe(html);
    expect(atDisplay(html)).toBe(html);
  });
});

describe('plain user text (posts, comments, home messages, mails)', () => {
  it.each([
    ['Tom & Jerry, 3 < 5 et 7 > 2', 'Tom & Jerry, 3 < 5 et 7 > 2'],
    ['Réunion <b>mardi</b> à 9 h', 'Réunion mardi à 9 h'],
    ['Bonjour<script>alert(1)</script> Mme Martin', 'Bonjour Mme Martin'],
    ['<style>*{display:none}</style>Texte', 'Texte'],
    ['&lt;img src=x onerror=alert(1)&gt;Bonne rentrée', 'Bonne rentrée'],
    ['&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Fin', 'Fin'],
    ['Ligne 1\nLigne 2', 'Ligne 1\nLigne 2'],
  ])('keeps %j as %j', (text, kept) => {
    expect(sanitiseText(text)).toBe(kept);
  });
});

describe('the sandbox cleans every field the contract marks, before its checks', () => {
  it('finds rich text nested in a form and plain text in a body, and leaves the rest alone', () => {
    const entry = { supportTicketEntryForm: { supportTicketId: 7, content: '<p onclick="x()">Vu</p><script>1</script>' }, files: [{ fileName: '<b>a</b>.png' }] };
    expect(cleanUserTexts(createEntry.body, entry)).toEqual({ supportTicketEntryForm: { supportTicketId: 7, content: '<p>Vu</p>' }, files: [{ fileName: '<b>a</b>.png' }] });
    expect(cleanUserTexts(addPostComment.body, { content: '<i>Merci</i> !' })).toEqual({ content: 'Merci !' });
    expect(cleanUserTexts(addPostComment.body, { content: 42 })).toEqual({ content: 42 });
  });
});
