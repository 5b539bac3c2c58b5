/**
 * Banner slides (spec 000 §3 "Banner"): a slide shows with a desktop-and-mobile image pair,
 * and is dropped without one; where a slide leads (content links of spec 000 §2).
 */
import { personPathOf } from "./personPages.ts";
import type { BannerSlide, SlideImages } from "./schema/promos.ts";
import { isSitePath } from "./sitePath.ts";

export interface SlideImagePair {
  readonly desktop: string;
  readonly mobile: string;
}

/** The pairs a slide's resource can bring, the banner's own first. */
export const SLIDE_IMAGE_PAIRS = [
  ["banner_image", "banner_image_mobile"],
  ["cover_picture", "mobile_detail_picture"],
  ["poster_image", "poster_mobile_image"],
] as const satisfies readonly (readonly [keyof SlideImages, keyof SlideImages])[];

const present = (value: string | null): value is string => value !== null && value.trim() !== "";

/** The first complete desktop-and-mobile pair of a slide's images, or null. */
export const slideImagePair = (images: SlideImages): SlideImagePair | null => {
  for (const [desktop, mobile] of SLIDE_IMAGE_PAIRS) {
    const d = images[desktop];
    const m = images[mobile];
    if (present(d) && present(m)) return { desktop: d, mobile: m };
  }
  return null;
};

export interface VisibleSlide {
  readonly slide: BannerSlide;
  readonly images: SlideImagePair;
}

/** The slides to show, in their order, each with its pair; those lacking a pair dropped. */
export const visibleSlides = (slides: readonly BannerSlide[]): VisibleSlide[] =>
  [...slides]
    .sort((a, b) => a.order - b.order)
    .flatMap((slide) => {
      const images = slideImagePair(slide.images);
      return images ? [{ slide, images }] : [];
    });

const isPublishedStatus = (status: string | null) =>
  status === null || status.trim() === "" || status.trim().toLowerCase() === "published";

const segment = (slug: string) => encodeURIComponent(slug);

/**
 * Where a slide leads: its own link, else its resource's page (a published film
 * `/movies/{slug}`, a series `/series/{slug}`, a category `/categories/{slug}`, a director
 * `/directors/{slug}`, another person `/cast/{slug}`); an unpublished film leads nowhere.
 */
export const slideHref = (slide: BannerSlide): string | null => {
  if (isSitePath(slide.link)) return slide.link;
  const resource = slide.resource;
  if (resource === null) return null;
  switch (resource.model_type) {
    case "Movie":
      return isPublishedStatus(resource.status) ? `/movies/${segment(resource.slug)}` : null;
    case "Series":
      return `/series/${segment(resource.slug)}`;
    case "Tag":
      return `/categories/${segment(resource.slug)}`;
    case "Person":
      return personPathOf(resource.person_type, resource.slug);
  }
};
