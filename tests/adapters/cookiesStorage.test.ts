// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { systemClock } from "../../src/adapters/clock.ts";
import { cookieAttributes, createCookies } from "../../src/adapters/cookies.ts";
import { createStorage } from "../../src/adapters/storage.ts";
import { COOKIES } from "../../src/core/cookies.ts";

describe("cookie attributes from the cookie table", () => {
  it("turns max-age seconds into js-cookie days, with path and flags", () => {
    expect(cookieAttributes(COOKIES.consent)).toEqual({
      path: "/",
      secure: false,
      sameSite: "lax",
      expires: 63_072_000 / 86_400,
    });
    expect(cookieAttributes(COOKIES.cartId)).toEqual({ path: "/", secure: false, sameSite: "lax" });
  });

  it("the Authorization cookie is secure and lives as long as the token", () => {
    expect(cookieAttributes(COOKIES.authorization, 43_200)).toEqual({
      path: "/",
      secure: true,
      sameSite: "lax",
      expires: 0.5,
    });
  });

  it("session_id and session_id_verified: 604800 s, path /, not secure-only, same-site lax (spec 001 §9)", () => {
    const calls: [string, string, unknown][] = [];
    const cookies = createCookies({
      get: () => undefined,
      set: (name, value, attributes) => void calls.push([name, value, attributes]),
      remove: () => {},
    });
    cookies.set(COOKIES.sessionId, "s-1");
    cookies.set(COOKIES.sessionIdVerified, "true");
    const sevenDays = { path: "/", secure: false, sameSite: "lax", expires: 604_800 / 86_400 };
    expect(calls).toEqual([
      ["session_id", "s-1", sevenDays],
      ["session_id_verified", "true", sevenDays],
    ]);
  });

  it("writes, reads and removes through the jar", () => {
    const calls: unknown[][] = [];
    const store = new Map<string, string>();
    const cookies = createCookies({
      get: (name) => store.get(name),
      set: (name, value, attributes) => {
        calls.push(["set", name, value, attributes]);
        store.set(name, value);
      },
      remove: (name, attributes) => {
        calls.push(["remove", name, attributes]);
        store.delete(name);
      },
    });
    cookies.set(COOKIES.authorization, "{}", 86_400);
    expect(cookies.get("Authorization")).toBe("{}");
    cookies.remove(COOKIES.authorization);
    expect(cookies.get("Authorization")).toBeUndefined();
    expect(calls).toEqual([
      ["set", "Authorization", "{}", { path: "/", secure: true, sameSite: "lax", expires: 1 }],
      ["remove", "Authorization", { path: "/" }],
    ]);
  });

  it("round-trips a real cookie in the document (js-cookie)", () => {
    const cookies = createCookies();
    cookies.set(COOKIES.cartId, "cart-1");
    expect(cookies.get("cartId")).toBe("cart-1");
    cookies.remove(COOKIES.cartId);
    expect(cookies.get("cartId")).toBeUndefined();
  });
});

describe("storage", () => {
  it("stores JSON values and reads them back", () => {
    const storage = createStorage();
    expect(storage.set("volume", { level: 0.5, muted: false })).toBe(true);
    expect(storage.get("volume")).toEqual({ level: 0.5, muted: false });
    storage.remove("volume");
    expect(storage.get("volume")).toBeUndefined();
  });

  it("never throws: bad JSON, no storage, a throwing storage", () => {
    localStorage.setItem("broken", "{nope");
    expect(createStorage().get("broken")).toBeUndefined();
    const none = createStorage(() => null);
    expect(none.set("a", 1)).toBe(false);
    expect(none.get("a")).toBeUndefined();
    const throwing = createStorage(() => {
      throw new Error("SecurityError");
    });
    expect(throwing.set("a", 1)).toBe(false);
    expect(throwing.get("a")).toBeUndefined();
    expect(() => throwing.remove("a")).not.toThrow();
    expect(createStorage().set("big", 10n)).toBe(false);
  });
});

describe("systemClock", () => {
  it("reads the current time", () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe("the page's cookie jar", () => {
  it("reads document.cookie once per task, sees its own writes at once and others' after the task", async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    if (!descriptor?.get || !descriptor.set) throw new Error("jsdom has no cookie accessor");
    let reads = 0;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get() {
        reads++;
        return descriptor.get?.call(document);
      },
      set(value: string) {
        descriptor.set?.call(document, value);
      },
    });
    try {
      const cookies = createCookies();
      for (let i = 0; i < 20; i++) cookies.get(COOKIES.consent.name);
      expect(reads).toBe(1);
      cookies.set(COOKIES.consentVisitorId, "visitor-1");
      expect(cookies.get(COOKIES.consentVisitorId.name)).toBe("visitor-1");
      // Another writer (an answer's Set-Cookie, another tab) in another task.
      await Promise.resolve();
      descriptor.set.call(document, `${COOKIES.consentVisitorId.name}=visitor-2; path=/`);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(cookies.get(COOKIES.consentVisitorId.name)).toBe("visitor-2");
      cookies.remove(COOKIES.consentVisitorId);
      expect(cookies.get(COOKIES.consentVisitorId.name)).toBeUndefined();
    } finally {
      Reflect.deleteProperty(document, "cookie");
    }
  });
});
