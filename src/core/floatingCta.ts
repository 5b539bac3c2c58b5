/**
 * Where the floating call to action may be drawn (issue 14 "the floating call-to-action never
 * covers content"). Pure: the caller feeds it the viewport, the scroll position and what is on
 * screen. See docs/decisions/0014-floating-cta-placement.md.
 */

/** Below this width the site is in its phone layout (the bottom bar shows): as in global.css. */
export const PHONE_MAX_WIDTH_PX = 767;
/** The page content's widest box (`--max-width`) and its inner padding at desktop (`--gutter`). */
export const CONTENT_MAX_WIDTH_PX = 1440;
export const DESKTOP_GUTTER_PX = 40;
/** The desktop pill's box: its width and the margin it keeps to the window edge and the text. */
export const CTA_PILL_WIDTH_PX = 160;
export const CTA_PILL_MARGIN_PX = 16;
/** On phones the strip waits until this share of a screen is scrolled (the hero offers it). */
export const PHONE_TOP_SHARE = 0.5;

/**
 * `hidden`; `strip`: docked on phones above the bottom bar; `gutter`: in the desktop margin;
 * `bar`: docked along the window's bottom edge on tablets and desktops whose margin is too
 * narrow for the pill (768 to 1743 px), as the phone's bottom bar is.
 */
export type FloatingCtaPlacement = "hidden" | "strip" | "gutter" | "bar";

export interface FloatingCtaScene {
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  /** px scrolled from the top of the page. */
  readonly scrollY: number;
  /** Whether the header (with its own WATCH FREE) is scrolled away. */
  readonly headerHidden: boolean;
  /** Whether the footer (with its own subscribe form) is on screen. */
  readonly footerInView: boolean;
}

/** The free band left of the content, right of it the same: the window's margin plus padding. */
export const desktopGutterPx = (viewportWidth: number): number =>
  Math.max(0, (viewportWidth - CONTENT_MAX_WIDTH_PX) / 2) + DESKTOP_GUTTER_PX;

/** Whether the desktop pill fits in the gutter without reaching the text. */
export const pillFitsGutter = (viewportWidth: number): boolean =>
  desktopGutterPx(viewportWidth) >= CTA_PILL_WIDTH_PX + 2 * CTA_PILL_MARGIN_PX;

/**
 * Hidden while the footer is on screen. Phones: a strip docked on the bottom bar once half a
 * screen is scrolled (the page keeps its height free, so it never floats over text). Wider:
 * only while the header (with its own call to action) is scrolled away; a pill in the gutter
 * when the gutter holds it, else a bar docked along the window's bottom edge (issue 26: at
 * 1024 to 1743 px it never showed).
 */
export const floatingCtaPlacement = (scene: FloatingCtaScene): FloatingCtaPlacement => {
  if (scene.footerInView) return "hidden";
  if (scene.viewportWidth <= PHONE_MAX_WIDTH_PX) {
    return scene.scrollY >= scene.viewportHeight * PHONE_TOP_SHARE ? "strip" : "hidden";
  }
  if (!scene.headerHidden) return "hidden";
  return pillFitsGutter(scene.viewportWidth) ? "gutter" : "bar";
};
