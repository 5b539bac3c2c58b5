import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FULL_CHROME,
  landingChrome,
  layoutChrome,
  type PageChrome,
  pageChrome,
} from "../../src/core/pageChrome.ts";

const chrome: fc.Arbitrary<PageChrome> = fc.record({
  header: fc.constantFrom("site", "logo", "none"),
  footer: fc.boolean(),
  selling: fc.boolean(),
});

describe("the page's chrome (spec 000 §2 layouts, §3 landing show_header, show_footer)", () => {
  it("a landing shows the header and the footer only when it says so (P)", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (show_header, show_footer) => {
        expect(landingChrome({ show_header, show_footer })).toEqual({
          header: show_header ? "site" : "none",
          footer: show_footer,
          selling: true,
        });
      }),
    );
  });

  it("the deepest route that says wins; no route saying is the default layout (P)", () => {
    fc.assert(
      fc.property(fc.array(fc.option(chrome, { nil: undefined })), (said) => {
        const last = said.filter((c) => c !== undefined).at(-1);
        expect(pageChrome(said)).toEqual(last ?? FULL_CHROME);
      }),
    );
  });

  it("the default layout has the header, the footer and the promo bars, breadcrumbs and CTA", () => {
    expect(FULL_CHROME).toEqual({ header: "site", footer: true, selling: true });
    expect(layoutChrome("default")).toEqual(FULL_CHROME);
  });

  it("sign-up is the logo, the background picture and the footer (spec: 'background image plus footer')", () => {
    expect(layoutChrome("sign-up")).toEqual({ header: "logo", footer: true, selling: false });
  });

  it("clear is the page alone under the logo; free-movie keeps header and footer without selling parts", () => {
    expect(layoutChrome("clear")).toEqual({ header: "logo", footer: false, selling: false });
    expect(layoutChrome("free-movie")).toEqual({ header: "site", footer: true, selling: false });
  });
});
