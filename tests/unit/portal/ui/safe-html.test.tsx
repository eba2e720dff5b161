// @vitest-environment jsdom
/** Server HTML is sanitised before display (DOMPurify gives wrong results under happy-dom: docs/toolchain.md). */
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../../src/portal/ui/SafeHtml';

describe('sanitiseHtml', () => {
  it('keeps the formatting, the links and the images of a guide', () => {
    const html = '<h2>Créer un devis</h2><ul><li><strong>Étape 1</strong></li></ul><a href="https://aide.example/devis">Aide</a><img src="data:image/png;base64,AAAA" alt="Écran">';
    const clean = sanitiseHtml(html);
    expect(clean).toContain('<h2>Créer un devis</h2>');
    expect(clean).toContain('<strong>Étape 1</strong>');
    expect(clean).toContain('href="https://aide.example/devis"');
    expect(clean).toContain('<img');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const clean = sanitiseHtml('<p onclick="alert(1)">Texte</p><script>alert(2)</script><a href="javascript:alert(3)">lien</a><img src=x onerror="alert(4)">');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Texte</p>');
  });
});
