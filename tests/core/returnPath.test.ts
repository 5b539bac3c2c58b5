import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameOriginPath } from "../../src/core/returnPath.ts";

const ORIGIN = "https://cinema.example";
/** Where the Location header is read: the provider page of the reference server. */
const VERIFY_PAGE = `${ORIGIN}/api/age-verification/verify/00000000-0000-0000-0000-000000000000`;

/** Pieces attackers combine to leave a site through a return address. */
const PIECES = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\/",
  ".",
  "..",
  "/.",
  "/..",
  "/./",
  "/../",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%2e",
  "%2E%2E",
  "%09",
  "%0A",
  "%00",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "\u00a0",
  "\u3002",
  "@",
  ":",
  "?",
  "#",
  "javascript:",
  "data:",
  "http:",
  "https:",
  "evil.example",
  "evil.example:443",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "cinema.example",
  "cinema.example.evil.example",
  "movies",
  "page=2",
];

const crafted = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(""));
const anyReturn = fc.oneof(crafted, fc.string(), fc.webUrl(), fc.webPath());

describe("sameOriginPath", () => {
  it("no return address, however crafted, leaves the origin (property)", () => {
    fc.assert(
      fc.property(anyReturn, (value) => {
        const path = sameOriginPath(value, ORIGIN);
        if (path === null) return;
        // Read from the provider page, from the site root, and from any other page of the
        // site, the path stays on the site.
        for (const base of [VERIFY_PAGE, `${ORIGIN}/`, `${ORIGIN}/a/b/c?d#e`]) {
          expect(new URL(path, base).origin, `${JSON.stringify(value)} -> ${path}`).toBe(ORIGIN);
        }
        // From another site it is a path of that site: never a host of its own.
        expect(new URL(path, "http://elsewhere.test/x").host).toBe("elsewhere.test");
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        expect([...path].some((ch) => ch < " " || ch === "\u007f" || ch === "\\")).toBe(false);
        // Accepting is stable: the answer is accepted as itself.
        expect(sameOriginPath(path, ORIGIN)).toBe(path);
      }),
      { numRuns: 20_000 },
    );
  });

  it("keeps the paths of the site, normalised", () => {
    expect(sameOriginPath("/movies?page=2#top", ORIGIN)).toBe("/movies?page=2#top");
    expect(sameOriginPath("/", ORIGIN)).toBe("/");
    expect(sameOriginPath("/series/a/../b", ORIGIN)).toBe("/series/b");
    expect(sameOriginPath("/a\\b", ORIGIN)).toBe("/a/b");
    expect(sameOriginPath("/%2F%2Fevil.example", ORIGIN)).toBe("/%2F%2Fevil.example");
    expect(sameOriginPath(`${ORIGIN}/movies`, ORIGIN)).toBeNull();
  });

  it("refuses the known ways out", () => {
    for (const value of [
      "/.//evil.example",
      "/./\\evil.example",
      "/../..//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " //evil.example",
      "https://evil.example/",
      "http:evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "evil.example",
      "/\r\nLocation: https://evil.example",
      "",
      `/${"a".repeat(2048)}`,
      42,
      null,
    ]) {
      expect(sameOriginPath(value, ORIGIN), JSON.stringify(value)).toBeNull();
    }
  });
});
