/**
 * A row's events as one layer of plain elements (issue 33: the collective week's first paint at
 * 200 professionals × 5,000 events): the HTML of its boxes, built once with the row's model, set
 * in one go instead of one React element a box. The same elements as before: backdrops as images
 * (`role="img"`), the others as buttons whose click the row hands on (`data-index`, the box's
 * place); each with its accessible name and its tooltip's text. Every text is escaped.
 */
import type { EventBoxModel } from './model';

const ESCAPED: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPED[char]!);

/** A button's text shows from this width (px): below, its name and tooltip say it. */
const TEXT_MIN_WIDTH = 40;

export function trackHtml(boxes: readonly EventBoxModel[]): string {
  return boxes
    .map((box, index) => {
      const kind = `ap-tl-kind--${escape(box.kind)}`;
      const shared = `aria-label="${escape(box.tip.replace('\n', ', '))}" data-tip="${escape(box.tip)}" style="left: ${box.left}px; width: ${box.width}px;"`;
      return box.background
        ? `<div class="ap-tl__event ap-tl__event--background ${kind}" role="img" ${shared}></div>`
        : `<button type="button" class="ap-tl__event ${kind}" data-index="${index}" ${shared}>${box.width >= TEXT_MIN_WIDTH ? escape(box.text) : ''}</button>`;
    })
    .join('');
}
