import { createHttpClient } from "../../src/adapters/http/client.ts";
import type { VisitorLocation } from "../../src/core/ports.ts";

/**
 * A scripted fetch: answers from a queue and records every request. "hang" never answers
 * and ignores the abort signal (the worst a fetch can do).
 */
export type Reply = { status: number; body?: unknown; raw?: string } | "network-error" | "hang";

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | null;
  readonly signal: AbortSignal | null;
}

export function fakeFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    requests.push({
      url: String(input),
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? init.body : null,
      signal: init.signal ?? null,
    });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === "network-error") throw new TypeError("fetch failed");
    if (reply === "hang") return new Promise<never>(() => {});
    const text = reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
    return new Response(reply.status === 204 ? null : text, { status: reply.status });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** An HTTP client on a scripted fetch, for the API adapters' unit tests. */
export function scriptedHttp(
  location: VisitorLocation = { country: null, usState: null },
  ...replies: Reply[]
) {
  const fake = fakeFetch(...replies);
  const client = createHttpClient({
    apiBase: "http://api.test",
    clientId: "cid",
    clientSecret: "csecret",
    locale: () => "en",
    location: () => location,
    fetch: fake.fetch,
    retryDelayMs: () => 0,
  });
  return { client, requests: fake.requests };
}

/** A form-encoded request body as an object. */
export const formOf = (body: string | null | undefined) =>
  Object.fromEntries(new URLSearchParams(body ?? "").entries());
