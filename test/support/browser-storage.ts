/**
 * The browser's localStorage and sessionStorage, in memory, for running the frontend's own code in
 * Node (the app's API client reads the session token from them).
 */
export interface MemoryStorage {
  readonly length: number;
  clear(): void;
  getItem(key: string): string | null;
  key(index: number): string | null;
  removeItem(key: string): void;
  setItem(key: string, value: string): void;
}

export function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Gives Node a `window` with both storages; answers the function that takes it away again. */
export function installBrowserStorage(): () => void {
  Object.assign(globalThis, { window: { localStorage: memoryStorage(), sessionStorage: memoryStorage() } });
  return () => {
    delete (globalThis as { window?: unknown }).window;
  };
}
