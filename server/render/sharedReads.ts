/**
 * The page server's cache of shared reads: a guest's page reads the same settings, promo
 * bars, countdowns, logos and film by slug as every other guest's, so one process keeps each
 * answer for a short time (SHARED_READ_TTL_MS) and renders the next pages from it; concurrent
 * renders that miss wait for one call, not one each.
 *
 * Safe because only what no viewer owns is shared: a read is kept only when it is a GET made
 * with the app-level client token the page carries (it names no user), and its key is the
 * whole request (address and every header: locale, country, region, session id, segments),
 * so two visitors share an answer only when they would have sent the very same request. A
 * member's reads (their own bearer token) are never kept, and only 200 answers are.
 *
 * A read asked for in the last SHARED_READ_REFRESH_AHEAD_MS of its answer's time is answered
 * from the kept answer and asked of the API again in the background, once: under steady
 * traffic the answer is renewed before it runs out and no render waits for it (before, every
 * answer ran out at its fifth second and the renders that came then all waited for the API,
 * the pages' slowest first bytes; decision 0087). No answer is used longer than before: a
 * renewed answer's time runs from when its call was made.
 */

/** How long a shared answer is reused: a change in the catalogue shows within this time. */
export const SHARED_READ_TTL_MS = 5_000;
/** How long before its answer runs out a read renews it in the background. */
export const SHARED_READ_REFRESH_AHEAD_MS = 1_000;
/** How long a shared call may take (each caller stops waiting at its own deadline anyway). */
const SHARED_CALL_TIMEOUT_MS = 15_000;
/** At most this many answers are kept (the oldest go first). */
export const SHARED_READ_MAX_ENTRIES = 2_000;

interface Kept {
  readonly body: string;
  readonly contentType: string | null;
}

/** A kept answer: a read's body, or a value of `value` (null: the call failed). */
interface Entry {
  readonly until: number;
  readonly answer: Promise<unknown>;
  /** The call renewing this answer ahead of its end, once started (one per answer). */
  renewal: Promise<unknown> | null;
}

export interface SharedReadCache {
  /** `fetch` with the shared reads of `sharedToken` (the app-level client token) cached. */
  readonly wrap: (fetch: typeof globalThis.fetch, sharedToken: string | null) => typeof fetch;
  /**
   * A value of the process's own (a page worker's settings: decision 0090) kept and renewed
   * as a shared read's answer is: `load`'s value for SHARED_READ_TTL_MS from when it was
   * asked for, renewed in its last SHARED_READ_REFRESH_AHEAD_MS in the background. With no
   * value kept, the caller waits for `load` and gets its error if it fails (none is kept).
   */
  readonly value: <T extends object>(name: string, load: () => Promise<T>) => Promise<T>;
  /** How many answers are kept now. */
  readonly size: () => number;
}

/** The request's key: method, address and every header (lower-case names, in order). */
function keyOf(request: Request): string {
  const headers = [...request.headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.method, request.url, headers]);
}

/** How the render's HTTP client calls: an address and its headers as a plain object. */
interface PlainCall {
  readonly method: string;
  readonly url: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

/**
 * The call as the render's HTTP client makes it (an address string, no body, headers as a
 * plain object), read without building a `Request`; null for any other form of call.
 */
function plainCall(input: RequestInfo | URL, init: RequestInit | undefined): PlainCall | null {
  if (typeof input !== "string" || init?.body != null) return null;
  const given = init?.headers ?? {};
  if (given instanceof Headers || Array.isArray(given)) return null;
  const headers = Object.entries(given as Record<string, string>).map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  );
  headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Two spellings of one name would be one combined header in a Request: not this form.
  for (let i = 1; i < headers.length; i++) {
    if (headers[i]?.[0] === headers[i - 1]?.[0]) return null;
  }
  return { method: (init?.method ?? "GET").toUpperCase(), url: input, headers };
}

/** The key of a plain call: as `keyOf` would make it from the same call, or stricter. */
const plainKeyOf = (call: PlainCall): string =>
  JSON.stringify([call.method, call.url, call.headers]);

export function sharedReadCache(
  options: {
    readonly now?: () => number;
    readonly ttlMs?: number;
    readonly maxEntries?: number;
    readonly refreshAheadMs?: number;
  } = {},
): SharedReadCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? SHARED_READ_TTL_MS;
  const maxEntries = options.maxEntries ?? SHARED_READ_MAX_ENTRIES;
  const refreshAheadMs = options.refreshAheadMs ?? SHARED_READ_REFRESH_AHEAD_MS;
  const entries = new Map<string, Entry>();

  const answerOf = (kept: Kept): Response =>
    new Response(kept.body, {
      status: 200,
      headers: kept.contentType === null ? {} : { "Content-Type": kept.contentType },
    });

  /** The shared call for `request`: its answer for the caller and what is kept of it. */
  const call = (request: Request, fetch: typeof globalThis.fetch) => {
    // The caller's signal ends its own wait, never the shared call other renders wait for.
    const called = fetch(
      new Request(request, { signal: AbortSignal.timeout(SHARED_CALL_TIMEOUT_MS) }),
    ).then(async (response): Promise<{ response: Response; kept: Kept | null }> => {
      if (response.status !== 200) return { response, kept: null };
      const body = await response.text();
      const contentType = response.headers.get("content-type");
      return { response: answerOf({ body, contentType }), kept: { body, contentType } };
    });
    const kept = called.then(
      (answer) => answer.kept,
      () => null,
    );
    const response = called.then((answer) => answer.response);
    // A renewal asks only for what is kept: its answer's failure must not go unhandled (in a
    // page worker that ended the process). A caller that awaits the answer still gets it.
    response.catch(() => undefined);
    return { response, kept };
  };

  /** Keeps `answer` (a call made at `at`) for `key` until ttlMs after `at`. */
  const keep = (key: string, at: number, answer: Promise<unknown>) => {
    entries.delete(key);
    entries.set(key, { until: at + ttlMs, answer, renewal: null });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    void answer.then((kept) => {
      if (kept === null && entries.get(key)?.answer === answer) entries.delete(key);
    });
  };

  /**
   * A hit in the last refreshAheadMs of its answer's time asks the API again in the
   * background (once per answer); the new answer replaces the old one when it comes. A
   * renewal that fails leaves the answer to run out as it would have.
   */
  const renewAhead = (key: string, entry: Entry, renew: () => Promise<unknown>) => {
    const at = now();
    if (entry.renewal !== null || at < entry.until - refreshAheadMs) return;
    const renewal = renew();
    entry.renewal = renewal;
    void renewal.then((kept) => {
      if (kept !== null && entries.get(key) === entry) keep(key, at, renewal);
    });
  };

  /**
   * The kept answer of `key` while it is good (a renewal under way counts), else null at once
   * (no await: renders that miss together find the first one's call).
   */
  const keptAnswer = (key: string, renew: () => Promise<unknown>): Promise<unknown> | null => {
    const entry = entries.get(key);
    if (entry === undefined) return null;
    if (entry.until > now()) {
      return entry.answer.then((kept) => {
        if (kept !== null) renewAhead(key, entry, renew);
        return kept;
      });
    }
    // Run out while its renewal is under way: the renewal is the newer answer.
    return entry.renewal;
  };

  const wrap =
    (fetch: typeof globalThis.fetch, sharedToken: string | null): typeof globalThis.fetch =>
    async (input, init) => {
      // A hit (most of a page's shared reads) is found without building a Request.
      const plain = plainCall(input, init);
      if (plain !== null) {
        const bearer = plain.headers.find(([name]) => name === "authorization")?.[1];
        const shared =
          sharedToken !== null && plain.method === "GET" && bearer === `Bearer ${sharedToken}`;
        if (!shared) return fetch(input, init);
        const renew = () => call(new Request(input, init), fetch).kept;
        const kept = keptAnswer(plainKeyOf(plain), renew);
        const answer = kept === null ? null : ((await kept) as Kept | null);
        if (answer !== null) return answerOf(answer);
      }
      const request = new Request(input, init);
      const shared =
        sharedToken !== null &&
        request.method === "GET" &&
        request.headers.get("authorization") === `Bearer ${sharedToken}`;
      if (!shared) return fetch(request);
      const key = plain === null ? keyOf(request) : plainKeyOf(plain);
      const kept = keptAnswer(key, () => call(request, fetch).kept);
      const answer = kept === null ? null : ((await kept) as Kept | null);
      if (answer !== null) return answerOf(answer);
      const at = now();
      const made = call(request, fetch);
      keep(key, at, made.kept);
      return made.response;
    };

  const value = async <T extends object>(name: string, load: () => Promise<T>): Promise<T> => {
    // Not a read's key (those are JSON arrays): no read's answer is ever taken for a value.
    const key = `value:${name}`;
    const kept = keptAnswer(key, () => load().catch(() => null));
    const answer = kept === null ? null : await kept;
    if (answer !== null) return answer as T;
    const at = now();
    const made = load();
    keep(
      key,
      at,
      made.catch(() => null),
    );
    return made;
  };

  return { wrap, value, size: () => entries.size };
}
