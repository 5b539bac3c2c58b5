/** JSON values in localStorage; every failure (no storage, quota, bad JSON) is swallowed. */
export interface JsonStorage {
  /** The stored value, or undefined when absent or unreadable. */
  get(key: string): unknown;
  /** Whether the value was stored. */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** localStorage, unless reaching it throws (privacy modes, no DOM). */
const defaultStorage = (): StorageLike | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function createStorage(storage: () => StorageLike | null = defaultStorage): JsonStorage {
  return {
    get: (key) => {
      try {
        const raw = storage()?.getItem(key);
        return raw == null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      try {
        const target = storage();
        if (!target) return false;
        target.setItem(key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove: (key) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to do: the value is unreachable anyway.
      }
    },
  };
}
