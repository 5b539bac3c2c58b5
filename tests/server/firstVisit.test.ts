import { request } from "node:http";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AgeVerificationSession,
  AgeVerificationStatus,
  ConsentReceipt,
  VerificationUrl,
} from "../../src/core/schema/ageVerification.ts";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import { decodes, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ defaultCountry: "US", defaultUsState: "TX" });
});
afterAll(() => server.stop());

const consents = (visitorId: string) => {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db
      .prepare("SELECT * FROM cookie_consents WHERE visitor_id = ? ORDER BY id")
      .all(visitorId) as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

const newSession = async (
  body: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  const res = await server.post("/age-verification/session", body, { headers });
  expect(res.status).toBe(200);
  return decodes(AgeVerificationSession, await res.json()).session_id;
};

const status = async (id: string) =>
  decodes(AgeVerificationStatus, await (await server.api(`/age-verification/session/${id}`)).json())
    .success;

describe("POST /cookies-consent", () => {
  it("stores a consent sent as a form in bracket notation", async () => {
    const res = await server.post(
      "/cookies-consent",
      "visitor_id=v-form&country_code=es&cookie_type[marketing]=false&cookie_type[statistics]=true&cookie_type[preferences]=1&cookie_type[strictly_necessary]=true",
    );
    expect(res.status).toBe(200);
    expect(decodes(ConsentReceipt, await res.json())).toEqual({ status: "success" });
    expect(consents("v-form")).toMatchObject([
      { country_code: "ES", marketing: 0, statistics: 1, preferences: 1, strictly_necessary: 1 },
    ]);
  });

  it("stores a consent sent as JSON", async () => {
    const res = await server.postJson("/cookies-consent", {
      visitor_id: "v-json",
      country_code: "",
      cookie_type: {
        marketing: true,
        statistics: false,
        preferences: false,
        strictly_necessary: true,
      },
    });
    expect(res.status).toBe(200);
    expect(consents("v-json")).toMatchObject([{ country_code: null, marketing: 1, statistics: 0 }]);
  });

  it("answers 422 for a missing visitor, a bad country or missing categories", async () => {
    for (const body of [
      { country_code: "ES", cookie_type: { marketing: true, statistics: true, preferences: true } },
      {
        visitor_id: "v",
        country_code: "Spain",
        cookie_type: { marketing: true, statistics: true, preferences: true },
      },
      { visitor_id: "v", cookie_type: { marketing: true } },
      { visitor_id: "v" },
    ]) {
      const res = await server.postJson("/cookies-consent", body);
      expect(res.status).toBe(422);
      decodes(ApiErrorBody, await res.json());
    }
    expect(consents("v")).toHaveLength(0);
  });
});

describe("age verification", () => {
  it("creates an unverified session, with the country from the body or the visitor", async () => {
    const id = await newSession({ country_code: "GB" });
    expect(await status(id)).toBe(false);
    expect(await newSession()).not.toBe(id);
    const bad = await server.post("/age-verification/session", { country_code: "Great Britain" });
    expect(bad.status).toBe(422);
  });

  it("answers 404 for an unknown session", async () => {
    expect(
      (await server.api("/age-verification/session/00000000-0000-0000-0000-000000000000")).status,
    ).toBe(404);
    expect((await server.api("/age-verification/session/not-a-uuid")).status).toBe(404);
    const url = await server.post(
      "/age-verification/session/00000000-0000-0000-0000-000000000000/verification-url",
      {},
    );
    expect(url.status).toBe(404);
  });

  it("verifies through the local verification page and returns to the site", async () => {
    const id = await newSession();
    const res = await server.post(`/age-verification/session/${id}/verification-url`, {
      return: "/movies?page=2#top",
    });
    const { url } = decodes(VerificationUrl, await res.json());
    const page = new URL(url);
    expect(page.origin).toBe(server.url);
    expect(page.pathname).toBe(`/api/age-verification/verify/${id}`);
    expect(page.searchParams.get("return")).toBe("/movies?page=2#top");

    const html = await (await fetch(url)).text();
    expect(html).toContain("I am over 18 — verify");
    expect(html).toContain(`action="/api/age-verification/verify/${id}"`);
    expect(await status(id)).toBe(false);

    const submit = await fetch(`${server.url}/api/age-verification/verify/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ return: "/movies?page=2#top" }).toString(),
      redirect: "manual",
    });
    expect(submit.status).toBe(303);
    expect(submit.headers.get("location")).toBe("/movies?page=2#top");
    expect(await status(id)).toBe(true);
  });

  it("defaults the return address to /", async () => {
    const id = await newSession();
    const { url } = decodes(
      VerificationUrl,
      await (await server.post(`/age-verification/session/${id}/verification-url`, {})).json(),
    );
    expect(new URL(url).searchParams.get("return")).toBe("/");
  });

  it("refuses return addresses off the site (open redirect)", async () => {
    const id = await newSession();
    const evil = [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\r\nLocation: https://evil.example",
      "/\t/evil.example",
      // Judged only after normalising: each of these becomes //evil.example.
      "/.//evil.example",
      "/./\\evil.example",
      "/../..//evil.example",
      " //evil.example",
      "http:evil.example",
    ];
    for (const target of evil) {
      const res = await server.post(`/age-verification/session/${id}/verification-url`, {
        return: target,
      });
      expect(res.status, target).toBe(422);
      const page = await fetch(
        `${server.url}/api/age-verification/verify/${id}?return=${encodeURIComponent(target)}`,
      );
      expect(page.status, target).toBe(400);
      const submit = await fetch(`${server.url}/api/age-verification/verify/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ return: target }).toString(),
        redirect: "manual",
      });
      expect(submit.status, target).toBe(400);
      expect(submit.headers.get("location")).toBeNull();
    }
    expect(await status(id)).toBe(false);
  });

  it("builds the verification URL from configuration, never from the Host header", async () => {
    const id = await newSession();
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${server.url}/api/age-verification/session/${id}/verification-url`,
        {
          method: "POST",
          headers: { host: "evil.example", "content-type": "application/x-www-form-urlencoded" },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve(body));
        },
      );
      req.on("error", reject);
      req.end("return=%2Fmovies");
    });
    const { url } = decodes(VerificationUrl, JSON.parse(answer));
    expect(new URL(url).origin).toBe(server.url);

    const configured = await startTestServer({ publicUrl: "https://cinema.example" });
    try {
      const session = decodes(
        AgeVerificationSession,
        await (await configured.post("/age-verification/session", {})).json(),
      ).session_id;
      const res = await configured.post(`/age-verification/session/${session}/verification-url`, {
        return: "/series",
      });
      const link = new URL(decodes(VerificationUrl, await res.json()).url);
      expect(link.origin).toBe("https://cinema.example");
      expect(link.pathname).toBe(`/api/age-verification/verify/${session}`);
      // Same-origin is judged against the configured origin too.
      const absolute = await configured.post(
        `/age-verification/session/${session}/verification-url`,
        { return: `${configured.url}/series` },
      );
      expect(absolute.status).toBe(422);
    } finally {
      await configured.stop();
    }
  });

  it("escapes the return address in the page", async () => {
    const id = await newSession();
    const target = '/a"><script>alert(1)</script>';
    const html = await (
      await fetch(
        `${server.url}/api/age-verification/verify/${id}?return=${encodeURIComponent(target)}`,
      )
    ).text();
    expect(html).not.toContain("<script>");
  });
});
