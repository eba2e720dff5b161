/** Finding and driving what a user sees, in the document of a bare widget test. */

/** The first element matching `selector`; throws (so that `eventually` retries) while there is none. */
export function find<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`absent : ${selector}`);
  return found;
}

export function findAll<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E[] {
  return [...root.querySelectorAll<E>(selector)];
}

const textOf = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The form control labelled `label` (its <label for>, its aria-label, or the element its aria-labelledby names: a rich-text area). */
export function control<E extends HTMLElement = HTMLInputElement>(label: string, root: ParentNode = document): E {
  const byLabel = findAll<HTMLLabelElement>('label', root).find((node) => textOf(node) === label);
  const byName = findAll('[aria-labelledby]', root).find((node) => textOf(document.getElementById(node.getAttribute('aria-labelledby')!) ?? node) === label);
  const found = byLabel ? document.getElementById(byLabel.htmlFor) : (root.querySelector(`[aria-label="${label}"]`) ?? byName);
  if (!found) throw new Error(`Champ introuvable : ${label}`);
  return found as E;
}

/** The button named `name`, by its text or its aria-label. */
export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = findAll<HTMLButtonElement>('button', root).find((node) => node.getAttribute('aria-label') === name || textOf(node) === name);
  if (!found) throw new Error(`Bouton introuvable : ${name}`);
  return found;
}

export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  // The prototype's setter: React tracks the instance's value and would ignore a plain assignment.
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export function leave(element: HTMLElement): void {
  element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

export function press(element: Element, key: string, init: KeyboardEventInit = {}): void {
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

/** The visible text of the document, spaces collapsed. */
export const pageText = (root: Element = document.body) => textOf(root);

/** The point at which a person, having seen their last gesture's result, makes the next one. */
export { nextFrame } from '../../../support/render';

/** The user picks `file` in a file input (its chooser's answer). */
export function pick(input: HTMLInputElement, file: File): void {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A fast typist (or a password manager): fills each field (typed text, or a select's choice) and clicks
 * `name` in the same tick, with no render between them. Under preact/compat a state update renders a
 * tick later, so a form that saves from its last render's values sends the previous ones.
 */
export function fillAndClick(fields: ReadonlyArray<readonly [label: string, text: string]>, name: string, root: ParentNode = document): void {
  for (const [label, text] of fields) {
    const field = control<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(label, root);
    if (field instanceof HTMLSelectElement) choose(field, text);
    else if (isRichText(field)) writeInto(field, text);
    else typeInto(field, text);
  }
  button(name, root).click();
}

const isRichText = (element: Element): element is HTMLElement => element.getAttribute('contenteditable') === 'true';

/**
 * The rich-text area labelled `label`, once its editor has loaded (its toolbar's « Gras » is enabled):
 * throws until then, for `eventually`.
 */
export function richText(label: string, root: ParentNode = document): HTMLElement {
  const area = control<HTMLElement>(label, root);
  if (!isRichText(area) || button('Gras', area.closest('.ap-rich-editor') ?? root).disabled) throw new Error(`éditeur pas encore prêt : ${label}`);
  return area;
}

/** Puts `text` in a rich-text area as a user pasting it would (what happy-dom can drive of ProseMirror), after what it holds. */
export function writeInto(area: HTMLElement, text: string, html?: string): void {
  area.focus();
  const data: Record<string, string> = { 'text/plain': text, ...(html === undefined ? {} : { 'text/html': html }) };
  const event = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
    clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '', files: [], items: [] },
  });
  area.dispatchEvent(event);
}

/**
 * The pointer enters or leaves a resource label (`.ap-rlabel`, `root` its wrapper): React reads
 * mouseover/mouseout on its link, Preact mouseenter/mouseleave on the wrapper.
 */
export function hoverLabel(root: Element, on: boolean): void {
  root.querySelector('a')!.dispatchEvent(new MouseEvent(on ? 'mouseover' : 'mouseout', { bubbles: true, relatedTarget: on ? null : document.body }));
  root.dispatchEvent(new MouseEvent(on ? 'mouseenter' : 'mouseleave', { bubbles: false, relatedTarget: on ? null : document.body }));
}

/** Watches the page from now on: `seen()` says whether `text` was ever shown, `stop()` ends the watch. */
export function watchForText(text: string): { seen(): boolean; stop(): void } {
  let shown = pageText().includes(text);
  const observer = new MutationObserver(() => void (shown ||= pageText().includes(text)));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => shown, stop: () => observer.disconnect() };
}
