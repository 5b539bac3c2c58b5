import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FULL_CHROME, landingChrome, pageChrome } from "../../src/core/pageChrome.ts";

const chrome = fc.record({ header: fc.boolean(), footer: fc.boolean() });

describe("the page's chrome (spec 000 §2 layouts, §3 landing show_header, show_footer)", () => {
  it("a landing shows the header and the footer only when it says so (P)", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (show_header, show_footer) => {
        expect(landingChrome({ show_header, show_footer })).toEqual({
          header: show_header,
          footer: show_footer,
        });
      }),
    );
  });

  it("the deepest route that says wins; no route saying is header and footer (P)", () => {
    fc.assert(
      fc.property(fc.array(fc.option(chrome, { nil: undefined })), (said) => {
        const last = said.filter((c) => c !== undefined).at(-1);
        expect(pageChrome(said)).toEqual(last ?? { header: true, footer: true });
      }),
    );
    expect(FULL_CHROME).toEqual({ header: true, footer: true });
  });
});
