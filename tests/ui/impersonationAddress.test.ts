import { describe, expect, it } from "vitest";
import {
  forgetHeldImpersonationToken,
  heldImpersonationToken,
  holdImpersonationToken,
} from "../../src/ui/account/impersonationAddress.ts";

/** Issue 23: the impersonation token leaves the address before the app asks for anything. */
describe("holdImpersonationToken", () => {
  const history = () => {
    const replaced: string[] = [];
    return {
      replaced,
      state: null,
      replaceState: (_: unknown, __: string, url?: string | URL | null) => {
        replaced.push(String(url));
      },
    };
  };

  it("keeps the token and replaces the address with /impersonate (locale kept)", () => {
    for (const [path, left] of [
      ["/impersonate/abc.DEF-123", "/impersonate"],
      ["/fr/impersonate/abc.DEF-123/", "/fr/impersonate"],
    ] as const) {
      const h = history();
      holdImpersonationToken({ pathname: path }, h);
      expect(h.replaced).toEqual([left]);
      expect(h.replaced.join()).not.toContain("abc.DEF-123");
      // Read as often as a suspended render asks, until the page on screen forgets it.
      expect(heldImpersonationToken()).toBe("abc.DEF-123");
      expect(heldImpersonationToken()).toBe("abc.DEF-123");
      forgetHeldImpersonationToken();
      expect(heldImpersonationToken()).toBeNull();
    }
  });

  it("leaves other addresses alone", () => {
    for (const path of ["/", "/movies", "/impersonate", "/profile"]) {
      const h = history();
      holdImpersonationToken({ pathname: path }, h);
      expect(h.replaced).toEqual([]);
      expect(heldImpersonationToken()).toBeNull();
    }
  });
});
