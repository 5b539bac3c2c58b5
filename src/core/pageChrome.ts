/**
 * Which parts of the layout a page shows (spec 000 §2 "Layouts", §3 "Landing"; decision 0072).
 * The default layout has the promo and countdown bars, the header, breadcrumbs, the footer
 * and the floating call to action. The spec names the other layouts; what each leaves out is
 * ours:
 * - clear: the page alone under a bar with the logo (a gate such as age verification);
 * - free-movie: the site's header and footer, none of the selling parts (the page is the
 *   offer: no bars, breadcrumbs, floating 'watch free' or the footer's free-movie form);
 * - sign-up: the logo bar, the plan group's background picture behind the page, the footer;
 * - a landing: the header only when its `show_header` is on, the footer only when its
 *   `show_footer` is on; the selling parts as the default.
 */

/** The layouts a route may name (the player's is the watch page's own). */
export type PageLayout = "default" | "clear" | "free-movie" | "sign-up";

export interface PageChrome {
  /** The site's header (with the phone's bottom bar), a bar with the logo alone, or nothing. */
  readonly header: "site" | "logo" | "none";
  /** The footer. */
  readonly footer: boolean;
  /** The selling parts: promo and countdown bars, breadcrumbs, floating CTA, footer form. */
  readonly selling: boolean;
}

const LAYOUT_CHROME: Readonly<Record<PageLayout, PageChrome>> = {
  default: { header: "site", footer: true, selling: true },
  clear: { header: "logo", footer: false, selling: false },
  "free-movie": { header: "site", footer: true, selling: false },
  "sign-up": { header: "logo", footer: true, selling: false },
};

export const FULL_CHROME: PageChrome = LAYOUT_CHROME.default;

/** The chrome of a layout the spec names. */
export const layoutChrome = (layout: PageLayout): PageChrome => LAYOUT_CHROME[layout];

/** A landing's chrome: its own `show_header` and `show_footer`. */
export const landingChrome = (landing: {
  readonly show_header: boolean;
  readonly show_footer: boolean;
}): PageChrome => ({
  header: landing.show_header ? "site" : "none",
  footer: landing.show_footer,
  selling: true,
});

/** The page's chrome: what the deepest route that says says, else the default layout's. */
export const pageChrome = (said: readonly (PageChrome | undefined)[]): PageChrome =>
  said.findLast((chrome) => chrome !== undefined) ?? FULL_CHROME;
