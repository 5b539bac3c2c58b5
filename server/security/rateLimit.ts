/** Keys tracked at once before expired ones are swept; past it the oldest keys are dropped. */
const MAX_KEYS = 50_000;

export interface RateLimit {
  /** Events allowed per key within `windowMs`. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimiter {
  /** Seconds until `key` may act again, or 0 when it is under its limit. */
  retryAfterS(key: string): number;
  /** Counts one event for `key`; the returned function takes it back (e.g. on success). */
  hit(key: string): () => void;
  /** Forgets every event of `key`. */
  reset(key: string): void;
  /** Drops keys with no event inside the window; returns how many are left. */
  sweep(): number;
}

/**
 * A sliding-window log per key, in memory: the times of the last `limit` events. A key is
 * blocked while `limit` events fall inside the last `windowMs`. `now` is the server clock.
 */
export function rateLimiter({ limit, windowMs }: RateLimit, now: () => number): RateLimiter {
  const events = new Map<string, number[]>();
  const live = (key: string, at: number) => {
    const times = events.get(key);
    if (!times) return [];
    const kept = times.filter((t) => t > at - windowMs);
    if (kept.length === 0) events.delete(key);
    else if (kept.length !== times.length) events.set(key, kept);
    return kept;
  };
  const sweep = () => {
    const at = now();
    for (const key of [...events.keys()]) live(key, at);
    // Still too many: forget the keys seen longest ago (a Map keeps insertion order).
    for (const key of events.keys()) {
      if (events.size <= MAX_KEYS) break;
      events.delete(key);
    }
    return events.size;
  };
  return {
    retryAfterS(key) {
      const at = now();
      const times = live(key, at);
      if (times.length < limit) return 0;
      const oldest = times[times.length - limit] ?? at;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    },
    hit(key) {
      const at = now();
      const times = [...live(key, at), at].slice(-limit);
      events.delete(key);
      events.set(key, times);
      if (events.size > MAX_KEYS) sweep();
      return () => {
        const current = events.get(key);
        const index = current?.lastIndexOf(at) ?? -1;
        if (current && index >= 0) current.splice(index, 1);
      };
    },
    reset: (key) => {
      events.delete(key);
    },
    sweep,
  };
}
