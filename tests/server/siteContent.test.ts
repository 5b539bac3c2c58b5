/** The site content of issue 11 on the reference server: promos, banners, landings, help, contact. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/schema/common.ts";
import { ContactReceipt, HelpAnswerResponse, HelpIndex } from "../../src/core/schema/help.ts";
import { LandingResponse } from "../../src/core/schema/landing.ts";
import {
  BANNER_TYPES,
  BannerResponse,
  CountdownPromoList,
  CtaBannerResponse,
  LogoList,
  PROMO_POSITIONS,
  PromoBarList,
  SmallBannerList,
} from "../../src/core/schema/promos.ts";
import { bearer, decodes, login, START, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const get = async (path: string, init?: RequestInit) => {
  const res = await server.api(path, init);
  expect(res.status, path).toBe(200);
  return res.json();
};

const DAY = 86_400_000;

describe("promo bars and countdowns", () => {
  it("promo bars cover every device and carry a known position", async () => {
    const bars = decodes(PromoBarList, await get("/top-header-promos")).data;
    expect(new Set(bars.map((b) => b.device))).toEqual(new Set(["ALL", "DESKTOP", "MOBILE"]));
    expect(bars.every((b) => (PROMO_POSITIONS as readonly string[]).includes(b.position))).toBe(
      true,
    );
  });

  it("the spring offer's promo bar is for those who do not pay yet: a guest and a registered member see it, the premium account does not", async () => {
    const spring = (bars: readonly { readonly content: string }[]) =>
      bars.some((b) => /half price/.test(b.content));
    expect(spring(decodes(PromoBarList, await get("/top-header-promos")).data)).toBe(true);
    const registered = await login(server, "registered@cinema.test");
    expect(
      spring(
        decodes(PromoBarList, await get("/top-header-promos", { headers: bearer(registered) }))
          .data,
      ),
    ).toBe(true);
    const premium = await login(server, "premium@cinema.test");
    const forPremium = decodes(
      PromoBarList,
      await get("/top-header-promos", { headers: bearer(premium) }),
    ).data;
    expect(spring(forPremium)).toBe(false);
    expect(forPremium.length).toBeGreaterThan(0);
  });

  it("answers only countdowns running at the server clock, soonest first, per access level", async () => {
    const guest = decodes(CountdownPromoList, await get("/countdown-promos")).data;
    expect(guest.length).toBeGreaterThan(0);
    for (const c of guest) {
      expect(Date.parse(c.start_date)).toBeLessThanOrEqual(server.clock.now);
      expect(Date.parse(c.promo_date)).toBeGreaterThan(server.clock.now);
      expect(c.status).toBe("active");
      expect(["all", "guest", "non-premium"]).toContain(c.access_level);
    }
    const dates = guest.map((c) => Date.parse(c.promo_date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const premium = await login(server, "premium@cinema.test");
    const forPremium = decodes(
      CountdownPromoList,
      await get("/countdown-promos", { headers: bearer(premium) }),
    ).data;
    expect(forPremium.map((c) => c.access_level).sort()).toEqual(
      expect.arrayContaining(["member"]),
    );
    expect(
      forPremium.some((c) => c.access_level === "guest" || c.access_level === "non-premium"),
    ).toBe(false);
  });

  it("a repeating countdown rolls forward: weeks later there is still one in the future", async () => {
    const before = server.clock.now;
    try {
      for (const days of [6, 13, 40, 400]) {
        server.clock.now = START + days * DAY + 3_600_000;
        const list = decodes(CountdownPromoList, await get("/countdown-promos")).data;
        expect(list.length, `day ${days}`).toBeGreaterThan(0);
        expect(list.every((c) => Date.parse(c.promo_date) > server.clock.now)).toBe(true);
      }
    } finally {
      server.clock.now = before;
    }
  });
});

describe("banners", () => {
  it("answers a banner for each seeded type, with slides in order", async () => {
    for (const type of BANNER_TYPES.filter((t) => t !== "CONFESSIONS")) {
      const banner = decodes(
        BannerResponse,
        await get(`/banners?type=${encodeURIComponent(type)}`),
      ).data;
      expect(banner?.type).toBe(type);
      const orders = banner?.slides.map((s) => s.order) ?? [];
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(decodes(BannerResponse, await get("/banners?type=CONFESSIONS")).data).toBeNull();
  });

  it("seeds slides lacking a desktop-and-mobile pair beside complete ones", async () => {
    const home = decodes(BannerResponse, await get("/banners?type=HOME")).data;
    const paired = (s: NonNullable<typeof home>["slides"][number]) =>
      (s.images.banner_image !== null && s.images.banner_image_mobile !== null) ||
      (s.images.poster_image !== null && s.images.poster_mobile_image !== null) ||
      (s.images.cover_picture !== null && s.images.mobile_detail_picture !== null);
    expect(home?.slides.some(paired)).toBe(true);
    expect(home?.slides.some((s) => !paired(s))).toBe(true);
  });

  it("refuses an unknown type with 422", async () => {
    const res = await server.api("/banners?type=SIDEBAR");
    expect(res.status).toBe(422);
    expect(Object.keys(decodes(ApiErrorBody, await res.json()).errors ?? {})).toEqual(["type"]);
    expect((await server.api("/banners")).status).toBe(422);
  });

  it("answers the CTA banner, small banners and logos with art that exists", async () => {
    const cta = decodes(CtaBannerResponse, await get("/cta-banner")).data;
    const tiles = decodes(SmallBannerList, await get("/small-banners")).data;
    const logos = decodes(LogoList, await get("/logos")).data;
    expect(new Set(logos.map((l) => l.kind))).toEqual(
      new Set(["brand", "card", "sister-site", "social"]),
    );
    const images = [
      cta?.background_image,
      cta?.background_image_mobile,
      ...tiles.flatMap((t) => [t.image, t.image_mobile]),
      ...logos.map((l) => l.image),
    ];
    for (const image of images) {
      const res = await fetch(`${server.url}${image}`);
      expect(res.status, image).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
    }
  });
});

describe("landings", () => {
  it("answers a landing with every item type and its plan group", async () => {
    const landing = decodes(LandingResponse, await get("/landings/slug/spring-offer")).data;
    expect(new Set(landing.items.map((i) => i.type))).toEqual(
      new Set(["hero", "text", "video", "info_banner", "button"]),
    );
    expect(landing.group_plan?.promo_url).toBe("spring");
    const video = landing.items.find((i) => i.type === "video");
    expect(video?.video_path).toMatch(/\.m3u8$/);
    const linked = landing.items.filter((i) => i.button_text !== null);
    expect(linked.some((i) => i.button_custom_link === null)).toBe(true);
    expect(linked.some((i) => i.button_custom_link !== null)).toBe(true);
    for (const item of landing.items.filter((i) => i.poster_image !== null)) {
      expect((await fetch(`${server.url}${item.poster_image}`)).status).toBe(200);
    }
  });

  it("answers a full-screen landing without header and footer, and 404 for no landing", async () => {
    const coast = decodes(LandingResponse, await get("/landings/slug/coastal-stories")).data;
    expect(coast.show_header).toBe(false);
    expect(coast.items.some((i) => i.show_full_screen)).toBe(true);
    expect((await server.api("/landings/slug/no-such-landing")).status).toBe(404);
    expect((await server.api("/landings/slug/%00")).status).toBe(404);
  });
});

describe("help centre", () => {
  it("lists topics and every answer, and finds answers by words in any case and accent", async () => {
    const all = decodes(HelpIndex, await get("/help")).data;
    expect(all.topics.length).toBeGreaterThanOrEqual(3);
    expect(all.answers.length).toBeGreaterThanOrEqual(10);
    const found = decodes(HelpIndex, await get("/help?q=FORGOT%20passwörd")).data.answers;
    expect(found.length).toBeGreaterThan(0);
    const none = decodes(HelpIndex, await get("/help?q=zebra%20umbrella")).data.answers;
    expect(none).toEqual([]);
    const subtitles = decodes(HelpIndex, await get("/help?q=subtitles")).data.answers;
    expect(subtitles.map((a) => a.slug)).toContain("how-do-subtitles-work");
  });

  it("refuses a one-character search with 422", async () => {
    expect((await server.api("/help?q=a")).status).toBe(422);
  });

  it("answers one answer with its paragraphs and the others of its topic", async () => {
    const answer = decodes(
      HelpAnswerResponse,
      await get("/help/answers/i-forgot-my-password"),
    ).data;
    expect(answer.paragraphs.length).toBeGreaterThan(0);
    expect(answer.related.length).toBeGreaterThan(0);
    expect(answer.related.every((r) => r.topic.slug === answer.topic.slug)).toBe(true);
    expect(answer.related.some((r) => r.slug === answer.slug)).toBe(false);
    expect((await server.api("/help/answers/nothing-here")).status).toBe(404);
  });
});

describe("contact form", () => {
  const valid = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "billing",
    message: "I was charged twice this month.",
  };

  it("stores a valid message and answers 201 with its id", async () => {
    const res = await server.post("/contact-messages", valid);
    expect(res.status).toBe(201);
    const { id } = decodes(ContactReceipt, await res.json()).data;
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(server.dbPath, { readonly: true });
    try {
      const row = db.prepare("SELECT * FROM contact_messages WHERE id = ?").get(id) as Record<
        string,
        unknown
      >;
      expect(row).toMatchObject({ name: valid.name, email: valid.email, subject: "billing" });
    } finally {
      db.close();
    }
  });

  it("answers 422 per field for a bad message, never 500", async () => {
    const res = await server.post("/contact-messages", {
      name: " ",
      email: "nope",
      subject: "spam",
      message: "short",
    });
    expect(res.status).toBe(422);
    expect(Object.keys(decodes(ApiErrorBody, await res.json()).errors ?? {}).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
    const huge = await server.post("/contact-messages", { ...valid, message: "x".repeat(6000) });
    expect(huge.status).toBe(422);
    const json = await server.postJson("/contact-messages", { ...valid, name: 42 });
    expect(json.status).toBe(422);
  });
});
