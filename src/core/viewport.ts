/**
 * The viewport classes the layout is built on (spec 000 §9 "Layout breakpoints", "Carousels":
 * mobile, tablet, laptop, desktop, desktop XL). Pure: the width comes in as a number.
 */

export type ViewportClass = "mobile" | "tablet" | "laptop" | "desktop" | "desktopXL";

/**
 * Where each class starts, on the layout breakpoints (the spec names the classes, not their
 * bounds; ours): tablet from 768, laptop from 1024, desktop from 1280 (the desktop menu
 * breakpoint), desktop XL from 1680.
 */
export const VIEWPORT_CLASS_FROM_PX = {
  tablet: 768,
  laptop: 1024,
  desktop: 1280,
  desktopXL: 1680,
} as const;

/** The class of a viewport `width` px wide (anything unreadable counts as mobile). */
export const viewportClassOf = (width: number): ViewportClass => {
  if (!(width >= VIEWPORT_CLASS_FROM_PX.tablet)) return "mobile";
  if (width < VIEWPORT_CLASS_FROM_PX.laptop) return "tablet";
  if (width < VIEWPORT_CLASS_FROM_PX.desktop) return "laptop";
  if (width < VIEWPORT_CLASS_FROM_PX.desktopXL) return "desktop";
  return "desktopXL";
};

/** Phones: the mobile class (image quality 30, gaps of 8 px). */
export const isPhoneWidth = (width: number): boolean => viewportClassOf(width) === "mobile";

/**
 * The mobile layout (bottom bar, MOBILE promos) runs below the laptop class: phones and
 * tablets; laptops and wider get the desktop layout (DESKTOP promos).
 */
export const isMobileLayoutWidth = (width: number): boolean => {
  const cls = viewportClassOf(width);
  return cls === "mobile" || cls === "tablet";
};

/** The first render's viewport widths, px, when the width is not known yet (the server's). */
export const FIRST_RENDER_WIDTH_PX = { phone: 375, tablet: 820, desktop: 1440 } as const;

/**
 * The viewport width the first render is drawn for, from the user agent (spec 001 §7: the
 * device from the request): the server cannot measure the screen, and the browser's first
 * render must equal the server's; the views follow the real width right after.
 */
export const firstRenderWidthFor = (userAgent: string): number => {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return FIRST_RENDER_WIDTH_PX.tablet;
  if (/Mobi|iPhone|iPod|Android|Phone/i.test(userAgent)) return FIRST_RENDER_WIDTH_PX.phone;
  return FIRST_RENDER_WIDTH_PX.desktop;
};
