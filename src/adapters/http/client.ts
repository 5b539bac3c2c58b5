import type { Schema } from "effect";
import { type ApiError, apiError, DEFAULT_ERROR_STATUS, isApiError } from "../../core/apiError.ts";
import { RETRIES_DEFAULT } from "../../core/constants.ts";
import { errors } from "../../core/messages.ts";
import type { VisitorLocation } from "../../core/ports.ts";
import { SESSION_ENDPOINTS_BASE } from "../../core/sessionEndpoints.ts";
import type { Decoder } from "../../core/validate.ts";
import { type FormFields, formEncode } from "./formEncode.ts";

export interface HttpClientConfig {
  readonly apiBase: string;
  /** The page server's session endpoints; SESSION_ENDPOINTS_BASE by default. */
  readonly sessionBase?: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly locale: () => string;
  readonly location: () => VisitorLocation;
  readonly sessionId?: () => string | undefined;
  /** The user-type cache key (`user_segment_id` of `GET /smart/user-segment`). */
  readonly userSegment?: () => string | undefined;
  /** The analytics client id (`googleClientId` of the `_ga` cookie); omitted when absent. */
  readonly googleClientId?: () => string | undefined;
  readonly fetch?: typeof fetch;
  /** Pause before retry n (1-based); linear backoff by default. */
  readonly retryDelayMs?: (attempt: number) => number;
  /** How long a call may take, retries included; REQUEST_TIMEOUT_MS by default. */
  readonly requestTimeoutMs?: number;
}

/**
 * How long one call may take, retries included, before it ends as an ApiError (status 500,
 * cause "timeout") that the spec's error handling toasts. The spec gives no number.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The status whose answer carries a message the viewer can read (throttling). */
const TOO_MANY_REQUESTS = 429;

interface CallOptions {
  /** Bearer token for the Authorization header. */
  readonly token?: string | null;
  /** The caller's cancellation; combined with the call's timeout. */
  readonly signal?: AbortSignal;
}

export interface GetOptions extends CallOptions {
  readonly query?: FormFields;
  /** Retries after network errors and 5xx (spec 001 §9: 2 by default). */
  readonly retries?: number;
}

export interface PostOptions extends CallOptions {
  /** Sent form-encoded (spec 001 §7). */
  readonly body?: FormFields;
  /**
   * Retries after network errors and 5xx, never 4xx. 0 by default: a POST is retried only
   * where the spec gives a number (001 §9: 3 for password reset, 1 for confession filter).
   */
  readonly retries?: number;
}

/**
 * How an answer's body is decoded: an Effect schema (Effect and the schemas load with the first
 * answer that needs them), or one of core's hand-written decoders (core/validate.ts), which
 * needs no Effect: for the calls the browser makes right after hydrating (decision 0058).
 */
export type BodyDecoder<A> = Schema.Decoder<A> | { readonly withoutEffect: Decoder<A> };

/** `decoder` (core/validate.ts) as a body decoder: the answer is decoded without Effect. */
export const withoutEffect = <A>(decoder: Decoder<A>): BodyDecoder<A> => ({
  withoutEffect: decoder,
});

/**
 * One API client on fetch. Every promise resolves with the decoded body or rejects with an
 * `ApiError`, never anything else.
 */
export interface HttpClient {
  readonly clientId: string;
  readonly clientSecret: string;
  get<A>(path: string, schema: BodyDecoder<A>, options?: GetOptions): Promise<A>;
  post<A>(path: string, schema: Schema.Decoder<A>, options?: PostOptions): Promise<A>;
  /**
   * DELETE with its key in the query; retried like a GET (it is idempotent). A `body` (a
   * confirmation such as the current password, never in the URL) is sent form-encoded.
   */
  delete<A>(
    path: string,
    schema: Schema.Decoder<A>,
    options?: GetOptions & { readonly body?: FormFields },
  ): Promise<A>;
  /** PUT with a form-encoded body, like a POST (`/rate` updates). */
  put<A>(path: string, schema: Schema.Decoder<A>, options?: PostOptions): Promise<A>;
  /**
   * POST to the page server's session endpoints (`/session{path}` on the site's own origin,
   * whatever the API base: docs/decisions/0035), with the same headers; the browser sends
   * their HttpOnly cookie, which no script reads.
   */
  session<A>(path: string, schema: Schema.Decoder<A>, options?: PostOptions): Promise<A>;
}

type Outcome<A> = { ok: true; value: A } | { ok: false; error: ApiError; retryable: boolean };

const failed = (error: ApiError, retryable: boolean) => ({ ok: false, error, retryable }) as const;

const defaultRetryDelayMs = (attempt: number): number => attempt * 300;

const parseJson = (text: string): { ok: true; json: unknown } | { ok: false } => {
  if (text.trim() === "") return { ok: true, json: null };
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * The decoders (Effect and the schemas under them) load with the first answer: no call is
 * made before the first render, so they are no part of the start-up.
 */
let decoding: Promise<typeof import("./decode.ts")> | null = null;
const decoders = () => {
  // An import that failed (offline) is tried again at the next answer.
  decoding ??= import("./decode.ts").catch((error: unknown) => {
    decoding = null;
    throw error;
  });
  return decoding;
};

/** The body decoded by `schema`, or null when it does not decode. */
const decodeAnswer = async <A>(
  schema: BodyDecoder<A>,
  json: unknown,
): Promise<{ value: A } | null> => {
  if (!("withoutEffect" in schema)) return (await decoders()).decodeBody(schema, json);
  const decoded = schema.withoutEffect(json);
  return decoded.ok ? { value: decoded.value } : null;
};

/**
 * The ApiError of a non-2xx response, with the field errors of its body when present. The
 * message is the spec's text for the status (001 §8), except for throttling (429), whose
 * answer says in words what to wait for.
 */
const statusError = async (status: number, text: string): Promise<ApiError> => {
  const parsed = parseJson(text);
  const body = parsed.ok ? (await decoders()).decodeErrorBody(parsed.json) : null;
  const serverMessage = body?.message.trim() ?? "";
  return status === TOO_MANY_REQUESTS && serverMessage !== ""
    ? apiError(status, "status", body?.errors ?? {}, serverMessage)
    : apiError(status, "status", body?.errors ?? {});
};

/** Settles with `promise`, or rejects as soon as `signal` aborts (even if it never settles). */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  ms > 0
    ? untilAborted(new Promise<void>((resolve) => setTimeout(resolve, ms)), signal)
    : Promise.resolve();

/** A signal that aborts when any of `signals` does (AbortSignal.any where it exists). */
const anySignal = (signals: readonly AbortSignal[]): AbortSignal => {
  if (typeof AbortSignal.any === "function") return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
};

/** A call's deadline: its own abort signal, combined with the caller's. */
interface Deadline {
  readonly signal: AbortSignal;
  readonly expired: () => boolean;
  readonly clear: () => void;
}

const startDeadline = (timeoutMs: number, callerSignal: AbortSignal | undefined): Deadline => {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error("request timed out")), timeoutMs);
  return {
    signal: callerSignal ? anySignal([callerSignal, timeout.signal]) : timeout.signal,
    expired: () => timeout.signal.aborted,
    clear: () => clearTimeout(timer),
  };
};

export function createHttpClient(config: HttpClientConfig): HttpClient {
  if (config.clientId.trim() === "") throw new Error(errors.wrongApiKey);
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryDelayMs = config.retryDelayMs ?? defaultRetryDelayMs;
  const timeoutMs = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = config.apiBase.replace(/\/+$/, "");
  const sessionBase = (config.sessionBase ?? SESSION_ENDPOINTS_BASE).replace(/\/+$/, "");

  const headers = (token: string | null | undefined): Record<string, string> => {
    const { country, usState } = config.location();
    const sessionId = config.sessionId?.();
    const userSegment = config.userSegment?.();
    const googleClientId = config.googleClientId?.();
    return {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      locale: config.locale(),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(country && { "x-el-country": country }),
      ...(usState && { "x-el-us-state": usState }),
      ...(sessionId && { "X-Session-Id": sessionId }),
      ...(userSegment && { "X-User-Segment": userSegment }),
      ...(googleClientId && { "x-google-client-id": googleClientId }),
    };
  };

  /** One request: the decoded body, or the ApiError and whether a retry may help. */
  async function attempt<A>(
    url: string,
    init: RequestInit,
    schema: BodyDecoder<A>,
    deadline: Deadline,
  ): Promise<Outcome<A>> {
    let status: number;
    let text: string;
    try {
      const { signal } = deadline;
      const response = await untilAborted(doFetch(url, { ...init, signal }), signal);
      status = response.status;
      text = await untilAborted(response.text(), signal);
    } catch {
      return deadline.expired()
        ? failed(apiError(DEFAULT_ERROR_STATUS, "timeout"), false)
        : failed(apiError(DEFAULT_ERROR_STATUS, "network"), true);
    }
    if (status < 200 || status > 299) return failed(await statusError(status, text), status >= 500);
    const parsed = parseJson(text);
    const decoded = parsed.ok ? await decodeAnswer(schema, parsed.json) : null;
    if (decoded === null) return failed(apiError(DEFAULT_ERROR_STATUS, "decode"), false);
    return { ok: true, value: decoded.value };
  }

  /** The request with its retries, all within one deadline. */
  async function call<A>(
    url: string,
    init: RequestInit,
    schema: BodyDecoder<A>,
    retries: number,
    callerSignal: AbortSignal | undefined,
  ): Promise<A> {
    const deadline = startDeadline(timeoutMs, callerSignal);
    try {
      for (let n = 0; ; n++) {
        const outcome = await attempt(url, init, schema, deadline);
        if (outcome.ok) return outcome.value;
        const aborted = deadline.signal.aborted;
        if (!outcome.retryable || aborted || n >= retries) throw outcome.error;
        try {
          await sleep(retryDelayMs(n + 1), deadline.signal);
        } catch {
          throw deadline.expired() ? apiError(DEFAULT_ERROR_STATUS, "timeout") : outcome.error;
        }
      }
    } finally {
      deadline.clear();
    }
  }

  const urlOf = (path: string, query?: FormFields, root = base): string => {
    const search = query ? formEncode(query).toString() : "";
    return `${root}${path.startsWith("/") ? path : `/${path}`}${search ? `?${search}` : ""}`;
  };

  /** Builds the request inside the guard: a throwing config getter is an ApiError too. */
  const guarded = async <A>(run: () => Promise<A>): Promise<A> => {
    try {
      return await run();
    } catch (error) {
      throw isApiError(error) ? error : apiError(DEFAULT_ERROR_STATUS, "network");
    }
  };

  return {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    get: (path, schema, options = {}) =>
      guarded(() => {
        const init: RequestInit = { method: "GET", headers: headers(options.token) };
        const retries = options.retries ?? RETRIES_DEFAULT;
        return call(urlOf(path, options.query), init, schema, retries, options.signal);
      }),
    post: (path, schema, options = {}) => withBody("POST", path, schema, options),
    put: (path, schema, options = {}) => withBody("PUT", path, schema, options),
    session: (path, schema, options = {}) =>
      withBody("POST", path, schema, options, urlOf(path, undefined, sessionBase)),
    delete: (path, schema, options = {}) =>
      guarded(() => {
        const init: RequestInit =
          options.body === undefined
            ? { method: "DELETE", headers: headers(options.token) }
            : {
                method: "DELETE",
                headers: {
                  ...headers(options.token),
                  "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
                },
                body: formEncode(options.body).toString(),
              };
        const retries = options.retries ?? RETRIES_DEFAULT;
        return call(urlOf(path, options.query), init, schema, retries, options.signal);
      }),
  };

  /** A POST or PUT with a form-encoded body (spec 001 §7). */
  function withBody<A>(
    method: "POST" | "PUT",
    path: string,
    schema: Schema.Decoder<A>,
    options: PostOptions,
    url = urlOf(path),
  ): Promise<A> {
    return guarded(() => {
      const init: RequestInit = {
        method,
        headers: {
          ...headers(options.token),
          "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        },
        body: formEncode(options.body ?? {}).toString(),
      };
      return call(url, init, schema, options.retries ?? 0, options.signal);
    });
  }
}
