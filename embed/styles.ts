/**
 * Puts a stylesheet into a shadow root: a constructable stylesheet when the browser
 * has them (adoptedStyleSheets), else a <style> element.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return;
    } catch {
      // Fall through to a <style> element.
    }
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = css;
  root.prepend(style);
}
