/** Helpers to drive `<agency-portal>` elements in happy-dom, as a user would. */
import '../../../embed/agency-portal';
import type { AgencyPortalElement } from '../../../embed/element';
import { API_BASE, fakeApi, type FakeApi } from './fake-api';
import { eventually, nextFrame } from './render';

export interface MountOptions {
  attributes?: Record<string, string>;
  api?: FakeApi;
  parent?: Node;
  /** Called before the element is connected (to listen to events dispatched at start). */
  before?(element: AgencyPortalElement): void;
}

export function mountElement({ attributes = {}, api = fakeApi(), parent = document.body, before }: MountOptions = {}) {
  const element = document.createElement('agency-portal') as AgencyPortalElement;
  const all = { 'api-base': API_BASE, routing: 'memory', storage: 'memory', ...attributes };
  for (const [name, value] of Object.entries(all)) if (value !== '') element.setAttribute(name, value);
  element.fetch = api.fetch;
  before?.(element);
  parent.appendChild(element);
  return { element, api };
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
}

export function text(element: Element): string {
  return shadow(element).textContent ?? '';
}

/** The input labelled `label` inside the element. */
export function field(element: Element, label: string): HTMLInputElement {
  const root = shadow(element);
  const labelElement = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const input = labelElement ? root.getElementById(labelElement.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`Champ introuvable : ${label}`);
  return input;
}

export function type(input: HTMLInputElement, value: string): void {
  // The prototype's setter: React tracks the instance's value and would ignore a plain assignment.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function button(element: Element, name: string): HTMLButtonElement {
  const found = [...shadow(element).querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`Bouton introuvable : ${name}`);
  return found;
}

/** Opens the user dropdown of the header and chooses 'Se déconnecter', as a user does. */
export async function logOut(element: Element): Promise<void> {
  const menuButton = shadow(element).querySelector<HTMLButtonElement>('.ap-header__user > button[aria-haspopup="menu"]');
  if (!menuButton) throw new Error('Menu utilisateur introuvable');
  menuButton.click();
  await eventually(() => button(element, 'Se déconnecter')).then((found) => found.click());
}

/** The labels of the left menu's items, in order. */
export function menuLabels(element: Element): string[] {
  return [...shadow(element).querySelectorAll('.ap-menu__label')].map((label) => label.textContent ?? '');
}

export async function waitForText(element: Element, expected: string): Promise<void> {
  await eventually(() => {
    if (!text(element).includes(expected)) throw new Error(`« ${expected} » absent de : ${text(element)}`);
  });
}

export async function logIn(element: Element, login: string, password: string): Promise<void> {
  await waitForText(element, 'Se connecter');
  type(field(element, 'Identifiant'), login);
  type(field(element, 'Mot de passe'), password);
  // Preact renders state changes a microtask later: the click comes once the typed values are on screen.
  await nextFrame();
  button(element, 'Se connecter').click();
}
