import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SLIDE_IMAGE_PAIRS,
  slideHref,
  slideImagePair,
  visibleSlides,
} from "../../src/core/banners.ts";
import type { BannerSlide, SlideImages } from "../../src/core/schema/promos.ts";

const imageArb = fc.option(fc.constantFrom("/a.svg", "/b.svg", "", "  "), { nil: null });
const imagesArb: fc.Arbitrary<SlideImages> = fc.record({
  banner_image: imageArb,
  banner_image_mobile: imageArb,
  poster_image: imageArb,
  poster_mobile_image: imageArb,
  cover_picture: imageArb,
  mobile_detail_picture: imageArb,
});
const slideArb: fc.Arbitrary<BannerSlide> = fc.record({
  id: fc.nat(),
  order: fc.integer({ min: 0, max: 20 }),
  title: fc.string(),
  subtitle: fc.constant(null),
  button_text: fc.constant(null),
  link: fc.option(fc.constantFrom("/movies", "//evil.example", "https://x.example"), { nil: null }),
  resource: fc.option(
    fc.record({
      model_type: fc.constantFrom(
        "Movie" as const,
        "Series" as const,
        "Tag" as const,
        "Person" as const,
      ),
      id: fc.nat(),
      slug: fc.constantFrom("the-quiet-harbour", "drama", "ada-berger"),
      title: fc.string(),
      status: fc.option(fc.constantFrom("Published", "published", "Draft", ""), { nil: null }),
      person_type: fc.option(fc.constantFrom("directors", "performers"), { nil: null }),
    }),
    { nil: null },
  ),
  images: imagesArb,
});

const filled = (v: string | null) => v !== null && v.trim() !== "";
const hasPair = (images: SlideImages) =>
  SLIDE_IMAGE_PAIRS.some(([d, m]) => filled(images[d]) && filled(images[m]));

describe("banner slides", () => {
  it("a slide shows iff it has a desktop-and-mobile pair; its pair is complete", () => {
    fc.assert(
      fc.property(imagesArb, (images) => {
        const pair = slideImagePair(images);
        expect(pair !== null).toBe(hasPair(images));
        if (pair) {
          expect(filled(pair.desktop) && filled(pair.mobile)).toBe(true);
        }
      }),
    );
    expect(
      slideImagePair({
        banner_image: "/b.svg",
        banner_image_mobile: null,
        poster_image: "/p.svg",
        poster_mobile_image: "/pm.svg",
        cover_picture: "/c.svg",
        mobile_detail_picture: null,
      }),
    ).toEqual({ desktop: "/p.svg", mobile: "/pm.svg" });
  });

  it("visible slides: those with a pair, none lost, in their order", () => {
    fc.assert(
      fc.property(fc.array(slideArb, { maxLength: 10 }), (slides) => {
        const shown = visibleSlides(slides);
        expect(shown.map((s) => s.slide.id).sort()).toEqual(
          slides
            .filter((s) => hasPair(s.images))
            .map((s) => s.id)
            .sort(),
        );
        const orders = shown.map((s) => s.slide.order);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }),
    );
  });

  it("a slide leads to its site link, else its resource; an unpublished film leads nowhere", () => {
    fc.assert(
      fc.property(slideArb, (slide) => {
        const href = slideHref(slide);
        if (href !== null) {
          expect(href.startsWith("/")).toBe(true);
          expect(href.startsWith("//")).toBe(false);
        }
        const r = slide.resource;
        const ownLink = slide.link === "/movies";
        if (!ownLink && r?.model_type === "Movie") {
          const published =
            r.status === null || r.status === "" || r.status.toLowerCase() === "published";
          expect(href).toBe(published ? `/movies/${r.slug}` : null);
        }
        if (!ownLink && r?.model_type === "Person") {
          expect(href).toBe(
            r.person_type === "directors" ? `/directors/${r.slug}` : `/cast/${r.slug}`,
          );
        }
        if (ownLink) expect(href).toBe("/movies");
      }),
    );
  });
});
