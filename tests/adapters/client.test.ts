import { Schema } from "effect";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createHttpClient,
  type HttpClientConfig,
  REQUEST_TIMEOUT_MS,
} from "../../src/adapters/http/client.ts";
import { formEncode } from "../../src/adapters/http/formEncode.ts";
import { apiError, isApiError, isNetworkFailure } from "../../src/core/apiError.ts";
import { RETRIES_PASSWORD_RESET } from "../../src/core/constants.ts";
import { TokenResponse } from "../../src/core/schema/index.ts";
import { fakeFetch, type Reply } from "./fakeFetch.ts";

const token = { access_token: "t", token_type: "Bearer", expires_in: 60, refresh_token: null };

const client = (replies: Reply[], config: Partial<HttpClientConfig> = {}) => {
  const fake = fakeFetch(...replies);
  const http = createHttpClient({
    apiBase: "https://api.cinema.test/api/",
    clientId: "id",
    clientSecret: "secret",
    locale: () => "en",
    location: () => ({ country: null, usState: null }),
    fetch: fake.fetch,
    retryDelayMs: () => 0,
    ...config,
  });
  return { http, requests: fake.requests };
};

/** The rejection of a promise that must reject. */
const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
};

afterEach(() => vi.useRealTimers());

describe("createHttpClient", () => {
  it("throws 'Wrong API Key' without a client id (spec 001 §5)", () => {
    expect(() => client([], { clientId: "" })).toThrow("Wrong API Key");
  });

  it("sends the spec's headers, bearer and location only when known", async () => {
    const { http, requests } = client(
      [
        { status: 200, body: token },
        { status: 200, body: token },
      ],
      {
        locale: () => "es",
        location: () => ({ country: "US", usState: "TX" }),
        sessionId: () => "sess-1",
        userSegment: () => "seg-2",
        googleClientId: () => "1234567890.1700000000",
      },
    );
    await http.get("/movies", TokenResponse, { token: "abc" });
    expect(requests[0]?.url).toBe("https://api.cinema.test/api/movies");
    expect(requests[0]?.headers).toMatchObject({
      "X-Requested-With": "XMLHttpRequest",
      locale: "es",
      Authorization: "Bearer abc",
      "x-el-country": "US",
      "x-el-us-state": "TX",
      "X-Session-Id": "sess-1",
      "X-User-Segment": "seg-2",
      "x-google-client-id": "1234567890.1700000000",
    });
    const bare = client([{ status: 200, body: token }]);
    await bare.http.get("/movies", TokenResponse);
    const headers = Object.keys(bare.requests[0]?.headers ?? {});
    for (const absent of [
      "Authorization",
      "x-el-country",
      "x-el-us-state",
      "X-Session-Id",
      "X-User-Segment",
      "x-google-client-id",
    ]) {
      expect(headers).not.toContain(absent);
    }
  });

  it("leaves out the optional headers whose getters give nothing", async () => {
    const { http, requests } = client([{ status: 200, body: token }], {
      sessionId: () => undefined,
      userSegment: () => "",
      googleClientId: () => undefined,
    });
    await http.get("/movies", TokenResponse);
    const headers = Object.keys(requests[0]?.headers ?? {});
    for (const absent of ["X-Session-Id", "X-User-Segment", "x-google-client-id"])
      expect(headers).not.toContain(absent);
  });

  it("sends no test-segment header: the spec gives the test segment no source (decision 0082)", async () => {
    const config = { testSegment: () => "test-b" } as unknown as Partial<HttpClientConfig>;
    const { http, requests } = client([{ status: 200, body: token }], config);
    await http.get("/movies", TokenResponse);
    const headers = Object.keys(requests[0]?.headers ?? {});
    expect(headers.filter((name) => /test.?segment/i.test(name))).toEqual([]);
  });

  it("form-encodes POST bodies, nested objects as key[sub]=value", async () => {
    const { http, requests } = client([{ status: 200, body: token }]);
    await http.post("/sign-up", TokenResponse, {
      body: {
        email: "a+b@cinema.test",
        cookie_type: { marketing: true, strictly_necessary: true, statistics: false },
        skipped: undefined,
      },
    });
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.headers["Content-Type"]).toMatch(/^application\/x-www-form-urlencoded/);
    const sent = new URLSearchParams(requests[0]?.body ?? "");
    expect([...sent.entries()]).toEqual([
      ["email", "a+b@cinema.test"],
      ["cookie_type[marketing]", "1"],
      ["cookie_type[strictly_necessary]", "1"],
      ["cookie_type[statistics]", "0"],
    ]);
  });

  it("puts GET queries in the URL, lists as key[]=value", async () => {
    const { http, requests } = client([{ status: 200, body: token }]);
    await http.get("/movies", TokenResponse, { query: { page: 2, tags: ["a", "b c"], x: null } });
    expect(requests[0]?.url).toBe(
      "https://api.cinema.test/api/movies?page=2&tags%5B%5D=a&tags%5B%5D=b+c",
    );
  });

  it("decodes the body through the schema", async () => {
    const { http } = client([{ status: 200, body: { ...token, extra: 1 } }]);
    await expect(http.get("/oauth/token", TokenResponse)).resolves.toEqual(token);
  });

  it("retries a GET after 5xx and network errors, 2 times by default", async () => {
    const { http, requests } = client([
      { status: 503 },
      "network-error",
      { status: 200, body: token },
    ]);
    await expect(http.get("/me", TokenResponse)).resolves.toEqual(token);
    expect(requests).toHaveLength(3);

    const failing = client([{ status: 500 }, { status: 502 }, { status: 503 }, { status: 200 }]);
    const error = await rejection(failing.http.get("/me", TokenResponse));
    expect(error).toMatchObject({ _tag: "ApiError", status: 503, cause: "status" });
    expect(failing.requests).toHaveLength(3);
  });

  it("honours a per-call retry count", async () => {
    const { http, requests } = client(["network-error", "network-error", "network-error"]);
    await rejection(http.get("/confessions", TokenResponse, { retries: 1 }));
    expect(requests).toHaveLength(2);
  });

  it("never retries 4xx, decode failures, or POSTs unless the caller asks", async () => {
    const notFound = client([{ status: 404, body: { message: "nope" } }]);
    expect(await rejection(notFound.http.get("/movies/9", TokenResponse))).toMatchObject({
      status: 404,
      message: "Not found",
    });
    expect(notFound.requests).toHaveLength(1);

    const post = client([{ status: 500 }, "network-error"]);
    expect(await rejection(post.http.post("/login", TokenResponse))).toMatchObject({ status: 500 });
    expect(post.requests).toHaveLength(1);

    const undecodable = client([{ status: 200, body: { nope: true } }]);
    await rejection(undecodable.http.get("/me", TokenResponse));
    expect(undecodable.requests).toHaveLength(1);
  });

  it("retries a POST after network errors and 5xx as many times as the caller says", async () => {
    const reset = client([
      "network-error",
      { status: 502 },
      { status: 503 },
      { status: 200, body: { status: "sent" } },
    ]);
    await expect(
      reset.http.post("/password/reset/create", Schema.Unknown, {
        body: { email: "a@cinema.test" },
        retries: RETRIES_PASSWORD_RESET,
      }),
    ).resolves.toEqual({ status: "sent" });
    expect(reset.requests).toHaveLength(4);
    for (const request of reset.requests) {
      expect(request).toMatchObject({ method: "POST", body: "email=a%40cinema.test" });
    }

    const filter = client([{ status: 500 }, { status: 500 }, { status: 200 }]);
    const error = await rejection(
      filter.http.post("/confessions/filtered", Schema.Unknown, {
        retries: 1,
      }),
    );
    expect(error).toMatchObject({ status: 500, cause: "status" });
    expect(filter.requests).toHaveLength(2);
  });

  it("never retries a POST answered 4xx, whatever the retry count", async () => {
    for (const status of [400, 401, 404, 418, 422, 429]) {
      const { http, requests } = client([{ status }, { status: 200 }]);
      expect(
        await rejection(http.post("/password/reset", Schema.Unknown, { retries: 3 })),
      ).toMatchObject({ status });
      expect(requests).toHaveLength(1);
    }
  });

  it("a network failure is ApiError status 500, cause network (spec 001 §8)", async () => {
    const { http } = client(["network-error", "network-error", "network-error"]);
    const error = await rejection(http.get("/me", TokenResponse));
    expect(error).toMatchObject({
      _tag: "ApiError",
      status: 500,
      cause: "network",
      message: "Oops!!!, something went wrong. Please try again later.",
    });
    expect(isNetworkFailure(error)).toBe(true);
  });

  it("ends a hanging call after REQUEST_TIMEOUT_MS as ApiError 500, cause timeout", async () => {
    vi.useFakeTimers();
    const { http, requests } = client(["hang"]);
    const outcome = rejection(http.get("/me", TokenResponse));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({
      _tag: "ApiError",
      status: 500,
      cause: "timeout",
      message: "Oops!!!, something went wrong. Please try again later.",
    });
    expect(isNetworkFailure(error)).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the timeout covers the retries too, and a POST times out the same way", async () => {
    vi.useFakeTimers();
    const { http, requests } = client(["network-error", "hang", { status: 200, body: token }], {
      retryDelayMs: () => 1_000,
    });
    const outcome = rejection(http.get("/me", TokenResponse));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ status: 500, cause: "timeout" });
    expect(requests).toHaveLength(2);

    const post = client(["hang"], { requestTimeoutMs: 50 });
    const posted = rejection(post.http.post("/login", TokenResponse));
    await vi.advanceTimersByTimeAsync(50);
    expect(await posted).toMatchObject({ status: 500, cause: "timeout" });
  });

  it("the caller's abort signal ends the call too, without a retry", async () => {
    const { http, requests } = client(["hang", { status: 200, body: token }]);
    const controller = new AbortController();
    const outcome = rejection(http.get("/me", TokenResponse, { signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    expect(await outcome).toMatchObject({ _tag: "ApiError", status: 500, cause: "network" });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it("a 429 carries the server's message; other statuses keep the spec's table", async () => {
    const wait = "Too many login attempts. Please wait a minute and try again.";
    const throttled = client([{ status: 429, body: { message: wait } }]);
    expect(await rejection(throttled.http.post("/login", TokenResponse))).toMatchObject({
      status: 429,
      cause: "status",
      message: wait,
    });
    const bare = client([{ status: 429, raw: "slow down" }]);
    expect(await rejection(bare.http.post("/login", TokenResponse))).toMatchObject({
      status: 429,
      message: "Error: Unable to process request, please try again.",
    });
    const unauthorized = client([{ status: 401, body: { message: "Token expired at 12:00" } }]);
    expect(await rejection(unauthorized.http.post("/login", TokenResponse))).toMatchObject({
      status: 401,
      message: "Invalid credentials",
    });
  });

  it("malformed JSON and wrong-shaped bodies are ApiError 500 'decode'", async () => {
    const malformed = client([{ status: 200, raw: "{not json" }]);
    expect(await rejection(malformed.http.get("/me", TokenResponse))).toMatchObject({
      status: 500,
      cause: "decode",
      message: "Oops!!!, something went wrong. Please try again later.",
    });
    const wrong = client([{ status: 200, body: { ...token, expires_in: "soon" } }]);
    expect(await rejection(wrong.http.get("/me", TokenResponse))).toMatchObject({
      status: 500,
      cause: "decode",
    });
  });

  it("keeps a 422 body's field errors and the catalogue message", async () => {
    const errors = { email: ["The email has already been taken."] };
    const { http } = client([{ status: 422, body: { message: "Invalid", errors } }]);
    expect(await rejection(http.post("/sign-up", Schema.Unknown))).toEqual({
      _tag: "ApiError",
      status: 422,
      cause: "status",
      fieldErrors: errors,
      message: "This user already exists, please user another email, or log in.",
    });
  });

  it("accepts an empty 204 body when the schema allows it", async () => {
    const { http } = client([{ status: 204 }]);
    await expect(http.post("/logout", Schema.Unknown)).resolves.toBeNull();
  });

  it("rejects only with ApiError, whatever fetch or the config do", async () => {
    const replies = fc.oneof(
      fc.constant<Reply>("network-error"),
      fc.record({ status: fc.integer({ min: 200, max: 599 }), raw: fc.string() }),
      fc.record({ status: fc.integer({ min: 200, max: 599 }), body: fc.jsonValue() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(replies, { minLength: 3, maxLength: 3 }), async (script) => {
        const { http } = client(script);
        try {
          await http.get("/me", TokenResponse);
        } catch (error) {
          expect(isApiError(error)).toBe(true);
        }
      }),
    );
    const throwing = client([], {
      locale: () => {
        throw new Error("boom");
      },
    });
    expect(isApiError(await rejection(throwing.http.get("/me", TokenResponse)))).toBe(true);
  });
});

describe("isNetworkFailure", () => {
  it("is true for network failures and timeouts only", () => {
    expect(isNetworkFailure(apiError(500, "network"))).toBe(true);
    expect(isNetworkFailure(apiError(500, "timeout"))).toBe(true);
    expect(isNetworkFailure(apiError(500, "status"))).toBe(false);
    expect(isNetworkFailure(apiError(500, "decode"))).toBe(false);
    expect(isNetworkFailure(apiError(503, "status"))).toBe(false);
    expect(isNetworkFailure(new TypeError("fetch failed"))).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});

describe("formEncode", () => {
  it("encodes lists as key[]=value and skips null/undefined", () => {
    expect(formEncode({ a: [1, 2], b: null, c: { d: [true] } }).toString()).toBe(
      "a%5B%5D=1&a%5B%5D=2&c%5Bd%5D%5B%5D=1",
    );
  });
});
