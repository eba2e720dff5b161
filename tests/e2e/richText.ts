/** Driving the rich-text editor in Chromium as a user does, where Playwright has no verb for it. */
import type { Locator } from 'playwright-core';

/** Pastes `html` (with its text) into the editor area, as the clipboard of Word or a browser delivers it. */
export async function pasteHtml(area: Locator, html: string, text = ''): Promise<void> {
  await area.focus();
  await area.evaluate((element, [markup, plain]) => {
    const data = new DataTransfer();
    data.setData('text/html', markup!);
    data.setData('text/plain', plain!);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, [html, text]);
}
