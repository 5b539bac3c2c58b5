/**
 * VHS's request method with the spec's retry parameters (spec 001 §9, core/mediaRequests.ts):
 * every manifest, key and segment request of VHS goes through `videojs.xhr`; this wraps it
 * in attempts. VHS 3 has no such options (its `xhr` only has a 45 s timeout and no retry; the
 * retry manager of @videojs/xhr 2.7 is cancelled by its own load handler on a network
 * error), so this method replaces `Vhs.xhr`, which VHS calls for every request when it is
 * not the original (`xhr.js`: `videojs.Vhs.xhr.original === true ? videojs.xhr : Vhs.xhr`).
 *
 * One request: one XMLHttpRequest reused by every attempt (VHS keeps the object it got
 * back and reads the answer from it). An attempt fails after `timeout` in all, when no
 * headers came within `connectionTimeout`, or when nothing arrived for `stallTimeout` after
 * they did: it is aborted without VHS's own abort flag (VHS would take it for its own
 * cancellation) and counts as a timeout (`ETIMEDOUT`, VHS's `request.timedout`). A failed
 * attempt worth repeating (core `worthRetrying`) is repeated after core `retryDelayMs`;
 * the last failure goes to VHS. VHS's own abort (a seek, a rendition switch) ends it all.
 */
import { type RetryParameters, retryDelayMs, worthRetrying } from "../../core/mediaRequests.ts";

/** What is used of an XMLHttpRequest. */
export interface XhrLike {
  readonly readyState: number;
  /** Set by VHS when it cancels the request itself. */
  aborted?: boolean;
  addEventListener(type: string, listener: () => void): void;
}

export interface XhrResponse {
  readonly statusCode?: number;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

export type XhrCallback = (error: Error | null, response: XhrResponse) => void;

export interface XhrOptions {
  readonly timeout?: number;
  readonly beforeSend?: (xhr: XhrLike) => void;
  readonly xhr?: XhrLike;
  readonly [key: string]: unknown;
}

/** `videojs.xhr` (@videojs/xhr): sends, calls back once per call, reuses `options.xhr`. */
export type XhrMethod = (options: XhrOptions, callback: XhrCallback) => XhrLike;

export interface RequestTimers {
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  /** [0, 1), for the fuzz. */
  readonly random: () => number;
  /** Aborts the attempt on the wire without VHS's abort flag. */
  readonly abort: (xhr: XhrLike) => void;
}

/** XMLHttpRequest.readyState HEADERS_RECEIVED. */
const HEADERS_RECEIVED = 2;

const timedOut = (what: string): Error =>
  Object.assign(new Error(`Media request timed out (${what})`), { code: "ETIMEDOUT" });

/** The request method VHS calls, carrying the parameters it applies (read by tests). */
export type RetryingXhr = XhrMethod & { readonly retryParameters: RetryParameters };

export function retryingXhr(
  send: XhrMethod,
  parameters: RetryParameters,
  timers: RequestTimers,
): RetryingXhr {
  const method = (options: XhrOptions, callback: XhrCallback): XhrLike => {
    let request: XhrLike | null = null;
    let attempt = 0;
    let retry: unknown = null;
    const watch: { total: unknown; connect: unknown; stall: unknown } = {
      total: null,
      connect: null,
      stall: null,
    };
    const unwatch = () => {
      for (const key of ["total", "connect", "stall"] as const) {
        if (watch[key] !== null) timers.clearTimeout(watch[key]);
        watch[key] = null;
      }
    };
    const cancelled = () => request?.aborted === true;

    const run = () => {
      attempt += 1;
      const current = attempt;
      let settled = false;
      let xhr: XhrLike | null = null;
      const finish = (error: Error | null, response: XhrResponse) => {
        if (settled || current !== attempt) return;
        settled = true;
        unwatch();
        const status = error ? (response.statusCode ?? 0) : (response.statusCode ?? 200);
        const delay = worthRetrying(status)
          ? retryDelayMs(current, timers.random(), parameters)
          : null;
        if (delay !== null && !cancelled()) {
          retry = timers.setTimeout(() => {
            retry = null;
            if (!cancelled()) run();
          }, delay);
          return;
        }
        callback(error, response);
      };
      const expire = (what: string) => () => {
        if (settled || xhr === null) return;
        timers.abort(xhr);
        finish(timedOut(what), { statusCode: 0, headers: {} });
      };
      const stall = () => {
        if (watch.stall !== null) timers.clearTimeout(watch.stall);
        watch.stall = timers.setTimeout(expire("stalled"), parameters.stallTimeout);
      };
      xhr = send(
        {
          ...options,
          // The attempt's whole time is watched here (the library's own timeout never retries).
          timeout: 0,
          ...(request === null ? {} : { xhr: request }),
          beforeSend: (sending: XhrLike) => {
            options.beforeSend?.(sending);
            watch.total = timers.setTimeout(expire("timeout"), parameters.timeout);
            watch.connect = timers.setTimeout(expire("no answer"), parameters.connectionTimeout);
          },
        },
        finish,
      );
      if (request === null) {
        request = xhr;
        // Once per request object (every attempt reuses it).
        xhr.addEventListener("readystatechange", () => {
          if (xhr === null || xhr.readyState < HEADERS_RECEIVED || watch.connect === null) return;
          timers.clearTimeout(watch.connect);
          watch.connect = null;
          stall();
        });
        xhr.addEventListener("progress", () => {
          if (watch.stall !== null) stall();
        });
        xhr.addEventListener("abort", () => {
          if (!cancelled()) return;
          unwatch();
          if (retry !== null) timers.clearTimeout(retry);
        });
      }
    };
    run();
    return request as unknown as XhrLike;
  };
  return Object.assign(method, { retryParameters: parameters });
}
