import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOME_TITLE,
  NOT_FOUND_LABEL,
  PAGE_LABELS,
  pageTitle,
  SITE_NAME,
  titleOfPage,
} from "../../src/core/pageTitle.ts";

const label = fc.constantFrom("Films", "Series", "My Space", "Gentle Orchard");
const page = fc.integer({ min: 1, max: 99 });

describe("page titles (the document title of each page)", () => {
  it("names the page, its list page past the first, and the site", () => {
    fc.assert(
      fc.property(label, page, (name, n) => {
        expect(pageTitle(name, n)).toBe(
          n > 1 ? `${name}, page ${n} · ${SITE_NAME}` : `${name} · ${SITE_NAME}`,
        );
      }),
    );
    expect(pageTitle(null)).toBe(HOME_TITLE);
  });

  it("a page shows its content's title, else its route's label, with or without a locale", () => {
    expect(titleOfPage("/movies", 3, null)).toBe(`${PAGE_LABELS.get("/movies")}, page 3 · Cinema`);
    expect(titleOfPage("/es/movies", 1, null)).toBe("Films · Cinema");
    expect(titleOfPage("/movies/gentle-orchard", 1, "Gentle Orchard")).toBe(
      "Gentle Orchard · Cinema",
    );
    expect(titleOfPage("/", 1, null)).toBe(HOME_TITLE);
    expect(titleOfPage("/no/such/page/here", 1, null)).toBe(`${NOT_FOUND_LABEL} · Cinema`);
  });
});
