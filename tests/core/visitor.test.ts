import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBot, normalizeRegionCode, visitorLocation } from "../../src/core/visitor.ts";

describe("normalizeRegionCode", () => {
  it("upper-cases and trims codes", () => {
    expect(normalizeRegionCode(" gb ")).toBe("GB");
    expect(normalizeRegionCode("us")).toBe("US");
  });

  it("blank, missing, too long or odd input is no code", () => {
    for (const raw of [null, undefined, "", "   ", "ABCDEFGHIJ", "G B", "<s>"]) {
      expect(normalizeRegionCode(raw)).toBeNull();
    }
  });

  it("property: idempotent, and case never matters", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeRegionCode(raw);
        expect(normalizeRegionCode(once)).toBe(once);
        expect(normalizeRegionCode(raw.toLowerCase())).toBe(normalizeRegionCode(raw.toUpperCase()));
      }),
    );
  });

  it("builds a location from raw header values", () => {
    expect(visitorLocation("us", " tx")).toEqual({ country: "US", usState: "TX" });
    expect(visitorLocation(undefined, "")).toEqual({ country: null, usState: null });
  });
});

describe("isBot", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; YandexBot/3.0)",
    "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Twitterbot/1.0",
    "Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse",
    "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36",
    "curl/8.4.0",
    "python-requests/2.31",
    "Mozilla/5.0 (compatible; AhrefsBot/7.0)",
    "Baiduspider+(+http://www.baidu.com/search/spider.htm)",
  ])("recognises %s", (ua) => {
    expect(isBot(ua)).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Gecko/20100101 Firefox/125.0",
    "",
  ])("lets a person through: %s", (ua) => {
    expect(isBot(ua)).toBe(false);
  });

  it("missing user agent is not a bot", () => {
    expect(isBot(null)).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });

  it("property: never throws on any string, and is case-insensitive", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (ua) => {
        expect(typeof isBot(ua)).toBe("boolean");
        expect(isBot(ua.toUpperCase())).toBe(isBot(ua.toLowerCase()));
      }),
    );
  });
});
