/**
 * Where one portal instance keeps its session: localStorage, sessionStorage or
 * memory, under keys namespaced `agency-portal:<namespace>:` so that two elements
 * with distinct ids (or storage keys) never read each other's session.
 */
export type StorageKind = 'local' | 'session' | 'memory';

export interface PortalStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const STORAGE_PREFIX = 'agency-portal';

/** The namespace of an element: its `storage-key` attribute, else its id, else its API base. */
export function storageNamespace(storageKey: string | null | undefined, id: string | null | undefined, apiBase: string): string {
  return storageKey?.trim() || id?.trim() || apiBase;
}

function memoryStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The browser store of that kind, or memory when it is unavailable (private modes, sandboxed frames). */
function backend(kind: StorageKind, win: Window | undefined): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  if (kind === 'memory' || !win) return memoryStore();
  try {
    const store = kind === 'session' ? win.sessionStorage : win.localStorage;
    const probe = `${STORAGE_PREFIX}:probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return memoryStore();
  }
}

export function createStorage(kind: StorageKind, namespace: string, win: Window | undefined = globalThis.window): PortalStorage {
  const store = backend(kind, win);
  const full = (key: string) => `${STORAGE_PREFIX}:${namespace}:${key}`;
  return {
    get: (key) => store.getItem(full(key)),
    set: (key, value) => {
      try {
        store.setItem(full(key), value);
      } catch {
        // Quota exceeded: the session simply is not persisted.
      }
    },
    remove: (key) => store.removeItem(full(key)),
  };
}
