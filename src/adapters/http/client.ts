import { Result, Schema } from "effect";
import { type ApiError, apiError, isApiError } from "../../core/apiError.ts";
import { RETRIES_DEFAULT } from "../../core/constants.ts";
import { errors } from "../../core/messages.ts";
import type { VisitorLocation } from "../../core/ports.ts";
import { ApiErrorBody } from "../../core/schema/index.ts";
import { type FormFields, formEncode } from "./formEncode.ts";

export interface HttpClientConfig {
  readonly apiBase: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly locale: () => string;
  readonly location: () => VisitorLocation;
  readonly sessionId?: () => string | undefined;
  readonly userSegment?: () => string | undefined;
  readonly fetch?: typeof fetch;
  /** Pause before retry n (1-based); linear backoff by default. */
  readonly retryDelayMs?: (attempt: number) => number;
}

interface CallOptions {
  /** Bearer token for the Authorization header. */
  readonly token?: string | null;
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
}

/**
 * One API client on fetch. Every promise resolves with the decoded body or rejects with an
 * `ApiError`, never anything else.
 */
export interface HttpClient {
  readonly clientId: string;
  readonly clientSecret: string;
  get<A>(path: string, schema: Schema.Decoder<A>, options?: GetOptions): Promise<A>;
  post<A>(path: string, schema: Schema.Decoder<A>, options?: PostOptions): Promise<A>;
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

const decodeErrorBody = Schema.decodeUnknownResult(ApiErrorBody);

/** The ApiError of a non-2xx response, with the field errors of its body when present. */
const statusError = (status: number, text: string): ApiError => {
  const parsed = parseJson(text);
  const body = parsed.ok ? decodeErrorBody(parsed.json) : null;
  const fieldErrors = body && Result.isSuccess(body) ? (body.success.errors ?? {}) : {};
  return apiError(status, "status", fieldErrors);
};

const sleep = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function createHttpClient(config: HttpClientConfig): HttpClient {
  if (config.clientId.trim() === "") throw new Error(errors.wrongApiKey);
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryDelayMs = config.retryDelayMs ?? defaultRetryDelayMs;
  const base = config.apiBase.replace(/\/+$/, "");

  const headers = (token: string | null | undefined): Record<string, string> => {
    const { country, usState } = config.location();
    const sessionId = config.sessionId?.();
    const userSegment = config.userSegment?.();
    return {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      locale: config.locale(),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(country && { "x-el-country": country }),
      ...(usState && { "x-el-us-state": usState }),
      ...(sessionId && { "X-Session-Id": sessionId }),
      ...(userSegment && { "X-User-Segment": userSegment }),
    };
  };

  /** One request: the decoded body, or the ApiError and whether a retry may help. */
  async function attempt<A>(
    url: string,
    init: RequestInit,
    schema: Schema.Decoder<A>,
  ): Promise<Outcome<A>> {
    let status: number;
    let text: string;
    try {
      const response = await doFetch(url, init);
      status = response.status;
      text = await response.text();
    } catch {
      return failed(apiError(0, "network"), true);
    }
    if (status < 200 || status > 299) return failed(statusError(status, text), status >= 500);
    const parsed = parseJson(text);
    const decoded = parsed.ok ? Schema.decodeUnknownResult(schema)(parsed.json) : null;
    if (decoded === null || Result.isFailure(decoded))
      return failed(apiError(500, "decode"), false);
    return { ok: true, value: decoded.success };
  }

  async function call<A>(
    url: string,
    init: RequestInit,
    schema: Schema.Decoder<A>,
    retries: number,
  ): Promise<A> {
    for (let n = 0; ; n++) {
      const outcome = await attempt(url, init, schema);
      if (outcome.ok) return outcome.value;
      const aborted = init.signal?.aborted === true;
      if (!outcome.retryable || aborted || n >= retries) throw outcome.error;
      await sleep(retryDelayMs(n + 1));
    }
  }

  const urlOf = (path: string, query?: FormFields): string => {
    const search = query ? formEncode(query).toString() : "";
    return `${base}${path.startsWith("/") ? path : `/${path}`}${search ? `?${search}` : ""}`;
  };

  /** Builds the request inside the guard: a throwing config getter is an ApiError too. */
  const guarded = async <A>(run: () => Promise<A>): Promise<A> => {
    try {
      return await run();
    } catch (error) {
      throw isApiError(error) ? error : apiError(0, "network");
    }
  };

  return {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    get: (path, schema, options = {}) =>
      guarded(() => {
        const init: RequestInit = {
          method: "GET",
          signal: options.signal,
          headers: headers(options.token),
        };
        return call(urlOf(path, options.query), init, schema, options.retries ?? RETRIES_DEFAULT);
      }),
    post: (path, schema, options = {}) =>
      guarded(() => {
        const init: RequestInit = {
          method: "POST",
          signal: options.signal,
          headers: {
            ...headers(options.token),
            "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
          },
          body: formEncode(options.body ?? {}).toString(),
        };
        return call(urlOf(path), init, schema, 0);
      }),
  };
}
