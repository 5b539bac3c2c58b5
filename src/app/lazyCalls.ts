/**
 * An API port whose adapter (and the Effect schemas it decodes with) loads on the first call:
 * every call returns a promise, so the caller cannot tell. `calls` names every call of the
 * port (the type makes the list complete), so the port has its keys before it loads
 * (authorizedCalls wraps them).
 */
export function lazyCalls<T extends object>(
  load: () => Promise<T>,
  calls: { readonly [K in keyof T]-?: true },
): T {
  let loaded: Promise<T> | null = null;
  // A load that failed (offline, a chunk gone after a deploy) is tried again at the next call.
  const adapter = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  const api: Record<string, unknown> = {};
  for (const name of Object.keys(calls)) {
    api[name] = (...args: unknown[]) =>
      adapter().then((calls) =>
        (calls[name as keyof T] as (...callArgs: unknown[]) => Promise<unknown>)(...args),
      );
  }
  return api as T;
}
