/**
 * `<agency-portal>`: one portal instance per element, in an open shadow root.
 * Everything (API client, session, router, signals) is created when the element is
 * connected and dropped when it is disconnected; two elements share nothing.
 */
import {
  MESSAGES,
  PORTAL_EVENT_PREFIX,
  createStorage,
  mountPortal,
  portalCss,
  storageNamespace,
  type PortalEventMap,
  type PortalEventName,
  type RoutingMode,
  type StorageKind,
} from '../src/portal';
import { adoptStyles } from './styles';

export { ELEMENT_NAME } from './elementName';

const ROUTING_MODES: readonly RoutingMode[] = ['hash', 'memory'];
const STORAGE_KINDS: readonly StorageKind[] = ['local', 'session', 'memory'];

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  const wanted = value?.trim().toLowerCase();
  return allowed.find((option) => option === wanted) ?? fallback;
}

/** Base for the class when the bundle is loaded where HTMLElement does not exist (never defined there). */
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export class AgencyPortalElement extends Base {
  static get observedAttributes(): string[] {
    return ['api-base', 'routing', 'storage', 'storage-key'];
  }

  /**
   * The fetch the element's API client uses (defaults to the global one). Set it
   * before the element is connected: tests give a fake, hosts may wrap fetch.
   */
  fetch: typeof globalThis.fetch | undefined;

  private readonly root: ShadowRoot;
  private readonly container: HTMLDivElement;
  private unmount: (() => void) | null = null;
  /** Keys of the stylesheets lazy chunks have added (they stay for the element's life). */
  private readonly adopted = new Set<string>();

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.root, portalCss);
    this.container = this.ownerDocument.createElement('div');
    this.container.className = 'ap-root';
    this.container.setAttribute('part', 'root');
    this.root.append(this.container);
  }

  connectedCallback(): void {
    this.mount();
  }

  disconnectedCallback(): void {
    this.teardown();
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    // A new configuration is a new instance: the session survives through the storage.
    if (previous !== next && this.isConnected && this.unmount) this.mount();
  }

  private mount(): void {
    this.teardown();
    const apiBaseAttribute = this.getAttribute('api-base')?.trim();
    if (!apiBaseAttribute) {
      this.showError(MESSAGES.missingApiBase);
      return;
    }
    let apiBase: string;
    try {
      apiBase = new URL(apiBaseAttribute, this.ownerDocument.baseURI).href;
    } catch {
      this.showError(MESSAGES.invalidApiBase);
      return;
    }
    const win = this.ownerDocument.defaultView ?? undefined;
    const namespace = storageNamespace(this.getAttribute('storage-key'), this.id, apiBase);
    this.container.textContent = '';
    this.unmount = mountPortal(this.container, {
      apiBase,
      routing: pick(this.getAttribute('routing'), ROUTING_MODES, 'hash'),
      storage: createStorage(pick(this.getAttribute('storage'), STORAGE_KINDS, 'local'), namespace, win),
      emit: (name, detail) => this.emit(name, detail),
      supportToken: () => this.getAttribute('support-token'),
      adoptStyles: (key, css) => {
        if (this.adopted.has(key)) return;
        this.adopted.add(key);
        adoptStyles(this.root, css);
      },
      ...(this.fetch ? { fetch: this.fetch } : {}),
      ...(win ? { window: win } : {}),
    });
  }

  private teardown(): void {
    const unmount = this.unmount;
    this.unmount = null;
    unmount?.();
  }

  private showError(message: string): void {
    const box = this.ownerDocument.createElement('p');
    box.className = 'ap-config-error';
    box.setAttribute('role', 'alert');
    box.textContent = message;
    this.container.replaceChildren(box);
    // Always the case while connected: an error state still counts as mounted so attribute changes retry.
    this.unmount = () => this.container.replaceChildren();
  }

  private emit<K extends PortalEventName>(name: K, detail: PortalEventMap[K]): void {
    this.dispatchEvent(new CustomEvent(`${PORTAL_EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true }));
  }
}
