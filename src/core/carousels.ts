/**
 * Carousels (spec 000 §9 "Carousels"): slides per view by viewport class, 1/3/6/6/6 in the
 * main carousel, 2/3/4 in the others, 3/5.5/8.5/8.5/9.5 in the performers' round-image one
 * ('Performers we love'); gap 8 px on phones, 16 px otherwise.
 */
import { isPhoneWidth, type ViewportClass, viewportClassOf } from "./viewport.ts";

export type CarouselKind = "main" | "other" | "performers";

/**
 * Slides per view of each kind per class. "2/3/4" names three classes: phones 2, tablets 3,
 * laptops and wider 4 (ours).
 */
export const SLIDES_PER_VIEW: Readonly<
  Record<CarouselKind, Readonly<Record<ViewportClass, number>>>
> = {
  main: { mobile: 1, tablet: 3, laptop: 6, desktop: 6, desktopXL: 6 },
  other: { mobile: 2, tablet: 3, laptop: 4, desktop: 4, desktopXL: 4 },
  performers: { mobile: 3, tablet: 5.5, laptop: 8.5, desktop: 8.5, desktopXL: 9.5 },
};

export const CAROUSEL_GAP_PHONE_PX = 8;
export const CAROUSEL_GAP_PX = 16;
export const PERFORMERS_CAROUSEL_TITLE = "Performers we love";

/** Slides a carousel of `kind` shows at once in a viewport `width` px wide. */
export const slidesPerView = (kind: CarouselKind, width: number): number =>
  SLIDES_PER_VIEW[kind][viewportClassOf(width)];

/**
 * The slides a row of `count` items shows at once in each viewport class (ours; the spec gives
 * the numbers for full rows): the kind's number, or fewer when the row is short, so it fills the
 * width instead of leaving it empty. Wide slides (`stretch`, banners) always fill; cards only
 * when the row holds at least two thirds of a view, so one or two cards never grow to a screen.
 */
export const rowSlidesByClass = (
  kind: CarouselKind,
  count: number,
  stretch: boolean,
): Readonly<Record<ViewportClass, number>> => {
  const all = Math.max(1, Math.floor(count));
  const slides = (perView: number) =>
    stretch || all >= Math.ceil((perView * 2) / 3) ? Math.min(perView, all) : perView;
  const perView = SLIDES_PER_VIEW[kind];
  return {
    mobile: slides(perView.mobile),
    tablet: slides(perView.tablet),
    laptop: slides(perView.laptop),
    desktop: slides(perView.desktop),
    desktopXL: slides(perView.desktopXL),
  };
};

/** The gap between slides: 8 px on phones, 16 px otherwise. */
export const carouselGapPx = (width: number): number =>
  isPhoneWidth(width) ? CAROUSEL_GAP_PHONE_PX : CAROUSEL_GAP_PX;
