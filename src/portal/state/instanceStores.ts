/**
 * Stores of one portal instance that a lazy screen or hook creates on its first use (the
 * holidays of each month, `state/holidays.ts`), so that their code stays out of the entry the
 * login screen loads. One registry per instance; emptied when the session ends (the next use
 * creates a fresh store).
 */
export interface InstanceStores {
  /** The store named `name`, made by `create` on first use. */
  get<T>(name: string, create: () => T): T;
  clear(): void;
}

export function createInstanceStores(): InstanceStores {
  const stores = new Map<string, unknown>();
  return {
    get<T>(name: string, create: () => T) {
      if (!stores.has(name)) stores.set(name, create());
      return stores.get(name) as T;
    },
    clear: () => stores.clear(),
  };
}
