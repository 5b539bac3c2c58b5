/**
 * The first-visit adapters: the FirstVisitApi over a scripted fetch and against the real
 * reference server, the dataLayer pushes and the A/B testing starter.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, startServer } from "../../server/app.ts";
import { createAbTesting } from "../../src/adapters/abTesting.ts";
import { CONSENT_MODE_DEFAULTS, createAnalytics } from "../../src/adapters/analytics.ts";
import { createAuthApi } from "../../src/adapters/http/authApi.ts";
import { createHttpClient } from "../../src/adapters/http/client.ts";
import { createFirstVisitApi } from "../../src/adapters/http/firstVisitApi.ts";
import { isApiError } from "../../src/core/apiError.ts";
import { ALL_REFUSED, consentPayload } from "../../src/core/consent.ts";
import { formOf, type Reply, scriptedHttp } from "./fakeFetch.ts";

const http = (...replies: Reply[]) => scriptedHttp({ country: "GB", usState: null }, ...replies);
const form = formOf;

describe("createFirstVisitApi over a scripted fetch", () => {
  it("postConsent: POST /cookies-consent with visitor_id, country_code and cookie_type", async () => {
    const { client, requests } = http({ status: 200, body: { status: "success" } });
    await createFirstVisitApi(client, () => "tok").postConsent(
      consentPayload("v1", "es", { ...ALL_REFUSED, analyticsConsent: true }),
    );
    expect(requests[0]?.url).toBe("http://api.test/cookies-consent");
    expect(requests[0]?.headers.Authorization).toBe("Bearer tok");
    expect(form(requests[0]?.body)).toEqual({
      visitor_id: "v1",
      country_code: "ES",
      "cookie_type[marketing]": "0",
      "cookie_type[statistics]": "1",
      "cookie_type[preferences]": "0",
      "cookie_type[strictly_necessary]": "1",
    });
  });

  it("createAgeVerificationSession: POST country_code, answers the session", async () => {
    const { client, requests } = http({ status: 200, body: { session_id: "s-1" } });
    await expect(createFirstVisitApi(client).createAgeVerificationSession("GB")).resolves.toEqual({
      session_id: "s-1",
    });
    expect(requests[0]?.url).toBe("http://api.test/age-verification/session");
    expect(form(requests[0]?.body)).toEqual({ country_code: "GB" });
  });

  it("ageVerificationStatus: GET the session (id encoded), answers the success flag", async () => {
    const { client, requests } = http({ status: 200, body: { success: true } });
    await expect(createFirstVisitApi(client).ageVerificationStatus("a/b")).resolves.toBe(true);
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.url).toBe("http://api.test/age-verification/session/a%2Fb");
  });

  it("verificationUrl: POST with the return path when given, answers the url", async () => {
    const { client, requests } = http({ status: 200, body: { url: "https://v.test/1" } });
    const api = createFirstVisitApi(client, () => null);
    await expect(api.verificationUrl("s-1", "/movies")).resolves.toBe("https://v.test/1");
    expect(requests[0]?.url).toBe("http://api.test/age-verification/session/s-1/verification-url");
    expect(form(requests[0]?.body)).toEqual({ return: "/movies" });
  });

  it("rejects only with ApiError: status, network and undecodable bodies", async () => {
    const api = createFirstVisitApi(
      http({ status: 404, body: { message: "Not found" } }, "network-error", {
        status: 200,
        body: { success: "yes" },
      }).client,
    );
    const statusFailure = await api.createAgeVerificationSession(null).catch((e: unknown) => e);
    expect(isApiError(statusFailure) && statusFailure.status).toBe(404);
    const networkFailure = await api
      .postConsent(consentPayload("v", null, ALL_REFUSED))
      .catch((e: unknown) => e);
    expect(networkFailure).toMatchObject({ _tag: "ApiError", status: 500, cause: "network" });
    const decodeFailure = await api.ageVerificationStatus("s").catch((e: unknown) => e);
    expect(isApiError(decodeFailure) && decodeFailure.cause).toBe("decode");
  });
});

describe("createFirstVisitApi against the reference server", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;
  let api: ReturnType<typeof createFirstVisitApi>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "cinema-first-visit-"));
    server = await startServer({ port: 0, dbPath: join(dir, "cinema.db"), resetDb: true });
    const client = createHttpClient({
      apiBase: `${server.url}/api`,
      clientId: process.env.CINEMA_CLIENT_ID ?? DEFAULT_CLIENT_ID,
      clientSecret: process.env.CINEMA_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET,
      locale: () => "en",
      location: () => ({ country: "GB", usState: null }),
    });
    const token = (await createAuthApi(client).clientToken()).access_token;
    api = createFirstVisitApi(client, () => token);
  });

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("records a consent", async () => {
    await expect(
      api.postConsent(consentPayload("visitor-1", "ES", ALL_REFUSED)),
    ).resolves.toBeUndefined();
  });

  it("a session starts unverified, is verified on the local verification page, then succeeds", async () => {
    const { session_id } = await api.createAgeVerificationSession("GB");
    await expect(api.ageVerificationStatus(session_id)).resolves.toBe(false);
    const url = await api.verificationUrl(session_id, "/movies");
    expect(url).toMatch(/^https?:\/\//);
    const page = new URL(url);
    const verify = await fetch(`${page.origin}${page.pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ return: page.searchParams.get("return") ?? "/" }),
      redirect: "manual",
    });
    expect(verify.status).toBe(303);
    expect(verify.headers.get("location")).toBe("/movies");
    await expect(api.ageVerificationStatus(session_id)).resolves.toBe(true);
  });

  it("an unknown session is an ApiError (the guard's thrown branch)", async () => {
    const error = await api
      .ageVerificationStatus("00000000-0000-4000-8000-000000000000")
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });
});

describe("analytics (dataLayer)", () => {
  const asArray = (entry: unknown) => Array.from(entry as ArrayLike<unknown>);

  it("puts the consent-mode defaults first, as a gtag Arguments object, once", () => {
    const host: { dataLayer?: unknown[] } = { dataLayer: [{ event: "gtm.js" }] };
    const analytics = createAnalytics(host);
    analytics.pushConsentDefaults();
    analytics.pushConsentDefaults();
    const first = host.dataLayer?.[0];
    expect(Object.prototype.toString.call(first)).toBe("[object Arguments]");
    expect(asArray(first)).toEqual(["consent", "default", CONSENT_MODE_DEFAULTS]);
    expect(host.dataLayer).toHaveLength(2);
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
    });
  });

  it("creates the dataLayer when missing", () => {
    const host: { dataLayer?: unknown[] } = {};
    createAnalytics(host).pushConsentDefaults();
    expect(host.dataLayer).toHaveLength(1);
  });

  it("pushes a consent update and a tag-manager event per accepted category", () => {
    const host: { dataLayer?: unknown[] } = {};
    const analytics = createAnalytics(host);
    analytics.pushConsentEvent("analytics");
    expect(asArray(host.dataLayer?.[0])).toEqual([
      "consent",
      "update",
      { analytics_storage: "granted" },
    ]);
    expect(host.dataLayer?.[1]).toEqual({ event: "cookie_consent_statistics" });
  });
});

describe("A/B testing starter", () => {
  const fakeDocument = () => {
    const appended: { id: string; src: string; async: boolean }[] = [];
    const doc = {
      createElement: () => ({ id: "", src: "", async: false }),
      head: { appendChild: (el: { id: string; src: string; async: boolean }) => appended.push(el) },
      getElementById: (id: string) => appended.find((el) => el.id === id) ?? null,
    };
    return { doc: doc as unknown as Document, appended };
  };

  it("adds the script once, however often it is started", () => {
    const { doc, appended } = fakeDocument();
    const ab = createAbTesting({ src: "https://ab.example/script.js", document: doc });
    ab.start();
    ab.start();
    expect(appended).toEqual([
      { id: "ab-testing-script", src: "https://ab.example/script.js", async: true },
    ]);
    expect(ab.started()).toBe(true);
  });

  it("is a no-op locally (no script URL)", () => {
    const { doc, appended } = fakeDocument();
    const ab = createAbTesting({ src: null, document: doc });
    ab.start();
    expect(appended).toEqual([]);
    expect(ab.started()).toBe(true);
  });
});
