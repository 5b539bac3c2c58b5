import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MarketingFormsResponse,
  NewsletterSubscriberResponse,
  SegmentReceipt,
} from "../../src/core/schema/newsletter.ts";
import { bearer, decodes, login, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const subscription = (email: string, extra: Record<string, string> = {}) => ({
  email,
  marketing_form_key: "cinema-newsletter",
  leadPosition: "footer",
  leadText: "WATCH FREE",
  legalConsent: "1",
  accepted_mailing: "1",
  ...extra,
});

const rows = (sql: string, ...params: unknown[]) =>
  // The test reads the database file the server writes.
  import("better-sqlite3").then(({ default: Database }) => {
    const db = new Database(server.dbPath, { readonly: true });
    try {
      return db.prepare(sql).all(...params) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  });

describe("POST /newsletter_subscriber", () => {
  it("subscribes a new e-mail once: success, signed in as a newsletter user", async () => {
    const res = await server.post(
      "/newsletter_subscriber",
      subscription("new.lead@example.com", { source: "news", campaign: "spring" }),
    );
    expect(res.status).toBe(200);
    const body = decodes(NewsletterSubscriberResponse, await res.json());
    expect(body.status).toBe("success");
    expect(body.is_user_logged_in).toBe(true);
    expect(body.user?.id).toBeGreaterThan(0);

    const again = decodes(
      NewsletterSubscriberResponse,
      await (
        await server.post("/newsletter_subscriber", subscription("NEW.lead@example.com"))
      ).json(),
    );
    expect(again).toEqual({
      status: "already_subscribed",
      is_user_logged_in: false,
      user: body.user,
    });
    const stored = await rows(
      "SELECT lead_position, lead_text, legal_consent, accepted_mailing, utm_json FROM newsletter_subscribers WHERE email = ?",
      "new.lead@example.com",
    );
    expect(stored).toEqual([
      {
        lead_position: "footer",
        lead_text: "WATCH FREE",
        legal_consent: 1,
        accepted_mailing: 1,
        utm_json: JSON.stringify({ campaign: "spring", source: "news" }),
      },
    ]);
  });

  it("the e-mail of an account: 'already a user' for a guest, success for that member", async () => {
    const guest = decodes(
      NewsletterSubscriberResponse,
      await (
        await server.post("/newsletter_subscriber", subscription("registered@cinema.test"))
      ).json(),
    );
    expect(guest.is_user_logged_in).toBe(false);
    const token = await login(server, "trial@cinema.test");
    const member = decodes(
      NewsletterSubscriberResponse,
      await (
        await server.post("/newsletter_subscriber", subscription("trial@cinema.test"), {
          headers: bearer(token),
        })
      ).json(),
    );
    expect(member.status).toBe("success");
    expect(member.is_user_logged_in).toBe(true);
  });

  it("validates: e-mail, terms, known form and position; 422, never 500", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...subscription("x@y.com"), email: "nope" }, "email"],
      [{ ...subscription("x@y.com"), email: "" }, "email"],
      [{ ...subscription("x@y.com"), legalConsent: "0" }, "legalConsent"],
      [{ ...subscription("x@y.com"), marketing_form_key: "other" }, "marketing_form_key"],
      [{ ...subscription("x@y.com"), leadPosition: "sidebar" }, "leadPosition"],
    ];
    for (const [body, field] of cases) {
      const res = await server.post("/newsletter_subscriber", body);
      expect(res.status, field).toBe(422);
      const json = (await res.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(json.errors)).toContain(field);
    }
    expect(
      (await rows("SELECT 1 FROM newsletter_subscribers WHERE email = 'x@y.com'")).length,
    ).toBe(0);
  });

  it("(P) arbitrary bodies never answer 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            "email",
            "marketing_form_key",
            "leadPosition",
            "legalConsent",
            "accepted_mailing",
            "source",
            "x",
          ),
          fc.string({ maxLength: 300 }),
        ),
        async (body) => {
          const res = await server.post("/newsletter_subscriber", body);
          expect([200, 422]).toContain(res.status);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("marketing forms and segments", () => {
  it("GET /marketing_forms lists the seeded forms", async () => {
    const forms = decodes(
      MarketingFormsResponse,
      await (await server.api("/marketing_forms")).json(),
    );
    expect(forms.data.map((form) => form.form_key)).toEqual([
      "cinema-newsletter",
      "cinema-play-film",
      "cinema-free-film",
    ]);
  });

  it("the newsletter configs are settings", async () => {
    const settings = (await (await server.api("/settings")).json()) as {
      data: { key: string; value: unknown }[];
    };
    const popup = settings.data.find((s) => s.key === "newsletter-info-popup");
    expect(JSON.parse(String(popup?.value))).toMatchObject({
      newsletterFormId: "cinema-newsletter",
    });
  });

  it("add-to-segment and add-to-marketing-segment need a member and known lists", async () => {
    expect((await server.post("/add-to-segment", { "add_to_lists[]": "free-film" })).status).toBe(
      401,
    );
    expect((await server.api("/add-to-marketing-segment", { method: "POST" })).status).toBe(401);
    const token = await login(server, "registered@cinema.test");
    const ok = await server.post(
      "/add-to-segment",
      "add_to_lists%5B%5D=free-film&add_to_lists%5B%5D=play-film",
      {
        headers: bearer(token),
      },
    );
    expect(ok.status).toBe(200);
    expect(decodes(SegmentReceipt, await ok.json())).toEqual({ status: "success" });
    const unknown = await server.post(
      "/add-to-segment",
      { add_to_lists: "vip" },
      { headers: bearer(token) },
    );
    expect(unknown.status).toBe(422);
    const marketing = await server.api("/add-to-marketing-segment", {
      method: "POST",
      headers: bearer(token),
    });
    expect(marketing.status).toBe(200);
    const members = await rows(
      "SELECT segment_id FROM segment_members JOIN users ON users.id = segment_members.user_id WHERE users.email = ? ORDER BY segment_id",
      "registered@cinema.test",
    );
    expect(members.map((row) => row.segment_id)).toEqual(["free-film", "newsletter", "play-film"]);
  });
});
